import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementAcceptances, orderStatusHistory } from '../../db/schema';
import type { Deps } from '../../deps';
import { buildTestApp, testConfig, type TestApp } from '../../test/harness';
import { loanAgreementFor, assertOfferOpen, priceOffer } from '../agreement';
import { commitConfirmation } from './confirm-service';
import {
  approvedBorrower,
  confirmInput,
  disbursementsOf,
  drain,
  loanCode,
  orderRow,
  payoutJobs,
  payoutsOf,
} from '../../test/money-fixtures';
import { primaryAccount } from './payout-account';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('confirming one order many times at once', () => {
  it('20 parallel get-money: one confirmation, one payout attempt, one ledger disbursement', async () => {
    const { b, orderNo } = await approvedBorrower(t);
    const code = await loanCode(t, b);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => b.call('/loan/get-money', confirmInput(orderNo, code))),
    );
    const confirmed = results.filter((r) => r.code === 0);
    expect(confirmed.length).toBeGreaterThanOrEqual(1);
    for (const r of confirmed) expect(r.data).toMatchObject({ orderNo, attempt: 1 });
    // The others lost the race for the one-time code: it is spent (400201), or, after the attempt limit,
    // the code is locked (400203) — which of the two depends on how the race interleaves.
    for (const r of results.filter((x) => x.code !== 0)) expect([400201, 400203]).toContain(r.code);
    await drain(t);

    const order = await orderRow(t, orderNo);
    expect(order.status).toBe(2);
    expect(await payoutsOf(t, order.id)).toHaveLength(1);
    expect(await payoutJobs(t, `PAY${orderNo}N1`)).toHaveLength(1);
    expect(await disbursementsOf(t, order.id)).toHaveLength(1);
    const moves = await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(moves.filter((m) => m.fromStatus === 14 && m.toStatus === 7)).toHaveLength(1);
  });

  it('20 confirmations that all passed every check: the conditional move lets exactly one commit', async () => {
    const { orderNo } = await approvedBorrower(t);
    const order = await orderRow(t, orderNo);
    const deps = { db: t.database.db, payments: t.payments, clock: t.clock, config: testConfig() } as unknown as Deps;
    const now = t.clock.now();
    assertOfferOpen(order, now);
    const { product, quote } = await priceOffer(deps.db, order, 1_000_000, 91, now);
    const document = await loanAgreementFor(deps, order, product, quote, 'en', now);
    const account = (await primaryAccount(deps.db, order.userId))!;

    const results = await Promise.all(
      Array.from({ length: 20 }, () => commitConfirmation(deps, { order, product, quote, document, account, now })),
    );
    expect(results.filter((r) => r !== null)).toEqual([{ attempt: 1 }]);
    expect((await orderRow(t, orderNo)).status).toBe(7);
    expect(await payoutsOf(t, order.id)).toHaveLength(1);
    expect(await payoutJobs(t, `PAY${orderNo}N1`)).toHaveLength(1);
    expect(
      await t.database.db.select().from(agreementAcceptances).where(eq(agreementAcceptances.orderId, order.id)),
    ).toHaveLength(1);

    await drain(t);
    expect((await orderRow(t, orderNo)).status).toBe(2);
    expect(await disbursementsOf(t, order.id)).toHaveLength(1);
  });
});
