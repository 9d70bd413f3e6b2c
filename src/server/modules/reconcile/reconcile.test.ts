import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomingPayments, ledgerTransactions, reconcileChecks } from '../../db/schema';
import { trialBalance } from '../../ledger/post';
import { sandboxSigningKeys } from '../../providers/payments/collections-config';
import { SandboxCollections } from '../../providers/payments/sandbox/sandbox-collections';
import { signedWebhook } from '../../providers/payments/sandbox/sandbox-webhooks';
import { SandboxPayments } from '../../providers/payments/sandbox-payments';
import type { PayoutRequest, PayoutResult } from '../../providers/payments/payments-provider';
import { buildTestApp, testConfig, type TestApp } from '../../test/harness';
import {
  approvedBorrower,
  confirmInput,
  disbursementsOf,
  drain,
  loanCode,
  orderRow,
  payoutsOf,
} from '../../test/money-fixtures';
import { signInOperator } from '../../test/operator-test-kit';
import { disbursedLoan, transactionsOf } from '../../test/repay-fixtures';
import { DEFAULT_RECONCILE } from '../../settings/reconcile-settings';
import { reconcileNow } from './reconcile-job';

const INTERVAL_MS = DEFAULT_RECONCILE.intervalSeconds * 1000;

/** The payment reached the vendor; its notification never reached us. */
async function payWithLostWebhook(t: TestApp, target: string, amount?: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/dev/sandbox-pay',
    payload: { target, amount, lostWebhook: true },
  });
  expect(res.json()).toMatchObject({ code: 0, data: { ok: true } });
}

const repaymentsOf = (t: TestApp, orderId: number) => transactionsOf(t, orderId, 'repayment');

/** The runner's next polls: the pass a sweep queues at the end of one poll runs in the next. */
async function polls(t: TestApp) {
  await drain(t);
  await drain(t);
}

describe('reconciliation: collections (PGlite and PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('a payment whose webhook never arrived is found within the interval and credited once', async () => {
    const { b, orderNo, order } = await disbursedLoan(t, 'ng');
    const account = await b.call('/repay/monnify_reserved_account', { orderNo });
    expect(account.code).toBe(0);
    await drain(t);
    const before = (await b.call('/repay/repay-order/detail', { orderNo })).data.outstanding;

    await payWithLostWebhook(t, account.data.account!.accountNumber, 300_000);
    await polls(t);
    // Nothing told us yet: the borrower still sees the full amount.
    expect((await b.call('/repay/repay-order/detail', { orderNo })).data.outstanding).toBe(before);

    t.clock.advance(INTERVAL_MS);
    await polls(t);
    expect((await b.call('/repay/repay-order/detail', { orderNo })).data.outstanding).toBe(before - 300_000);
    expect(await repaymentsOf(t, order.id)).toHaveLength(1);
    const [check] = await t.database.db
      .select()
      .from(reconcileChecks)
      .where(and(eq(reconcileChecks.subject, 'instrument'), eq(reconcileChecks.lastOutcome, 'credited')));
    expect(check).toBeTruthy();

    // Later passes ask again and find the same payment: nothing more is credited.
    t.clock.advance(INTERVAL_MS);
    await polls(t);
    expect(await repaymentsOf(t, order.id)).toHaveLength(1);
    expect((await b.call('/repay/repay-order/detail', { orderNo })).data.outstanding).toBe(before - 300_000);
  });

  it('the late webhook and the job racing each other credit once', async () => {
    const { b, orderNo, order } = await disbursedLoan(t, 'ng');
    const checkout = await b.call('/repay/paystack/authorization', { orderNo, amount: 200_000 });
    expect(checkout.code).toBe(0);
    await drain(t);
    // The vendor takes the money; its notification is late, and arrives (twice) while the job asks.
    const vendor = new SandboxCollections(t.database.db, t.clock);
    const paid = await vendor.pay({ reference: checkout.data.reference });
    const hook = signedWebhook(paid, sandboxSigningKeys(testConfig().secret));
    t.clock.advance(INTERVAL_MS);
    await t.app.jobs.idle();
    await t.app.jobs.runSweeps(true);
    const webhook = () => t.app.inject({ method: 'POST', url: hook.url, headers: hook.headers, payload: hook.payload });
    const [first, , second] = await Promise.all([webhook(), t.app.jobs.tick(), webhook()]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    await drain(t);

    expect(await repaymentsOf(t, order.id)).toHaveLength(1);
    const [tx] = await repaymentsOf(t, order.id);
    expect(tx.idempotencyKey).toBe(`repayment:paystack:${paid.eventId}`);
    expect(
      await t.database.db.select().from(incomingPayments).where(eq(incomingPayments.eventId, paid.eventId)),
    ).toHaveLength(1);
    const tb = await trialBalance(t.database.db);
    expect(tb.debits).toBe(tb.credits);
  });

  it('several instances running the pass at once ask about each instrument once', async () => {
    const loans = await Promise.all([disbursedLoan(t, 'ng'), disbursedLoan(t, 'mx')]);
    const accounts = [
      await loans[0].b.call('/repay/monnify_reserved_account', { orderNo: loans[0].orderNo }),
      await loans[1].b.call('/repay/getStpClabe', { orderNo: loans[1].orderNo }),
    ];
    await drain(t);
    await payWithLostWebhook(t, accounts[0].data.account!.accountNumber, 150_000);
    await payWithLostWebhook(t, accounts[1].data.account!.accountNumber, 150_000);
    t.clock.advance(INTERVAL_MS);
    await t.app.jobs.idle();
    await t.app.jobs.runSweeps(true);
    // Three runners side by side take the one queued pass; the claims keep them apart anyway.
    const deps = (t.app.jobs as unknown as { deps: Parameters<typeof reconcileNow>[0] }).deps;
    const summaries = await Promise.all([reconcileNow(deps), reconcileNow(deps), reconcileNow(deps)]);
    // Each instrument is claimed by one pass: as many claims this interval as rows checked now.
    const claimed = summaries.reduce((n, s) => n + s.instruments, 0);
    const checkedNow = await t.database.db
      .select()
      .from(reconcileChecks)
      .where(and(eq(reconcileChecks.subject, 'instrument'), eq(reconcileChecks.checkedAt, t.clock.now())));
    expect(claimed).toBe(checkedNow.length);
    expect(claimed).toBeGreaterThanOrEqual(2);
    for (const { order } of loans) expect(await repaymentsOf(t, order.id)).toHaveLength(1);
  });
});

/** The provider accepted the payout but our call never got its answer (a timeout after the bank took it). */
class AnswerLost extends SandboxPayments {
  override async payout(request: PayoutRequest): Promise<PayoutResult> {
    await super.payout(request);
    throw new Error('socket hang up');
  }
}

describe('reconciliation: payouts (PGlite and PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { payments: (clock, _config, db) => new AnswerLost({ db, clock, payoutDelayMs: 0 }) });
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('a payout the provider made while our call failed is found pending past the setting and settled once', async () => {
    const { b, orderNo } = await approvedBorrower(t, 'ng');
    const code = await loanCode(t, b);
    expect((await b.call('/loan/get-money', confirmInput(orderNo, code))).data.status).toBe(7);
    await drain(t);
    const order = await orderRow(t, orderNo);
    expect(order.status).toBe(7);
    expect((await payoutsOf(t, order.id))[0].status).toBe('pending');

    // Not before it has been pending for the setting's 3 minutes.
    t.clock.advance(60_000);
    await polls(t);
    expect((await orderRow(t, orderNo)).status).toBe(7);

    t.clock.advance(INTERVAL_MS);
    await polls(t);
    expect((await orderRow(t, orderNo)).status).toBe(2);
    expect(await disbursementsOf(t, order.id)).toHaveLength(1);
    const [payout] = await payoutsOf(t, order.id);
    const [check] = await t.database.db
      .select()
      .from(reconcileChecks)
      .where(and(eq(reconcileChecks.subject, 'payout'), eq(reconcileChecks.subjectId, payout.id)));
    expect(check.lastOutcome).toBe('succeeded');

    // The payout job's next retry finds it settled; nothing is posted twice.
    t.clock.advance(INTERVAL_MS);
    await polls(t);
    expect(await disbursementsOf(t, order.id)).toHaveLength(1);
    const posted = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `disbursement:${orderNo}`));
    expect(posted).toHaveLength(1);
  });
});

describe('reconciliation: refunds (PGlite and PostgreSQL)', () => {
  let t: TestApp;
  // The provider keeps every payout pending for 10 minutes.
  beforeAll(async () => {
    t = await buildTestApp({ payouts: { sandboxDelayMs: 10 * 60_000 } });
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('a refund pending at the provider is asked about past the setting and settled once, whoever hears first', async () => {
    const { b, orderNo } = await approvedBorrower(t, 'ng');
    const code = await loanCode(t, b);
    expect((await b.call('/loan/get-money', confirmInput(orderNo, code))).code).toBe(0);
    // The payout is sent (and its 10 minutes start) before the clock moves.
    await polls(t);
    t.clock.advance(11 * 60_000);
    await polls(t);
    const order = await orderRow(t, orderNo);
    expect(order.status).toBe(2);
    const account = await b.call('/repay/monnify_reserved_account', { orderNo });
    const owed = (await b.call('/repay/repay-order/detail', { orderNo })).data.outstanding;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dev/sandbox-pay',
      payload: { target: account.data.account!.accountNumber, amount: owed + 40_000 },
    });
    expect(res.json().code).toBe(0);
    expect((await orderRow(t, orderNo)).status).toBe(4);

    const operator = await signInOperator(t, 'collections');
    const refund = await operator.call('POST', `/api/admin/orders/${orderNo}/refunds`, {
      amount: 40_000,
      key: 'recheck-refund-1',
      reason: 'overpaid',
    });
    expect(refund.json()).toMatchObject({ code: 0, data: { status: 'pending' } });
    await polls(t);

    // Pending past the setting: the pass asks, the provider still says pending.
    t.clock.advance(4 * 60_000);
    await polls(t);
    const [asked] = await t.database.db.select().from(reconcileChecks).where(eq(reconcileChecks.subject, 'refund'));
    expect(asked).toMatchObject({ lastOutcome: 'pending' });

    for (let i = 0; i < 3; i++) {
      t.clock.advance(INTERVAL_MS);
      await polls(t);
    }
    const refunds = await transactionsOf(t, order.id, 'refund');
    expect(refunds.map((r) => r.idempotencyKey)).toEqual([`refund:${orderNo}:recheck-refund-1`]);
    const tb = await trialBalance(t.database.db);
    expect(tb.debits).toBe(tb.credits);
  });
});
