import { and, eq } from 'drizzle-orm';
import { coupons } from '../../db/schema';
import type { CouponRow } from './coupon-view';
import type { DbOrTx } from './promo-context';

/**
 * For the repayment work: the coupon reserved on one of the borrower's orders (to post its
 * deduction and then mark it used in the same transaction), or null.
 */
export async function reservedCouponFor(db: DbOrTx, userId: number, orderId: number): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.userId, userId), eq(coupons.reservedOrderId, orderId), eq(coupons.status, 'reserved')))
    .limit(1);
  return row ?? null;
}

/** Marks the order's reserved coupon used; true when one was. Run it in the deduction's transaction. */
export async function markReservedCouponUsed(db: DbOrTx, userId: number, orderId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ status: 'used', usedAt: now })
    .where(and(eq(coupons.userId, userId), eq(coupons.reservedOrderId, orderId), eq(coupons.status, 'reserved')))
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/** Gives a reserved coupon back to the wallet (the order was cancelled before repayment); true when one was. */
export async function releaseCouponReservation(db: DbOrTx, userId: number, orderId: number): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ status: 'available', reservedOrderId: null, reservedAt: null })
    .where(and(eq(coupons.userId, userId), eq(coupons.reservedOrderId, orderId), eq(coupons.status, 'reserved')))
    .returning({ id: coupons.id });
  return rows.length > 0;
}
