import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { grantCardAuthorizationCoupon } from './card-authorization';
import { markReservedCouponUsed, releaseCouponReservation, reservedCouponFor } from './coupon-reservations';
import { promoKit } from '../../test/promo-test-kit';

let t: TestApp;
let kit: ReturnType<typeof promoKit>;
beforeAll(async () => {
  t = await buildTestApp();
  kit = promoKit(t);
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;

describe('coupon wallet', () => {
  it('counts and lists available, reserved, used and expired coupons', async () => {
    const { token, userId } = await kit.borrower();
    const short = await kit.coupon(userId, { validDays: 1, amount: 5_000 });
    const long = await kit.coupon(userId, { validDays: 30, amount: 20_000 });
    const soon = await kit.coupon(userId, { validDays: 10 });
    const order = await kit.order(userId);
    expect((await t.call('/coupon/use', { couponId: soon.id, orderNo: order.orderNo }, { token })).code).toBe(0);
    const used = await kit.coupon(userId);
    await t.database.db
      .update(coupons)
      .set({ status: 'used', reservedOrderId: (await kit.order(userId, { status: 4 })).id, usedAt: t.clock.now() })
      .where(eq(coupons.id, used.id));
    t.clock.advance(2 * DAY);

    expect((await t.call('/coupon/quantity', {}, { token })).data).toEqual({
      available: 1,
      reserved: 1,
      used: 1,
      expired: 1,
      total: 4,
    });

    const all = await t.call('/coupons', {}, { token });
    // Available first; then the rest newest first (same instant here, so by id).
    expect(all.data.coupons.map((c) => [c.id, c.status])).toEqual([
      [long.id, 'available'],
      [used.id, 'used'],
      [soon.id, 'reserved'],
      [short.id, 'expired'],
    ]);
    expect(all.data.coupons.find((c) => c.id === soon.id)).toMatchObject({
      orderNo: order.orderNo,
      amount: 10_000,
      currency: 'NGN',
      quota: 100_000,
    });

    expect((await t.call('/coupons', { status: 'expired' }, { token })).data.coupons.map((c) => c.id)).toEqual([
      short.id,
    ]);
    expect((await t.call('/coupons', { status: 'available' }, { token })).data.coupons.map((c) => c.id)).toEqual([
      long.id,
    ]);
    const usedList = await t.call('/coupon/used', {}, { token });
    expect(usedList.data.coupons.map((c) => c.id).sort()).toEqual([soon.id, used.id].sort());
    expect((await t.call('/coupons', { status: 'lost' as 'used' }, { token })).code).toBe(400100);
  });

  it("never shows another borrower's coupons", async () => {
    const a = await kit.borrower();
    const b = await kit.borrower();
    await kit.coupon(a.userId);
    expect((await t.call('/coupons', {}, { token: b.token })).data.coupons).toEqual([]);
    expect((await t.call('/coupon/quantity', {}, { token: b.token })).data.total).toBe(0);
  });

  it('needs a session', async () => {
    expect((await t.call('/coupons', {})).code).toBe(10010301);
    expect((await t.call('/coupon/use', { couponId: 1, orderNo: 'X' })).code).toBe(10010301);
  });
});

describe('/coupon/use', () => {
  it('reserves an available coupon for an approved loan at or above the quota', async () => {
    const { token, userId } = await kit.borrower();
    const coupon = await kit.coupon(userId, { amount: 10_000, quota: 100_000 });
    const order = await kit.order(userId, { status: 2, amount: 100_000 });
    const res = await t.call('/coupon/use', { couponId: coupon.id, orderNo: order.orderNo }, { token });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      deduction: 10_000,
      coupon: { id: coupon.id, status: 'reserved', orderNo: order.orderNo },
    });
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row).toMatchObject({ status: 'reserved', reservedOrderId: order.id });
  });

  it('refuses a loan below the quota, naming the quota', async () => {
    const { token, userId } = await kit.borrower();
    const coupon = await kit.coupon(userId, { quota: 100_000 });
    const order = await kit.order(userId, { amount: 99_999 });
    const res = await t.call('/coupon/use', { couponId: coupon.id, orderNo: order.orderNo }, { token });
    expect(res).toMatchObject({ code: 400513, msg: 'This coupon can only be used on a loan of ₦1,000 or more' });
    const es = await t.call('/coupon/use', { couponId: coupon.id, orderNo: order.orderNo }, { token, lang: 'es' });
    expect(es.msg).toBe('Este cupón solo se puede usar en un préstamo de ₦1,000 o más');
    await kit.setAmount(order.id, 100_000);
    expect((await t.call('/coupon/use', { couponId: coupon.id, orderNo: order.orderNo }, { token })).code).toBe(0);
  });

  it('refuses an expired coupon', async () => {
    const { token, userId } = await kit.borrower();
    const coupon = await kit.coupon(userId, { validDays: 5 });
    const order = await kit.order(userId);
    t.clock.advance(5 * DAY);
    const res = await t.call('/coupon/use', { couponId: coupon.id, orderNo: order.orderNo }, { token });
    expect(res).toMatchObject({ code: 400511, msg: 'This coupon has expired' });
  });

  it("treats another borrower's coupon or order as not found", async () => {
    const owner = await kit.borrower();
    const other = await kit.borrower();
    const coupon = await kit.coupon(owner.userId);
    const ownerOrder = await kit.order(owner.userId);
    const otherOrder = await kit.order(other.userId);
    const stolen = await t.call(
      '/coupon/use',
      { couponId: coupon.id, orderNo: otherOrder.orderNo },
      { token: other.token },
    );
    expect(stolen).toMatchObject({ code: 400510, msg: 'Coupon not found' });
    const foreignOrder = await t.call(
      '/coupon/use',
      { couponId: coupon.id, orderNo: otherOrder.orderNo },
      { token: owner.token },
    );
    expect(foreignOrder).toMatchObject({ code: 400516 });
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row.status).toBe('available');
    expect(
      (await t.call('/coupon/use', { couponId: coupon.id, orderNo: ownerOrder.orderNo }, { token: owner.token })).code,
    ).toBe(0);
  });

  it('is used once: a second use is refused', async () => {
    const { token, userId } = await kit.borrower();
    const coupon = await kit.coupon(userId);
    const first = await kit.order(userId);
    expect((await t.call('/coupon/use', { couponId: coupon.id, orderNo: first.orderNo }, { token })).code).toBe(0);
    const again = await t.call('/coupon/use', { couponId: coupon.id, orderNo: first.orderNo }, { token });
    expect(again).toMatchObject({ code: 400512, msg: 'This coupon has already been used' });
    await kit.setStatus(first.id, 4);
    const second = await kit.order(userId);
    expect((await t.call('/coupon/use', { couponId: coupon.id, orderNo: second.orderNo }, { token })).code).toBe(
      400512,
    );
  });

  it('allows one coupon per loan', async () => {
    const { token, userId } = await kit.borrower();
    const [a, b] = [await kit.coupon(userId), await kit.coupon(userId)];
    const order = await kit.order(userId);
    expect((await t.call('/coupon/use', { couponId: a.id, orderNo: order.orderNo }, { token })).code).toBe(0);
    const res = await t.call('/coupon/use', { couponId: b.id, orderNo: order.orderNo }, { token });
    expect(res).toMatchObject({
      code: 400514,
      msg: 'This loan already has a coupon. Only one coupon can be used per loan',
    });
  });

  it('only on an approved loan that is not repaid yet', async () => {
    const { token, userId } = await kit.borrower();
    const coupon = await kit.coupon(userId);
    const order = await kit.order(userId, { status: 6, amount: null });
    expect((await t.call('/coupon/use', { couponId: coupon.id, orderNo: order.orderNo }, { token })).code).toBe(400515);
    await kit.setStatus(order.id, 14);
    expect((await t.call('/coupon/use', { couponId: coupon.id, orderNo: order.orderNo }, { token })).code).toBe(400515);
    await kit.setAmount(order.id, 500_000);
    expect((await t.call('/coupon/use', { couponId: coupon.id, orderNo: order.orderNo }, { token })).code).toBe(0);
  });

  it('explains missing fields in the request language', async () => {
    const { token } = await kit.borrower();
    const res = await t.call('/coupon/use', { orderNo: 'PR1' } as never, { token });
    expect(res).toMatchObject({ code: 400100, msg: 'Please choose a coupon' });
    const es = await t.call('/coupon/use', { couponId: 1 } as never, { token, lang: 'es' });
    expect(es).toMatchObject({ code: 400100, msg: 'El número de orden no puede estar vacío' });
  });

  it('10 concurrent uses of one coupon: exactly one succeeds', async () => {
    const { token, userId } = await kit.borrower();
    const coupon = await kit.coupon(userId);
    const order = await kit.order(userId);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('/coupon/use', { couponId: coupon.id, orderNo: order.orderNo }, { token }),
      ),
    );
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.map((r) => r.code).sort()).toEqual([0, ...Array(9).fill(400512)]);
  });

  it('concurrent uses of different coupons on one loan: exactly one succeeds', async () => {
    const { token, userId } = await kit.borrower();
    const list = await Promise.all(Array.from({ length: 6 }, () => kit.coupon(userId)));
    const order = await kit.order(userId);
    const results = await Promise.all(
      list.map((c) => t.call('/coupon/use', { couponId: c.id, orderNo: order.orderNo }, { token })),
    );
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code === 400514)).toHaveLength(5);
    const held = await t.database.db.select().from(coupons).where(eq(coupons.reservedOrderId, order.id));
    expect(held).toHaveLength(1);
  });
});

describe('reservations, for the repayment work', () => {
  it('finds, releases and marks used the coupon reserved on an order, only for its owner', async () => {
    const { token, userId } = await kit.borrower();
    const other = await kit.borrower();
    const coupon = await kit.coupon(userId);
    const order = await kit.order(userId);
    await t.call('/coupon/use', { couponId: coupon.id, orderNo: order.orderNo }, { token });
    const db = t.database.db;
    expect(await reservedCouponFor(db, other.userId, order.id)).toBeNull();
    expect((await reservedCouponFor(db, userId, order.id))?.id).toBe(coupon.id);

    expect(await releaseCouponReservation(db, other.userId, order.id)).toBe(false);
    expect(await releaseCouponReservation(db, userId, order.id)).toBe(true);
    expect((await t.call('/coupons', {}, { token })).data.coupons[0]).toMatchObject({
      status: 'available',
      orderNo: null,
    });

    await t.call('/coupon/use', { couponId: coupon.id, orderNo: order.orderNo }, { token });
    expect(await markReservedCouponUsed(db, userId, order.id, t.clock.now())).toBe(true);
    expect(await markReservedCouponUsed(db, userId, order.id, t.clock.now())).toBe(false);
    expect((await t.call('/coupon/used', {}, { token })).data.coupons[0]).toMatchObject({
      id: coupon.id,
      status: 'used',
      orderNo: order.orderNo,
    });
  });
});

describe('card-authorization coupon (decision 0009)', () => {
  const deps = () => ({ db: t.database.db, clock: t.clock });

  it('grants the configured 100 coupon once when called three times', async () => {
    const { token, userId } = await kit.borrower();
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await grantCardAuthorizationCoupon(deps(), userId));
    expect(results.map((r) => r.granted)).toEqual([true, false, false]);
    expect(new Set(results.map((r) => r.couponId)).size).toBe(1);
    const wallet = await t.call('/coupons', {}, { token });
    expect(wallet.data.coupons).toHaveLength(1);
    expect(wallet.data.coupons[0]).toMatchObject({
      source: 'cardAuthorization',
      status: 'available',
      amount: 10_000,
      currency: 'NGN',
      quota: 100_000,
      expiresAt: new Date(t.clock.now().getTime() + 30 * DAY).toISOString(),
    });
  });

  it('grants once under concurrency', async () => {
    const { userId } = await kit.borrower();
    const results = await Promise.all(Array.from({ length: 8 }, () => grantCardAuthorizationCoupon(deps(), userId)));
    expect(results.filter((r) => r.granted)).toHaveLength(1);
    expect(await t.database.db.select().from(coupons).where(eq(coupons.userId, userId))).toHaveLength(1);
  });

  it('in pesos for a Mexican borrower, and not at all when the operator disables it', async () => {
    const mx = await kit.borrower('mx');
    await grantCardAuthorizationCoupon(deps(), mx.userId);
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.userId, mx.userId));
    expect(row).toMatchObject({ currency: 'MXN', amount: 10_000, packageName: 'com.presta.mx' });

    const ng = await kit.borrower();
    const off = await kit.withConfig(
      (c) => ({ ...c, cardAuthorizationCoupon: { ...c.cardAuthorizationCoupon, enabled: false } }),
      () => grantCardAuthorizationCoupon(deps(), ng.userId),
    );
    expect(off).toEqual({ granted: false, couponId: null });
    expect(await t.database.db.select().from(coupons).where(eq(coupons.userId, ng.userId))).toHaveLength(0);
  });
});
