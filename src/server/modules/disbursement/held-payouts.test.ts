import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { confirmInput, disbursementsOf, drain, loanCode, orderRow, payoutsOf } from '../../test/money-fixtures';
import { assessedBorrower } from '../../test/loan-test-kit';

/** Decision 0059, status 18 getMoney, reached and left through the product's own calls and jobs. */
const KEY = 'automation-key-held-payouts';
const HOUR = 3_600_000;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ adminToken: KEY, payouts: { sandboxDelayMs: 0 } });
}, 180_000);
afterAll(async () => {
  await t.close();
});

const pausePayouts = async (packageName: string, paused: boolean) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/app-settings/${packageName}/payouts`,
    payload: { paused },
    headers: { authorization: `Bearer ${KEY}` },
  });
  expect(res.json().code).toBe(0);
};

/** An assessed (approved) borrower who taps Get money with the agreement ticked and a valid code. */
async function signed(market: 'ng' | 'mx' = 'ng') {
  const { b, orderNo } = await assessedBorrower(t, market);
  expect((await orderRow(t, orderNo)).status).toBe(14);
  const amount = market === 'ng' ? 1_000_000 : 500_000;
  const res = await b.call('/loan/get-money', confirmInput(orderNo, await loanCode(t, b), amount));
  return { b, orderNo, res };
}

async function historyOf(orderId: number) {
  const rows = await t.database.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));
  return rows.map((r) => [r.fromStatus, r.toStatus]);
}

describe('18 getMoney: Get money while the operator has paused payouts', () => {
  it('signs and holds the loan at 18 with no payout; lifting the pause releases it to 7 and the loan starts', async () => {
    await pausePayouts('com.presta.ng', true);
    let held: Awaited<ReturnType<typeof signed>>;
    try {
      held = await signed('ng');
      const { b, orderNo, res } = held;
      expect(res.data).toMatchObject({ orderNo, status: 18, route: `/borrow/lending?orderNo=${orderNo}`, attempt: 0 });
      await drain(t);
      const order = await orderRow(t, orderNo);
      // Signed: the quote is frozen and the agreement stored, as for any confirmation…
      expect(order).toMatchObject({ status: 18, amount: 1_000_000, days: 91 });
      expect(order.confirmedAt).not.toBeNull();
      expect(order.lendingAt).toBeNull();
      expect((await b.call('/loan/get-money/contract', { orderNo })).code).toBe(0);
      // …but nothing is sent.
      expect(await payoutsOf(t, order.id)).toEqual([]);

      // What the borrower sees, and what no longer works on a signed loan.
      expect((await b.call('/loan/loan-product/index', {})).data).toMatchObject({
        status: 'lending',
        banner: { key: 'payoutHeld', orderNo },
      });
      expect((await b.call('/loan/loan-order/list', {})).data.orders[0]).toMatchObject({
        status: 18,
        statusKey: 'disbursing',
        tipKey: 'payoutHeld',
      });
      expect((await b.call('/loan/confirm/product-info', { orderNo })).code).toBe(400601);
      const again = await b.call('/loan/get-money', confirmInput(orderNo, await loanCode(t, b)));
      expect(again.data).toMatchObject({ status: 18, attempt: 0 });
      expect((await b.call('/loan/get-money-time', { orderNo })).data).toMatchObject({
        status: 18,
        payout: null,
        lendingAt: null,
      });
      expect((await b.call('/loan/has-cancel-loan', { orderNo })).data).toMatchObject({ canCancel: true });
      // The sweep leaves it while the pause lasts.
      await t.app.jobs.idle();
      expect((await t.app.jobs.runSweeps(true)).releaseHeldPayouts).toBe(0);
      expect((await orderRow(t, orderNo)).status).toBe(18);
    } finally {
      await pausePayouts('com.presta.ng', false);
    }

    // Lifting the pause queued the release: 18 → 7 with attempt 1, then the payout → 2.
    await drain(t);
    const started = await orderRow(t, held.orderNo);
    expect(started.status).toBe(2);
    const [payout] = await payoutsOf(t, started.id);
    expect(payout).toMatchObject({ attempt: 1, status: 'succeeded', amount: started.received });
    expect(await disbursementsOf(t, started.id)).toHaveLength(1);
    expect((await historyOf(started.id)).slice(-3)).toEqual([
      [14, 18],
      [18, 7],
      [7, 2],
    ]);
    expect(started.lendingAt).not.toBeNull();
  });

  it('the borrower may cancel a held loan: nothing was paid, nothing is owed; the release then finds nothing', async () => {
    await pausePayouts('com.presta.ng', true);
    try {
      const { b, orderNo, res } = await signed('ng');
      expect(res.data.status).toBe(18);
      expect((await b.call('/loan/cancel-loan', { orderNo, reason: 'noLongerNeeded' })).data).toMatchObject({
        status: 8,
      });
    } finally {
      await pausePayouts('com.presta.ng', false);
    }
    await drain(t);
    await t.app.jobs.idle();
    expect((await t.app.jobs.runSweeps(true)).releaseHeldPayouts).toBe(0);
  });

  it("a pause that outlasts the offer's day: the 24 h job cancels the held loan, and the release leaves it", async () => {
    await pausePayouts('com.presta.mx', true);
    let orderNo = '';
    try {
      const held = await signed('mx');
      orderNo = held.orderNo;
      expect(held.res.data.status).toBe(18);
      // The other market's app is not paused: its Get money pays at once (decision 0011's one step).
      const ng = await signed('ng');
      expect(ng.res.data.status).toBe(7);

      const approvedAt = (await orderRow(t, orderNo)).approvedAt!;
      t.clock.set(new Date(approvedAt.getTime() + 24 * HOUR));
      await t.app.jobs.idle();
      await t.app.jobs.runSweeps(true);
      expect(await orderRow(t, orderNo)).toMatchObject({ status: 8, cancelReason: 'expired' });
    } finally {
      await pausePayouts('com.presta.mx', false);
    }
    await drain(t);
    const order = await orderRow(t, orderNo);
    expect(order.status).toBe(8);
    expect(await payoutsOf(t, order.id)).toEqual([]);
    expect((await historyOf(order.id)).at(-1)).toEqual([18, 8]);
    const [last] = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(desc(orderStatusHistory.id))
      .limit(1);
    expect(last.reason).toContain('payouts stayed paused');
  });
});
