import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TestClock } from '../../test/harness';
import { createTestDatabase } from '../../test/test-db';
import type { PayoutRequest } from './payments-provider';
import { SandboxPayments } from './sandbox-payments';

const request = (key: string, accountNumber = '0000014570', bankCode = '058'): PayoutRequest => ({
  idempotencyKey: key,
  orderNo: 'PR1',
  amount: 948_400,
  currency: 'NGN',
  account: { market: 'ng', bankCode, accountNumber, accountName: 'ADA OKAFOR' },
});

describe('SandboxPayments payouts', () => {
  // The records live in the database; each test starts from an empty one.
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.drop();
  });
  const sandbox = (opts: Omit<ConstructorParameters<typeof SandboxPayments>[0], 'db'> = {}) =>
    new SandboxPayments({ db: database.db, ...opts });

  it('succeeds at once with no delay and answers the same outcome for the same key, paying once', async () => {
    const p = sandbox({ clock: new TestClock(), payoutDelayMs: 0 });
    const first = await p.payout(request('PAYPR1N1'));
    expect(first).toMatchObject({ status: 'succeeded', providerRef: expect.stringMatching(/^sbx_[0-9a-f]{20}$/) });
    expect(await p.payout(request('PAYPR1N1'))).toEqual(first);
    expect(await p.payoutStatus('PAYPR1N1')).toEqual(first);
    expect((await p.records()).filter((r) => r.paidAt !== null)).toHaveLength(1);
    expect(await p.paidOut()).toEqual([
      { idempotencyKey: 'PAYPR1N1', orderNo: 'PR1', amount: 948_400, paidAt: expect.any(Number) },
    ]);
  });

  it('is pending for the configured delay by the clock, then succeeded', async () => {
    const clock = new TestClock();
    const p = sandbox({ clock, payoutDelayMs: 3000 });
    expect((await p.payout(request('k'))).status).toBe('pending');
    clock.advance(2999);
    expect((await p.payoutStatus('k'))?.status).toBe('pending');
    clock.advance(1);
    expect((await p.payoutStatus('k'))?.status).toBe('succeeded');
    expect((await p.payout(request('k'))).status).toBe('succeeded');
    expect(await p.records()).toHaveLength(1);
    expect(await p.paidOut()).toHaveLength(1);
  });

  it('fails accounts ending in 9999 and banks on the unsupported list with account_unsupported', async () => {
    const p = sandbox({ clock: new TestClock(), payoutDelayMs: 0, unsupportedBanks: ['999'] });
    expect(await p.payout(request('a', '1234569999'))).toMatchObject({
      status: 'failed',
      failureCode: 'account_unsupported',
    });
    expect(await p.payout(request('b', '0000014570', '999'))).toMatchObject({
      status: 'failed',
      failureCode: 'account_unsupported',
    });
    expect(await p.payout(request('c'))).toMatchObject({ status: 'succeeded' });
    expect((await p.records()).filter((r) => r.paidAt !== null).map((r) => r.idempotencyKey)).toEqual(['c']);
  });

  it('refuses a key reused for a different payout', async () => {
    const p = sandbox({ clock: new TestClock(), payoutDelayMs: 0 });
    await p.payout(request('k'));
    await expect(p.payout({ ...request('k'), amount: 1 })).rejects.toThrow('idempotency key reused');
    await expect(p.payout(request('k', '1111111111'))).rejects.toThrow('idempotency key reused');
  });

  it('knows nothing of a key it never saw', async () => {
    expect(await sandbox().payoutStatus('nope')).toBeNull();
  });

  it('cancels a payout not yet processed, or not yet arrived, for good; never a paid one', async () => {
    const clock = new TestClock();
    const p = sandbox({ clock, payoutDelayMs: 3000 });
    await p.payout(request('pending'));
    expect(await p.cancelPayout('pending')).toEqual({ cancelled: true });
    clock.advance(10_000);
    expect(await p.payoutStatus('pending')).toMatchObject({ status: 'failed', failureCode: 'cancelled' });

    expect(await p.cancelPayout('not-sent-yet')).toEqual({ cancelled: true });
    expect(await p.payout(request('not-sent-yet'))).toMatchObject({ status: 'failed', failureCode: 'cancelled' });

    await p.payout(request('paid'));
    clock.advance(3000);
    expect(await p.cancelPayout('paid')).toEqual({ cancelled: false, status: 'succeeded' });
    expect((await p.paidOut()).map((r) => r.idempotencyKey)).toEqual(['paid']);
  });

  it('refuses a negative delay', () => {
    expect(() => sandbox({ payoutDelayMs: -1 })).toThrow(RangeError);
  });
});

describe('SandboxPayments payouts across instances', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('keep one key one payment when another instance (or a restart) sees the same key', async () => {
    const clock = new TestClock();
    const before = new SandboxPayments({ db: database.db, clock, payoutDelayMs: 3000 });
    expect((await before.payout(request('PAYPR9N1'))).status).toBe('pending');
    clock.advance(3000);
    const after = new SandboxPayments({ db: database.db, clock, payoutDelayMs: 3000 });
    const results = await Promise.all(Array.from({ length: 10 }, () => after.payout(request('PAYPR9N1'))));
    expect(new Set(results.map((r) => r.status))).toEqual(new Set(['succeeded']));
    expect(await before.paidOut()).toHaveLength(1);
  });
});
