import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/harness';
import { claimDue, enqueue, markDone, markFailed } from './queue';
import { jobKind, noPayload } from './job-kind';
import { defineJob, JobRunner } from './runner';
import { purgeFinishedJobsSweep } from './purge-finished-jobs-sweep';
import { runnerDeps } from '../test/runner-deps';
import { DEFAULT_JOB_RETRY_FIRST_MS } from '../settings/operations-settings';

/** Issue 33.1: fenced leases, a heartbeat for long jobs, one sweep run per slot, finished jobs purged. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const deps = () => runnerDeps(t.database.db, t.clock);
/** A job kind of these tests: no payload. */
const kind = (name: string) => jobKind(name, noPayload);
const rowOf = async (kind: string) => (await t.database.db.select().from(jobs).where(eq(jobs.kind, kind)))[0];

describe('job leases', () => {
  it('a holder whose lease ran out and was claimed again finishes nothing: the new claim decides', async () => {
    await enqueue(t.database.db, { kind: kind('fenced'), key: 'a', payload: {}, runAt: t.clock.now() });
    const [first] = (await claimDue(t.database.db, t.clock.now(), 100, 60_000)).filter((j) => j.kind === 'fenced');
    t.clock.advance(61_000);
    const [second] = (await claimDue(t.database.db, t.clock.now(), 100, 60_000)).filter((j) => j.kind === 'fenced');
    expect(second.id).toBe(first.id);
    expect(second.leaseToken).not.toBe(first.leaseToken);

    expect(await markDone(t.database.db, first, t.clock.now())).toBe(false);
    expect(await markFailed(t.database.db, first, t.clock.now(), 'late', DEFAULT_JOB_RETRY_FIRST_MS)).toBe(false);
    expect(await rowOf('fenced')).toMatchObject({ doneAt: null, failedAt: null, lastError: null, attempts: 2 });

    expect(await markDone(t.database.db, second, t.clock.now())).toBe(true);
    expect((await rowOf('fenced')).doneAt).not.toBeNull();
  });

  it('a long job beats: its lease is extended while it runs, so no other instance claims it', async () => {
    await enqueue(t.database.db, { kind: kind('long'), key: 'a', payload: {}, runAt: t.clock.now() });
    let claimedByOther = -1;
    const runner = new JobRunner(
      deps(),
      [
        defineJob(kind('long'), async () => {
          // Past the first lease (3 s), on the clock every instance reads…
          t.clock.advance(3_500);
          // …while the heartbeat (every second of real time) has moved the lease on.
          await new Promise((r) => setTimeout(r, 1_300));
          claimedByOther = (await claimDue(t.database.db, t.clock.now(), 100, 3_000)).filter(
            (j) => j.kind === 'long',
          ).length;
        }),
      ],
      [],
      { pollMs: 1_000, batch: 10, leaseMs: 3_000 },
    );
    await runner.tick();
    expect(claimedByOther).toBe(0);
    expect((await rowOf('long')).doneAt).not.toBeNull();
  });
});

describe('sweeps', () => {
  it('two instances run a sweep once per schedule slot', async () => {
    let runs = 0;
    const sweep = {
      name: 'slotted',
      everyMs: 60_000,
      run: async () => {
        runs++;
        return 1;
      },
    };
    const a = new JobRunner(deps(), [], [sweep]);
    const b = new JobRunner(deps(), [], [sweep]);
    await a.runSweeps();
    await b.runSweeps();
    expect(runs).toBe(1);
    t.clock.advance(60_000);
    await b.runSweeps();
    await a.runSweeps();
    expect(runs).toBe(2);
  });

  it('finished jobs are purged after JOB_RETENTION_DAYS; failed ones stay', async () => {
    await enqueue(t.database.db, { kind: kind('purged'), key: 'done', payload: {}, runAt: t.clock.now() });
    await enqueue(t.database.db, {
      kind: kind('kept'),
      key: 'failed',
      payload: {},
      runAt: t.clock.now(),
      maxAttempts: 1,
    });
    const runner = new JobRunner(
      deps(),
      [
        defineJob(kind('purged'), async () => undefined),
        defineJob(kind('kept'), async () => {
          throw new Error('down');
        }),
      ],
      [purgeFinishedJobsSweep],
    );
    await runner.tick();
    t.clock.advance(13 * 86_400_000);
    await runner.tick();
    expect(await rowOf('purged')).toBeDefined();
    t.clock.advance(2 * 86_400_000);
    await runner.tick();
    expect(await rowOf('purged')).toBeUndefined();
    expect((await rowOf('kept')).failedAt).not.toBeNull();
  });
});
