import { describe, expect, it } from 'vitest';
import { toThreadTime, type TraceEvent } from './thread-time';

const threadName = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
const complete = (pid: number, tid: number, name: string, ts: number, dur: number, tdur?: number): TraceEvent => ({
  name,
  ph: 'X',
  pid,
  tid,
  ts,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
});

describe('toThreadTime', () => {
  it('shortens a renderer main-thread task to its thread time and shrinks what it holds with it', () => {
    const task = complete(1, 1, 'RunTask', 1_000, 40_000, 10_000);
    const script = complete(1, 1, 'EvaluateScript', 21_000, 10_000, 4_000);
    const paint = { name: 'firstContentfulPaint', ph: 'R', pid: 1, tid: 1, ts: 41_000 };
    const events = [threadName(1, 1, 'CrRendererMain'), task, script, paint];

    const { waitedMs } = toThreadTime(events);

    expect(task).toMatchObject({ ts: 1_000, dur: 10_000 });
    // 20 ms into a task shrunk to a quarter: 5 ms in, and a quarter as long.
    expect(script).toMatchObject({ ts: 6_000, dur: 2_500 });
    // An instant at the task's very end is outside it (ends are exclusive): left where it was.
    expect(paint.ts).toBe(41_000);
    expect(waitedMs).toBe(30);
  });

  it('leaves other threads, tasks without thread time and tasks that used more CPU than wall time as recorded', () => {
    const compositor = complete(1, 2, 'RunTask', 0, 30_000, 1_000);
    const untimed = complete(1, 1, 'RunTask', 0, 20_000);
    const inside = complete(1, 1, 'FunctionCall', 5_000, 5_000, 5_000);
    const busy = complete(1, 1, 'RunTask', 50_000, 5_000, 6_000);
    const between = { name: 'ResourceSendRequest', ph: 'I', pid: 1, tid: 1, ts: 30_000 };
    const events = [
      threadName(1, 1, 'CrRendererMain'),
      threadName(1, 2, 'Compositor'),
      compositor,
      untimed,
      inside,
      busy,
      between,
    ];

    const { waitedMs } = toThreadTime(events);

    expect(compositor).toMatchObject({ ts: 0, dur: 30_000 });
    expect(untimed).toMatchObject({ ts: 0, dur: 20_000 });
    expect(inside).toMatchObject({ ts: 5_000, dur: 5_000 });
    expect(busy).toMatchObject({ ts: 50_000, dur: 5_000 });
    expect(between.ts).toBe(30_000);
    expect(waitedMs).toBe(0);
  });

  it('treats every renderer main thread (each process the page used) and keeps their tasks apart', () => {
    const first = complete(1, 1, 'RunTask', 0, 10_000, 5_000);
    const second = complete(2, 7, 'RunTask', 0, 10_000, 2_000);
    const events = [threadName(1, 1, 'CrRendererMain'), threadName(2, 7, 'CrRendererMain'), first, second];

    expect(toThreadTime(events).waitedMs).toBe(13);
    expect(first.dur).toBe(5_000);
    expect(second.dur).toBe(2_000);
  });
});
