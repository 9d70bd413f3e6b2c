import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import type { Deps } from '../deps';
import { TestClock, testConfig } from '../test/harness';
import { createTestDatabase } from '../test/test-db';
import { SandboxPayments } from '../providers/payments/sandbox-payments';
import { SandboxCollections } from '../providers/payments/sandbox/sandbox-collections';
import { buildIdentityVendors } from '../providers/identity/build-identity';
import { SandboxSms } from '../providers/sms/sandbox-sms';
import { LocalDiskStorage } from '../providers/storage/local-disk-storage';
import { readConfig } from '../config';
import { reminderSweep } from '../modules/reminders';
import { enqueue } from './queue';
import { JobRunner } from './runner';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let deps: Deps;
const clock = new TestClock();
const quietLog = { error() {}, warn() {}, info() {}, debug() {}, fatal() {}, trace() {}, child() { return quietLog; }, level: 'silent', silent() {} } as unknown as Deps['log'];

beforeAll(async () => {
  database = await createTestDatabase();
  deps = { db: database.db, config: testConfig(), clock, sms: new SandboxSms(), log: quietLog, payments: new SandboxPayments({ db: database.db }), collections: new SandboxCollections(database.db, clock), storage: new LocalDiskStorage('/tmp/presta-runner-test'), identity: buildIdentityVendors(undefined) };
});
afterAll(async () => database.drop());

describe('job queue', () => {
  it('enqueues a (kind, key) once', async () => {
    expect(await enqueue(database.db, { kind: 'k', key: 'once', runAt: clock.now() })).toBe(true);
    expect(await enqueue(database.db, { kind: 'k', key: 'once', runAt: clock.now() })).toBe(false);
  });

  it('runs due jobs, not future ones', async () => {
    const seen: string[] = [];
    const runner = new JobRunner(deps, { due: async (job) => { seen.push(job.key); } });
    await enqueue(database.db, { kind: 'due', key: 'now', runAt: clock.now() });
    await enqueue(database.db, { kind: 'due', key: 'later', runAt: new Date(clock.now().getTime() + 60_000) });
    await runner.tick();
    expect(seen).toEqual(['now']);
    clock.advance(61_000);
    await runner.tick();
    expect(seen).toEqual(['now', 'later']);
  });

  it('retries a failing job with backoff and gives up after its attempts', async () => {
    let calls = 0;
    const runner = new JobRunner(deps, { flaky: async () => { calls++; throw new Error('provider down'); } });
    await enqueue(database.db, { kind: 'flaky', key: 'x', runAt: clock.now(), maxAttempts: 3 });
    for (let i = 0; i < 5; i++) {
      await runner.tick();
      clock.advance(20 * 60_000);
    }
    expect(calls).toBe(3);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.kind, 'flaky'));
    expect(row.failedAt).not.toBeNull();
    expect(row.lastError).toBe('provider down');
  });

  it('two instances running side by side run each job exactly once', async () => {
    const counts = new Map<string, number>();
    const handler = async (job: { key: string }) => {
      counts.set(job.key, (counts.get(job.key) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 2));
    };
    for (let i = 0; i < 30; i++) await enqueue(database.db, { kind: 'pair', key: `j${i}`, runAt: clock.now() });
    const a = new JobRunner(deps, { pair: handler }, [], { pollMs: 1000, batch: 3, leaseMs: 60_000 });
    const b = new JobRunner(deps, { pair: handler }, [], { pollMs: 1000, batch: 3, leaseMs: 60_000 });
    await Promise.all([a.tick(), b.tick()]);
    expect(counts.size).toBe(30);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it('runs a sweep once per interval and under its lock', async () => {
    let runs = 0;
    const sweep = { name: 'test-sweep', everyMs: 60_000, run: async () => { runs++; return 3; } };
    const runner = new JobRunner(deps, {}, [sweep]);
    expect(await runner.runSweeps()).toEqual({ 'test-sweep': 3 });
    expect(await runner.runSweeps()).toEqual({});
    clock.advance(60_001);
    await runner.runSweeps();
    expect(runs).toBe(2);
  });

  it('the reminder sweep runs at the interval of REMINDER_SWEEP_SECONDS, five minutes by default', async () => {
    const runsAt = async (config: Deps['config'], stepsMs: number[]) => {
      const runner = new JobRunner({ ...deps, config }, {}, [{ ...reminderSweep, name: `reminders-${config.reminders?.sweepSeconds ?? 'default'}`, run: async () => 1 }]);
      const ran: boolean[] = [];
      for (const ms of stepsMs) {
        clock.advance(ms);
        ran.push('reminders-' + (config.reminders?.sweepSeconds ?? 'default') in await runner.runSweeps());
      }
      return ran;
    };
    const env = { NODE_ENV: 'test', DATA_DIR: '/tmp/presta-runner-test', APP_SECRET: 'x'.repeat(32), DATA_KEY: Buffer.alloc(32, 1).toString('base64') };
    expect(await runsAt(readConfig(env), [0, 299_000, 1_001, 2_000])).toEqual([true, false, true, false]);
    expect(await runsAt(readConfig({ ...env, REMINDER_SWEEP_SECONDS: '2' }), [0, 1_000, 1_001, 2_000])).toEqual([true, false, true, true]);
    expect(() => readConfig({ ...env, REMINDER_SWEEP_SECONDS: '0' })).toThrow('REMINDER_SWEEP_SECONDS must be a whole number from 1 to 3600 (seconds)');
  });
});
