import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import type { Deps } from '../deps';
import { TestClock } from '../test/harness';
import { createTestDatabase } from '../test/test-db';
import { readConfig } from '../config';
import { reminderSweep } from '../modules/reminders';
import { enqueue } from './queue';
import { jobKind, noPayload } from './job-kind';
import { defineJob, JobRunner } from './runner';
import { runnerDeps } from '../test/runner-deps';

/** The least a production-shaped configuration reads. */
const env = {
  NODE_ENV: 'test',
  DATA_DIR: '/tmp/presta-runner-test',
  APP_SECRET: 'x'.repeat(32),
  DATA_KEY: Buffer.alloc(32, 1).toString('base64'),
};

/** A job kind of these tests: no payload. */
const kind = (name: string) => jobKind(name, noPayload);

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let deps: Deps;
const clock = new TestClock();

beforeAll(async () => {
  database = await createTestDatabase();
  deps = runnerDeps(database.db, clock);
});
afterAll(async () => database.drop());

describe('job queue', () => {
  it('enqueues a (kind, key) once', async () => {
    expect(await enqueue(database.db, { kind: kind('k'), key: 'once', payload: {}, runAt: clock.now() })).toBe(true);
    expect(await enqueue(database.db, { kind: kind('k'), key: 'once', payload: {}, runAt: clock.now() })).toBe(false);
  });

  it('runs due jobs, not future ones', async () => {
    const seen: string[] = [];
    const runner = new JobRunner(deps, [
      defineJob(kind('due'), async (_payload, job) => {
        seen.push(job.key);
      }),
    ]);
    await enqueue(database.db, { kind: kind('due'), key: 'now', payload: {}, runAt: clock.now() });
    await enqueue(database.db, {
      kind: kind('due'),
      key: 'later',
      payload: {},
      runAt: new Date(clock.now().getTime() + 60_000),
    });
    await runner.tick();
    expect(seen).toEqual(['now']);
    clock.advance(61_000);
    await runner.tick();
    expect(seen).toEqual(['now', 'later']);
  });

  it('retries a failing job with backoff and gives up after its attempts', async () => {
    let calls = 0;
    const runner = new JobRunner(deps, [
      defineJob(kind('flaky'), async () => {
        calls++;
        throw new Error('provider down');
      }),
    ]);
    await enqueue(database.db, { kind: kind('flaky'), key: 'x', payload: {}, runAt: clock.now(), maxAttempts: 3 });
    for (let i = 0; i < 5; i++) {
      await runner.tick();
      clock.advance(20 * 60_000);
    }
    expect(calls).toBe(3);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.kind, 'flaky'));
    expect(row.failedAt).not.toBeNull();
    expect(row.lastError).toBe('provider down');
  });

  it('waits JOB_RETRY_FIRST_MS before the first retry, then twice as long each time', async () => {
    const fast = runnerDeps(database.db, clock, {
      ...deps.config,
      operations: { ...deps.config.operations!, jobRetryFirstMs: 500 },
    });
    const runAts: number[] = [];
    const runner = new JobRunner(fast, [
      defineJob(kind('paced'), async () => {
        throw new Error('bureau down');
      }),
    ]);
    await enqueue(database.db, { kind: kind('paced'), key: 'p', payload: {}, runAt: clock.now(), maxAttempts: 4 });
    const next = async () =>
      (await database.db.select().from(jobs).where(eq(jobs.kind, 'paced')))[0].runAt.getTime() - clock.now().getTime();
    for (let i = 0; i < 3; i++) {
      await runner.tick();
      runAts.push(await next());
      clock.advance(runAts.at(-1)!);
    }
    expect(runAts).toEqual([500, 1_000, 2_000]);
    expect(readConfig({ ...env, JOB_RETRY_FIRST_MS: '250' }).operations?.jobRetryFirstMs).toBe(250);
    expect(() => readConfig({ ...env, JOB_RETRY_FIRST_MS: '5' })).toThrow(
      'JOB_RETRY_FIRST_MS must be a whole number from 100 to 60000 (milliseconds)',
    );
  });

  it('two instances running side by side run each job exactly once', async () => {
    const counts = new Map<string, number>();
    const handler = defineJob(kind('pair'), async (_payload, job) => {
      counts.set(job.key, (counts.get(job.key) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 2));
    });
    for (let i = 0; i < 30; i++)
      await enqueue(database.db, { kind: kind('pair'), key: `j${i}`, payload: {}, runAt: clock.now() });
    const a = new JobRunner(deps, [handler], [], { pollMs: 1000, batch: 3, leaseMs: 60_000 });
    const b = new JobRunner(deps, [handler], [], { pollMs: 1000, batch: 3, leaseMs: 60_000 });
    await Promise.all([a.tick(), b.tick()]);
    expect(counts.size).toBe(30);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it('runs a sweep once per interval and under its lock', async () => {
    let runs = 0;
    const sweep = {
      name: 'test-sweep',
      everyMs: 60_000,
      run: async () => {
        runs++;
        return 3;
      },
    };
    const runner = new JobRunner(deps, [], [sweep]);
    expect(await runner.runSweeps()).toEqual({ 'test-sweep': 3 });
    expect(await runner.runSweeps()).toEqual({});
    clock.advance(60_001);
    await runner.runSweeps();
    expect(runs).toBe(2);
  });

  it('runs a sliced sweep outside any transaction (its slices commit as it goes), any other inside one', async () => {
    // now() is the start of the transaction: two reads apart give one instant only inside one.
    const oneInstant = async (db: Deps['db']) => {
      const at = async () =>
        ((await db.execute(sql`SELECT now()::text AS at`)) as unknown as { rows: { at: string }[] }).rows[0].at;
      const first = await at();
      await new Promise((r) => setTimeout(r, 20));
      return first === (await at());
    };
    const seen: Record<string, boolean> = {};
    const sweep = (name: string, sliced: boolean) => ({
      name,
      everyMs: 60_000,
      sliced,
      run: async (d: Deps) => {
        seen[name] = await oneInstant(d.db);
        return 1;
      },
    });
    const runner = new JobRunner(deps, [], [sweep('whole', false), sweep('in-slices', true)]);
    expect(await runner.runSweeps()).toEqual({ whole: 1, 'in-slices': 1 });
    expect(seen).toEqual({ whole: true, 'in-slices': false });
    // Its slot is still one run per interval.
    expect(await runner.runSweeps()).toEqual({});
  });

  it('the reminder sweep runs at the interval of REMINDER_SWEEP_SECONDS, five minutes by default', async () => {
    const runsAt = async (config: Deps['config'], stepsMs: number[]) => {
      const runner = new JobRunner(
        { ...deps, config },
        [],
        [{ ...reminderSweep, name: `reminders-${config.reminders?.sweepSeconds ?? 'default'}`, run: async () => 1 }],
      );
      const ran: boolean[] = [];
      for (const ms of stepsMs) {
        clock.advance(ms);
        ran.push('reminders-' + (config.reminders?.sweepSeconds ?? 'default') in (await runner.runSweeps()));
      }
      return ran;
    };
    expect(await runsAt(readConfig(env), [0, 299_000, 1_001, 2_000])).toEqual([true, false, true, false]);
    expect(await runsAt(readConfig({ ...env, REMINDER_SWEEP_SECONDS: '2' }), [0, 1_000, 1_001, 2_000])).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect(() => readConfig({ ...env, REMINDER_SWEEP_SECONDS: '0' })).toThrow(
      'REMINDER_SWEEP_SECONDS must be a whole number from 1 to 3600 (seconds)',
    );
  });
});
