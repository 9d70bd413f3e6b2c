import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orderStatusHistory } from '../../db/schema';
import type { Deps } from '../../deps';
import type { SandboxPayments } from '../../providers/payments/sandbox-payments';
import { buildTestApp, testConfig, type TestApp } from '../../test/harness';
import { loanAgreementFor, assertOfferOpen, priceOffer } from '../agreement';
import { moveOrder } from '../../db/orders-repo';
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

const form = (orderNo: string) => ({ orderNo, reason: 'costTooHigh' as const, remark: 'found it cheaper elsewhere' });

async function giveCoupon(t: TestApp, userId: number) {
  const [row] = await t.database.db
    .insert(coupons)
    .values({
      userId,
      packageName: 'com.presta.ng',
      source: 'lottery',
      sourceKey: `test:${randomUUID()}`,
      currency: 'NGN',
      amount: 10_000,
      quota: 100_000,
      expiresAt: new Date(t.clock.now().getTime() + 30 * 86_400_000),
    })
    .returning();
  return row;
}

async function couponStatus(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

describe('cancel-loan and has-cancel-loan', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("an approved offer may be cancelled with the form's reason; a repeat answers the cancelled order", async () => {
    const { b, orderNo } = await approvedBorrower(t);
    expect((await b.call('/loan/has-cancel-loan', {})).data).toEqual({
      orderNo,
      status: 14,
      canCancel: true,
      canCancelDraw: true,
    });
    const res = await b.call('/loan/cancel-loan', form(orderNo));
    expect(res).toMatchObject({ code: 0, data: { orderNo, status: 8, route: null } });
    const order = await orderRow(t, orderNo);
    expect(order).toMatchObject({ status: 8, cancelReason: 'costTooHigh: found it cheaper elsewhere' });
    expect(order.cancelledAt?.toISOString()).toBe(t.clock.now().toISOString());
    const [last] = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(orderStatusHistory.id)
      .then((r) => r.slice(-1));
    expect(last).toMatchObject({ fromStatus: 14, toStatus: 8, reason: 'borrower cancelled (costTooHigh)' });
    expect((await b.call('/loan/cancel-loan', form(orderNo))).data.status).toBe(8);
    expect((await b.call('/loan/has-cancel-loan', {})).data).toEqual({
      orderNo: null,
      status: null,
      canCancel: false,
      canCancelDraw: false,
    });
  });

  it("refuses once the money is sent, and for someone else's order", async () => {
    const { b, orderNo } = await approvedBorrower(t);
    const code = await loanCode(t, b);
    await b.call('/loan/get-money', confirmInput(orderNo, code));
    await drain(t);
    expect((await orderRow(t, orderNo)).status).toBe(2);
    expect((await b.call('/loan/has-cancel-loan', { orderNo })).data).toMatchObject({
      canCancel: false,
      canCancelDraw: false,
    });
    expect(await b.call('/loan/cancel-loan', form(orderNo))).toMatchObject({
      code: 400702,
      msg: 'This loan can no longer be cancelled',
    });
    expect(await b.call('/loan/cancel-draw-money', form(orderNo))).toMatchObject({ code: 400702 });

    const other = await approvedBorrower(t);
    expect(await b.call('/loan/cancel-loan', form(other.orderNo))).toMatchObject({ code: 404100 });
    expect(await b.call('/loan/has-cancel-loan', { orderNo: other.orderNo })).toMatchObject({ code: 404100 });
    expect((await orderRow(t, other.orderNo)).status).toBe(14);
  });

  it('needs a reason from the form and a short note', async () => {
    const { b, orderNo } = await approvedBorrower(t);
    expect(await b.call('/loan/cancel-loan', { orderNo } as never)).toMatchObject({
      code: 400100,
      msg: 'Please select why you want to cancel',
    });
    expect(await b.call('/loan/cancel-loan', { orderNo, reason: 'bored' } as never, { lang: 'es' })).toMatchObject({
      msg: 'Selecciona por qué quieres cancelar',
    });
    expect(await b.call('/loan/cancel-loan', { ...form(orderNo), remark: 'x'.repeat(201) })).toMatchObject({
      msg: 'Please keep the note under 200 characters',
    });
    expect((await orderRow(t, orderNo)).status).toBe(14);
  });

  it('cancel-draw-money on a payout not yet sent withdraws it: nothing is ever paid, the coupon goes back', async () => {
    const { b, orderNo } = await approvedBorrower(t);
    const coupon = await giveCoupon(t, b.userId);
    // Confirm without kicking the runner, as if the request landed before any runner looked.
    const order = await orderRow(t, orderNo);
    const deps = { db: t.database.db, payments: t.payments, clock: t.clock, config: testConfig() } as unknown as Deps;
    const now = t.clock.now();
    assertOfferOpen(order, now);
    const { product, quote } = await priceOffer(deps.db, order, 1_000_000, 91, now);
    const document = await loanAgreementFor(deps, order, product, quote, 'en', now);
    await commitConfirmation(deps, {
      order,
      product,
      quote,
      document,
      account: (await primaryAccount(deps.db, order.userId))!,
      couponId: coupon.id,
      now,
    });
    expect((await couponStatus(t, coupon.id)).status).toBe('reserved');

    expect((await b.call('/loan/has-cancel-loan', { orderNo })).data).toMatchObject({
      status: 7,
      canCancel: false,
      canCancelDraw: true,
    });
    expect(await b.call('/loan/cancel-loan', form(orderNo))).toMatchObject({ code: 400702 });
    const res = await b.call('/loan/cancel-draw-money', form(orderNo));
    expect(res).toMatchObject({ code: 0, data: { status: 8 } });
    expect((await couponStatus(t, coupon.id)).status).toBe('available');
    expect(await payoutsOf(t, order.id)).toMatchObject([{ status: 'failed', failureCode: 'cancelled' }]);
    const [job] = await payoutJobs(t, `PAY${orderNo}N1`);
    expect(job).toMatchObject({ attempts: 0, doneAt: expect.any(Date) });

    await drain(t);
    expect((await orderRow(t, orderNo)).status).toBe(8);
    expect((await (t.payments as SandboxPayments).records()).filter((r) => r.orderNo === orderNo)).toHaveLength(0);
    expect(await disbursementsOf(t, order.id)).toHaveLength(0);
  });

  it('a failed payout (10 PayFail) may be cancelled: nothing was paid', async () => {
    const { b, orderNo } = await approvedBorrower(t);
    const order = await orderRow(t, orderNo);
    const now = t.clock.now();
    await moveOrder(t.database.db, order, 7, now, { lendingAt: now });
    await moveOrder(t.database.db, { ...order, status: 7 }, 10, now, { payFailAt: now });
    expect((await b.call('/loan/has-cancel-loan', { orderNo })).data).toMatchObject({ canCancel: true });
    expect((await b.call('/loan/cancel-draw-money', form(orderNo))).data.status).toBe(8);
  });
});

describe('cancel-draw-money while the provider holds the payout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ payouts: { sandboxDelayMs: 20 * 60_000 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sent but not processed: the provider stops it and the order is cancelled; it is never paid', async () => {
    const { b, orderNo } = await approvedBorrower(t);
    const code = await loanCode(t, b);
    await b.call('/loan/get-money', confirmInput(orderNo, code));
    await drain(t);
    const [sent] = await payoutJobs(t, `PAY${orderNo}N1`);
    expect(sent.attempts).toBe(1);

    expect((await b.call('/loan/cancel-draw-money', form(orderNo))).data.status).toBe(8);
    t.clock.advance(60 * 60_000);
    await drain(t);
    const order = await orderRow(t, orderNo);
    expect(order.status).toBe(8);
    expect(await payoutsOf(t, order.id)).toMatchObject([{ status: 'failed', failureCode: 'cancelled' }]);
    expect((await (t.payments as SandboxPayments).paidOut()).filter((r) => r.orderNo === orderNo)).toHaveLength(0);
  });

  it('already processed by the provider: refused clearly, and the loan starts', async () => {
    const { b, orderNo } = await approvedBorrower(t);
    const code = await loanCode(t, b);
    await b.call('/loan/get-money', confirmInput(orderNo, code));
    await drain(t);
    t.clock.advance(20 * 60_000);

    const res = await b.call('/loan/cancel-draw-money', form(orderNo));
    expect(res).toMatchObject({
      code: 400703,
      msg: 'The money has already been sent to your bank, so this loan can no longer be cancelled',
    });
    const es = await b.call('/loan/cancel-draw-money', form(orderNo), { lang: 'es' });
    expect(es.msg).toBe('El dinero ya se envió a tu banco, así que este préstamo ya no se puede cancelar');
    expect((await orderRow(t, orderNo)).status).toBe(7);
    for (let i = 0; i < 3; i++) {
      t.clock.advance(10 * 60_000);
      await drain(t);
    }
    expect((await orderRow(t, orderNo)).status).toBe(2);
  });
});
