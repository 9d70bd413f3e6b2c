/**
 * The page's own main-thread work, without the time this machine took the thread away.
 *
 * Lighthouse's simulation slows each main-thread task of the recorded trace by the CPU multiplier,
 * and a task's recorded length is wall time: on a 2-core virtual machine it also holds the time
 * the renderer waited while Chromium's other processes, the server, Lighthouse itself or the host
 * (steal) ran. That wait is the machine's mood, not the page's cost: the same build measured
 * TBT 0–10 ms on a quiet host and 216–302 ms on a busy one with the same benchmark index. Each
 * renderer main-thread task is therefore shortened to its thread time (the CPU the thread used,
 * which on this kernel excludes host steal: CONFIG_PARAVIRT_TIME_ACCOUNTING), and everything
 * inside it is shrunk with it, so nesting and order stay as recorded.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, when Chromium recorded it. */
  tdur?: number;
  args?: { name?: string };
}

export interface ThreadTimeResult {
  /** Wall time taken out of the renderer main threads' tasks, in ms: how busy the machine was. */
  waitedMs: number;
}

const isMainThreadName = (e: TraceEvent) =>
  e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain';

/** Rewrites the events in place; returns how much wall time was taken out. */
export function toThreadTime(events: TraceEvent[]): ThreadTimeResult {
  const mainThreads = new Set(events.filter(isMainThreadName).map((e) => `${e.pid}:${e.tid}`));
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (!mainThreads.has(key) || e.ph === 'M') continue;
    let list = byThread.get(key);
    if (!list) byThread.set(key, (list = []));
    list.push(e);
  }
  let waitedUs = 0;
  for (const list of byThread.values()) {
    // Longest first among equal starts, so a task comes before the events it holds.
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    let task: TraceEvent | undefined;
    let taskStart = 0;
    let taskEnd = 0;
    let factor = 1;
    for (const e of list) {
      if (!task || e.ts >= taskEnd) {
        // A top-level complete event starts a new task; anything else between tasks stays put.
        task = undefined;
        if (e.ph !== 'X' || !e.dur) continue;
        task = e;
        taskStart = e.ts;
        taskEnd = e.ts + e.dur;
        factor = e.tdur !== undefined && e.tdur < e.dur ? e.tdur / e.dur : 1;
        waitedUs += e.dur * (1 - factor);
        e.dur *= factor;
        continue;
      }
      e.ts = taskStart + (e.ts - taskStart) * factor;
      if (e.dur !== undefined) e.dur *= factor;
    }
  }
  return { waitedMs: waitedUs / 1000 };
}
