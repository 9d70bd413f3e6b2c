import { and, eq, gt, inArray } from 'drizzle-orm';
import { checkCouponUse, type CouponRefusal } from '../../../domain/coupons/eligibility';
import { formatMoney, type MinorUnits } from '../../../domain/money/money';
import type { Quote } from '../../../domain/pricing/quote';
import { coupons } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { DbOrTx } from '../../ledger/post';
import { isUniqueViolation } from '../profile';

/**
 * get-money-plus: a repayment coupon (decision 0009) reserved in the same transaction that
 * confirms the loan. The coupon does not change what is paid out; the repayment work deducts
 * it later (reservedCouponFor / markReservedCouponUsed) and a cancellation gives it back.
 */

const REFUSAL: Record<
  CouponRefusal,
  | 'COUPON_NOT_FOUND'
  | 'COUPON_ORDER_NOT_FOUND'
  | 'COUPON_USED'
  | 'COUPON_EXPIRED'
  | 'COUPON_ORDER_NOT_ELIGIBLE'
  | 'COUPON_BELOW_QUOTA'
  | 'COUPON_ORDER_HAS_COUPON'
> = {
  couponNotFound: 'COUPON_NOT_FOUND',
  orderNotFound: 'COUPON_ORDER_NOT_FOUND',
  used: 'COUPON_USED',
  expired: 'COUPON_EXPIRED',
  orderNotEligible: 'COUPON_ORDER_NOT_ELIGIBLE',
  belowQuota: 'COUPON_BELOW_QUOTA',
  orderHasCoupon: 'COUPON_ORDER_HAS_COUPON',
};

/** Checks the coupon against the loan being confirmed (its quote's amount); answers the deduction. */
export async function checkCouponForConfirm(
  db: DbOrTx,
  userId: number,
  couponId: number,
  order: { id: number; status: number },
  quote: Pick<Quote, 'amount' | 'currency'>,
  now: Date,
): Promise<MinorUnits> {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, couponId), eq(coupons.userId, userId)))
    .limit(1);
  const holder = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        eq(coupons.reservedOrderId, order.id),
        eq(coupons.userId, userId),
        inArray(coupons.status, ['reserved', 'used']),
      ),
    )
    .limit(1);
  const check = checkCouponUse({
    userId,
    coupon: coupon ?? null,
    order: { userId, status: order.status, amount: quote.amount, currency: quote.currency },
    orderHasCoupon: holder.length > 0,
    now,
  });
  if (check.ok) return check.deduction;
  const code = REFUSAL[check.reason];
  throw new ApiError(
    code,
    code === 'COUPON_NOT_FOUND' ? 404 : 400,
    code === 'COUPON_BELOW_QUOTA' && coupon ? { quota: formatMoney(coupon.quota, coupon.currency) } : {},
  );
}

/** Reserves the coupon for the order inside the confirmation's transaction; a lost race rolls the confirmation back. */
export async function reserveCouponInTx(
  db: DbOrTx,
  userId: number,
  couponId: number,
  orderId: number,
  now: Date,
): Promise<void> {
  let rows: { id: number }[];
  try {
    rows = await db
      .update(coupons)
      .set({ status: 'reserved', reservedOrderId: orderId, reservedAt: now })
      .where(
        and(
          eq(coupons.id, couponId),
          eq(coupons.userId, userId),
          eq(coupons.status, 'available'),
          gt(coupons.expiresAt, now),
        ),
      )
      .returning({ id: coupons.id });
  } catch (err) {
    if (isUniqueViolation(err, 'coupons_one_per_order_uq')) throw new ApiError('COUPON_ORDER_HAS_COUPON', 409);
    throw err;
  }
  if (rows.length === 0) throw new ApiError('COUPON_USED', 409);
}
