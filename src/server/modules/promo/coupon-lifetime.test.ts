import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceKeys } from '../../../domain/coupons/source-keys';
import { endOfMarketDay } from '../../../domain/markets/market-date';
import { addDays } from '../../../domain/pricing/civil-date';
import { coupons } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { orderRow } from '../../test/money-fixtures';
import { disbursedLoan, sandboxPay } from '../../test/repay-fixtures';

/**
 * Coupons last until the loan they apply to is due (issue 29 point 5, decision 0104): the demo's
 * card coupon is valid 30 days, the loan 91. Through the product's calls: a loan paid out, a card
 * authorised on it (the coupon decision 0009 grants), the clock moved past the coupon's own 30 days.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ sessionTtlDays: 400 });
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe('a coupon granted while a loan is out', () => {
  it("lasts until the end of that loan's due date, in the market's day; it is offered on day 60 and is gone the day after the due date", async () => {
    t.clock.set(new Date('2026-11-20T10:00:00Z'));
    const { b, orderNo, order } = await disbursedLoan(t, 'ng');
    const card = await b.call('/repay/paystack/authorization', { orderNo, amount: 100_000 });
    expect(card.code).toBe(0);
    await sandboxPay(t, card.data.reference);
    const [granted] = await t.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.sourceKey, sourceKeys.cardAuthorization(b.userId)));
    // Due 91 days after the payout day; it ends at the next midnight in Lagos (UTC+1): 23:00 UTC.
    expect(order.dueDate).toBe(addDays('2026-11-20', 91));
    expect(granted.expiresAt.toISOString()).toBe(`${order.dueDate}T23:00:00.000Z`);
    expect(granted.expiresAt).toEqual(endOfMarketDay('ng', order.dueDate!));

    // Day 60: past the coupon's own 30 days, still offered with its end date, and usable.
    t.clock.set(new Date(`${addDays('2026-11-20', 60)}T12:00:00Z`));
    // Sessions here outlive the loan (sessionTtlDays): the borrower reads without signing in again, which would move
    // the clock.
    const borrower = b;
    const listed = (await borrower.call('/coupons', { status: 'available' })).data.coupons as {
      id: number;
      expiresAt: string;
    }[];
    expect(listed.find((c) => c.id === granted.id)?.expiresAt).toBe(granted.expiresAt.toISOString());
    expect((await borrower.call('/repay/repay-order/detail', { orderNo })).data.applicableCoupons).toBe(1);

    // The last minute of the due date it is still usable; from the next day it is expired.
    t.clock.set(new Date(granted.expiresAt.getTime() - 60_000));
    expect((await borrower.call('/repay/repay-order/detail', { orderNo })).data.applicableCoupons).toBe(1);
    t.clock.set(granted.expiresAt);
    expect((await borrower.call('/repay/repay-order/detail', { orderNo })).data.applicableCoupons).toBe(0);
    expect(await borrower.call('/coupon/use', { couponId: granted.id, orderNo }, { lang: 'es' })).toMatchObject({
      code: 400511,
      msg: 'Este cupón ha vencido',
    });
    expect((await orderRow(t, orderNo)).status).toBe(2);
  });
});
