import type { CallOutput } from '../../../domain/api/contracts';
import { couponStatusAt } from '../../../domain/coupons/eligibility';
import type { coupons } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponView = CallOutput<'/coupons'>['coupons'][number];

export function toCouponView(row: CouponRow, orderNo: string | null, now: Date): CouponView {
  return {
    id: row.id,
    status: couponStatusAt(row, now),
    source: row.source,
    amount: row.amount,
    currency: row.currency,
    quota: row.quota,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    orderNo,
    reservedAt: row.reservedAt?.toISOString() ?? null,
    usedAt: row.usedAt?.toISOString() ?? null,
  };
}
