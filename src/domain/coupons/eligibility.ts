import type { CurrencyCode } from '../markets/market';
import type { MinorUnits } from '../money/money';

/** What the database keeps; "expired" is derived from the clock (see couponStatusAt). */
export type StoredCouponStatus = 'available' | 'reserved' | 'used';
export type CouponStatus = StoredCouponStatus | 'expired';

export interface CouponFacts {
  userId: number;
  status: StoredCouponStatus;
  expiresAt: Date;
  amount: MinorUnits;
  quota: MinorUnits;
  currency: CurrencyCode;
}

export interface OrderFacts {
  userId: number;
  status: number;
  /** Null until the order is priced. */
  amount: MinorUnits | null;
  currency: CurrencyCode;
}

/**
 * An unused coupon expires at its instant; a reserved or used one keeps its status, because
 * the borrower applied it in time and the repayment honours the reservation.
 */
export function couponStatusAt(coupon: Pick<CouponFacts, 'status' | 'expiresAt'>, now: Date): CouponStatus {
  if (coupon.status === 'available' && coupon.expiresAt.getTime() <= now.getTime()) return 'expired';
  return coupon.status;
}

/**
 * Order statuses (numbers of LOAN_STATUSES) a repayment coupon may be applied in: the loan is approved
 * (its amount is final) and not yet repaid — 14 Confirm, 18 getMoney, 7 Lending, 2 Repaying,
 * 3 Overdued.
 */
export const COUPON_ORDER_STATUSES: readonly number[] = [14, 18, 7, 2, 3];

export type CouponRefusal =
  'couponNotFound' | 'orderNotFound' | 'used' | 'expired' | 'orderNotEligible' | 'belowQuota' | 'orderHasCoupon';

export type CouponCheck = { ok: true; deduction: MinorUnits } | { ok: false; reason: CouponRefusal };

/**
 * Decision 0009's coupon rule: usable only by its owner, once, before expiry, on a loan of at least
 * the coupon's quota — and one coupon per loan. The server reads coupon and order scoped by the
 * caller already; the owner checks here keep the rule whole for any other caller. The
 * deduction never exceeds the loan amount.
 */
export function checkCouponUse(input: {
  userId: number;
  coupon: CouponFacts | null;
  order: OrderFacts | null;
  orderHasCoupon: boolean;
  now: Date;
}): CouponCheck {
  const { userId, coupon, order, now } = input;
  if (!coupon || coupon.userId !== userId) return { ok: false, reason: 'couponNotFound' };
  if (!order || order.userId !== userId) return { ok: false, reason: 'orderNotFound' };
  const status = couponStatusAt(coupon, now);
  if (status === 'reserved' || status === 'used') return { ok: false, reason: 'used' };
  if (status === 'expired') return { ok: false, reason: 'expired' };
  if (!COUPON_ORDER_STATUSES.includes(order.status) || order.amount === null || order.currency !== coupon.currency) {
    return { ok: false, reason: 'orderNotEligible' };
  }
  if (order.amount < coupon.quota) return { ok: false, reason: 'belowQuota' };
  if (input.orderHasCoupon) return { ok: false, reason: 'orderHasCoupon' };
  return { ok: true, deduction: Math.min(coupon.amount, order.amount) };
}

/**
 * The instant a coupon granted at `grantedAt` stops being usable: its days of validity, or the end
 * of the due date of the loan it can apply to when that is later (issue 29, decision 0104), so a
 * 30-day coupon granted on a 91-day loan lasts until that loan is due.
 */
export function couponExpiry(grantedAt: Date, validDays: number, loanDueEnd: Date | null = null): Date {
  if (!Number.isSafeInteger(validDays) || validDays <= 0)
    throw new RangeError(`validDays must be a positive integer, got ${validDays}`);
  const own = grantedAt.getTime() + validDays * 86_400_000;
  return new Date(loanDueEnd ? Math.max(own, loanDueEnd.getTime()) : own);
}
