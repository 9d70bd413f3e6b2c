import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { moveOrder } from '../../db/orders-repo';
import { newBorrower } from '../../test/profile-fixtures';
import { approvedBorrower, confirmInput, drain, loanCode, orderRow } from '../../test/money-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function giveCoupon(userId: number, quota = 100_000) {
  const [row] = await t.database.db
    .insert(coupons)
    .values({
      userId,
      packageName: 'com.presta.ng',
      source: 'lottery',
      sourceKey: `test:${randomUUID()}`,
      currency: 'NGN',
      amount: 10_000,
      quota,
      expiresAt: new Date(t.clock.now().getTime() + 30 * 86_400_000),
    })
    .returning();
  return row;
}

describe('/loan/get-money-plus', () => {
  it('confirms and reserves the coupon for the repayment in the same step; the payout is unchanged', async () => {
    const { b, orderNo } = await approvedBorrower(t);
    const coupon = await giveCoupon(b.userId);
    const code = await loanCode(t, b);
    const res = await b.call('/loan/get-money-plus', { ...confirmInput(orderNo, code), couponId: coupon.id });
    expect(res).toMatchObject({ code: 0, data: { status: 7, attempt: 1, couponDeduction: 10_000 } });
    const order = await orderRow(t, orderNo);
    const [reserved] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(reserved).toMatchObject({ status: 'reserved', reservedOrderId: order.id });
    await drain(t);
    expect(await orderRow(t, orderNo)).toMatchObject({ status: 2, received: order.received });
  });

  it("a coupon that is not the caller's, or below its quota, refuses the whole step and keeps the code", async () => {
    const { b, orderNo } = await approvedBorrower(t);
    const stranger = await approvedBorrower(t);
    const theirs = await giveCoupon(stranger.b.userId);
    const tooBig = await giveCoupon(b.userId, 2_000_000);
    const code = await loanCode(t, b);
    expect(await b.call('/loan/get-money-plus', { ...confirmInput(orderNo, code), couponId: theirs.id })).toMatchObject(
      { code: 400510 },
    );
    expect(await b.call('/loan/get-money-plus', { ...confirmInput(orderNo, code), couponId: tooBig.id })).toMatchObject(
      { code: 400513, msg: 'This coupon can only be used on a loan of ₦20,000 or more' },
    );
    expect(await b.call('/loan/get-money-plus', confirmInput(orderNo, code) as never)).toMatchObject({
      msg: 'Please choose a coupon',
    });
    expect((await orderRow(t, orderNo)).status).toBe(14);
    expect((await b.call('/loan/get-money', confirmInput(orderNo, code))).data.status).toBe(7);
    await drain(t);
  });
});

describe('/loan/loan-order/apply-market-again', () => {
  it('is for borrowers who repaid a loan', async () => {
    const b = await newBorrower(t);
    expect(await b.call('/loan/loan-order/apply-market-again', {})).toMatchObject({
      code: 400705,
      msg: 'Borrow again is for borrowers who have repaid a loan. Please apply instead',
    });
  });

  it('after a repaid loan: a reloan order at the questionnaire confirmation, priced at the reloan interest', async () => {
    const { b, orderNo } = await approvedBorrower(t);
    const code = await loanCode(t, b);
    await b.call('/loan/get-money', confirmInput(orderNo, code));
    await drain(t);
    const repaid = await orderRow(t, orderNo);
    expect(repaid.dailyInterestPpm).toBe(900);
    // Repayment belongs to the repayment work; the loan is marked repaid directly.
    await moveOrder(t.database.db, repaid, 4, t.clock.now(), { finishedAt: t.clock.now() });

    const again = await b.call('/loan/loan-order/apply-market-again', {});
    expect(again).toMatchObject({
      code: 0,
      data: { status: 17, route: expect.stringContaining('/auth/loan_question') },
    });
    const reloanNo = again.data.orderNo!;
    expect(reloanNo).not.toBe(orderNo);
    const created = await orderRow(t, reloanNo);
    expect(created).toMatchObject({ reloan: true, status: 17 });
    // One loan at a time: asking again answers the same order.
    expect((await b.call('/loan/loan-order/apply-market-again', {})).data.orderNo).toBe(reloanNo);

    const now = t.clock.now();
    await moveOrder(t.database.db, created, 1, now, { submittedAt: now });
    await moveOrder(t.database.db, { ...created, status: 1 }, 14, now, { approvedAt: now, approvedLimit: 3_000_000 });
    const reloanCode = await loanCode(t, b);
    expect((await b.call('/loan/get-money', confirmInput(reloanNo, reloanCode))).code).toBe(0);
    const priced = await orderRow(t, reloanNo);
    expect(priced).toMatchObject({ reloan: true, dailyInterestPpm: 100, interest: 9_100 });
    await drain(t);
  });
});
