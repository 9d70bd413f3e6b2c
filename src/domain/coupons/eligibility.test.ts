import { describe, expect, it } from 'vitest';
import { checkCouponUse, couponExpiry, couponStatusAt, type CouponFacts, type OrderFacts } from './eligibility';

const now = new Date('2026-11-20T10:00:00Z');
const coupon: CouponFacts = {
  userId: 7,
  status: 'available',
  expiresAt: new Date('2026-12-20T10:00:00Z'),
  amount: 10_000,
  quota: 100_000,
  currency: 'NGN',
};
const order: OrderFacts = { userId: 7, status: 2, amount: 100_000, currency: 'NGN' };
const check = (
  over: {
    coupon?: Partial<CouponFacts> | null;
    order?: Partial<OrderFacts> | null;
    orderHasCoupon?: boolean;
    userId?: number;
    now?: Date;
  } = {},
) =>
  checkCouponUse({
    userId: over.userId ?? 7,
    coupon: over.coupon === null ? null : { ...coupon, ...over.coupon },
    order: over.order === null ? null : { ...order, ...over.order },
    orderHasCoupon: over.orderHasCoupon ?? false,
    now: over.now ?? now,
  });

describe('coupon use rule', () => {
  it('accepts the owner, an available coupon, before expiry, on a loan exactly at the quota', () => {
    expect(check()).toEqual({ ok: true, deduction: 10_000 });
  });

  it('refuses a loan one minor unit below the quota', () => {
    expect(check({ order: { amount: 99_999 } })).toEqual({ ok: false, reason: 'belowQuota' });
  });

  it('expires at the expiry instant, not a moment later', () => {
    expect(check({ now: new Date(coupon.expiresAt.getTime() - 1) }).ok).toBe(true);
    expect(check({ now: coupon.expiresAt })).toEqual({ ok: false, reason: 'expired' });
  });

  it('is usable once: reserved and used coupons are refused', () => {
    expect(check({ coupon: { status: 'reserved' } })).toEqual({ ok: false, reason: 'used' });
    expect(check({ coupon: { status: 'used' } })).toEqual({ ok: false, reason: 'used' });
  });

  it("only by its owner, and only on the owner's order", () => {
    expect(check({ userId: 8 })).toEqual({ ok: false, reason: 'couponNotFound' });
    expect(check({ coupon: null })).toEqual({ ok: false, reason: 'couponNotFound' });
    expect(check({ order: { userId: 8 } })).toEqual({ ok: false, reason: 'orderNotFound' });
    expect(check({ order: null })).toEqual({ ok: false, reason: 'orderNotFound' });
  });

  it('one coupon per loan', () => {
    expect(check({ orderHasCoupon: true })).toEqual({ ok: false, reason: 'orderHasCoupon' });
  });

  it("only on an approved, unpaid loan in the coupon's currency", () => {
    for (const status of [14, 18, 7, 2, 3]) expect(check({ order: { status } }).ok).toBe(true);
    for (const status of [1, 4, 5, 6, 8, 9, 10, 11, 12, 17, 19]) {
      expect(check({ order: { status } })).toEqual({ ok: false, reason: 'orderNotEligible' });
    }
    expect(check({ order: { amount: null } })).toEqual({ ok: false, reason: 'orderNotEligible' });
    expect(check({ order: { currency: 'MXN' } })).toEqual({ ok: false, reason: 'orderNotEligible' });
  });

  it('never deducts more than the loan', () => {
    expect(check({ coupon: { amount: 500_000, quota: 0 }, order: { amount: 200_000 } })).toEqual({
      ok: true,
      deduction: 200_000,
    });
  });
});

describe('coupon status and expiry', () => {
  it('derives expired only for unused coupons', () => {
    const late = new Date('2027-01-01T00:00:00Z');
    expect(couponStatusAt(coupon, now)).toBe('available');
    expect(couponStatusAt(coupon, late)).toBe('expired');
    expect(couponStatusAt({ ...coupon, status: 'reserved' }, late)).toBe('reserved');
    expect(couponStatusAt({ ...coupon, status: 'used' }, late)).toBe('used');
  });

  it('expires validDays whole days after the grant', () => {
    expect(couponExpiry(now, 30).toISOString()).toBe('2026-12-20T10:00:00.000Z');
    expect(() => couponExpiry(now, 0)).toThrow(RangeError);
  });
});
