import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import type { Deps } from '../deps';
import { TestClock } from '../test/harness';
import { runnerDeps } from '../test/runner-deps';
import { createTestDatabase } from '../test/test-db';
import { jobKind, PayloadRefused, rowId } from './job-kind';
import { enqueue } from './queue';
import { defineJob, JobRunner } from './runner';

/**
 * Issue 33.2: a job's payload is parsed by its kind's schema when it is enqueued and again when
 * the runner hands it to its handler. A payload of another shape is never half-read.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const clock = new TestClock();
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

const ORDER_WORK = jobKind('orderWork', z.strictObject({ orderId: rowId, dueDate: z.iso.date() }));

/** A log that keeps what was logged, to prove what is (and is not) in it. */
function keptLog(lines: { level: string; obj: unknown; msg?: string }[]): Deps['log'] {
  const at = (level: string) => (obj: unknown, msg?: string) => {
    lines.push({ level, obj, msg });
  };
  const log = {
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug() {},
    trace() {},
    fatal: at('fatal'),
    child: () => log,
    level: 'info',
    silent() {},
  };
  return log as unknown as Deps['log'];
}

const rowOf = async (key: string) => (await database.db.select().from(jobs).where(eq(jobs.key, key)))[0];

describe('job payloads', () => {
  it("a stored payload not of its kind's shape fails the job at once: its handler is never called, the reason and the log name the kind and the paths, no value", async () => {
    // Written around enqueue (which would refuse it), as an older release or a hand-made row would.
    await database.db.insert(jobs).values({
      kind: ORDER_WORK.name,
      key: 'malformed',
      payload: { orderId: '41', dueDate: '2026-02-30', note: 'Ada Obi 08031234567' },
      runAt: clock.now(),
      maxAttempts: 8,
    });
    const lines: { level: string; obj: unknown; msg?: string }[] = [];
    let calls = 0;
    const runner = new JobRunner({ ...runnerDeps(database.db, clock), log: keptLog(lines) }, [
      defineJob(ORDER_WORK, async () => {
        calls++;
      }),
    ]);
    await runner.tick();
    clock.advance(3_600_000);
    await runner.tick();

    expect(calls).toBe(0);
    const row = await rowOf('malformed');
    // Failed for good on its first claim: a shape reads no better on a second try.
    expect(row).toMatchObject({ attempts: 1, doneAt: null, failedAt: expect.any(Date), lockedUntil: null });
    expect(row.lastError).toBe(
      'payload of job kind orderWork refused at orderId (invalid_type), dueDate (invalid_format), note (unrecognized_keys)',
    );
    const refused = lines.filter((l) => l.msg === 'job payload refused');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({
      level: 'warn',
      obj: {
        job: { id: row.id, kind: 'orderWork' },
        issues: ['orderId (invalid_type)', 'dueDate (invalid_format)', 'note (unrecognized_keys)'],
      },
    });
    for (const value of ['41', '2026-02-30', 'Ada', '0803']) expect(JSON.stringify(lines)).not.toContain(value);
  });

  it('the handler reads the parsed payload, and a well-formed job runs as before', async () => {
    const seen: unknown[] = [];
    const runner = new JobRunner(runnerDeps(database.db, clock), [
      defineJob(ORDER_WORK, async (payload) => {
        seen.push(payload);
      }),
    ]);
    expect(
      await enqueue(database.db, {
        kind: ORDER_WORK,
        key: 'well-formed',
        payload: { orderId: 41, dueDate: '2026-02-28' },
        runAt: clock.now(),
      }),
    ).toBe(true);
    await runner.tick();
    expect(seen).toEqual([{ orderId: 41, dueDate: '2026-02-28' }]);
    expect(await rowOf('well-formed')).toMatchObject({ doneAt: expect.any(Date), failedAt: null, lastError: null });
  });

  it("enqueue refuses a payload not of its kind's shape: the producer fails at once and nothing is stored", async () => {
    const wrong = {
      kind: ORDER_WORK,
      key: 'refused-at-enqueue',
      payload: { orderId: 0, dueDate: '28/02/2026' },
      runAt: clock.now(),
    };
    await expect(enqueue(database.db, wrong)).rejects.toThrow(PayloadRefused);
    await expect(enqueue(database.db, wrong)).rejects.toThrow(
      'payload of job kind orderWork refused at orderId (too_small), dueDate (invalid_format)',
    );
    expect(await rowOf('refused-at-enqueue')).toBeUndefined();
  });

  it('a kind with two handlers is refused when the runner is made', () => {
    const run = async () => undefined;
    expect(
      () => new JobRunner(runnerDeps(database.db, clock), [defineJob(ORDER_WORK, run), defineJob(ORDER_WORK, run)]),
    ).toThrow('two handlers for job kind orderWork');
  });
});
