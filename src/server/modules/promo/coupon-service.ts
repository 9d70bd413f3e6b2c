import { and, desc, eq, exists, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { CallOutput } from '../../../domain/api/contracts';
import {
  checkCouponUse,
  COUPON_ORDER_STATUSES,
  type CouponRefusal,
  type CouponStatus,
} from '../../../domain/coupons/eligibility';
import { formatMoney } from '../../../domain/money/money';
import type { Db } from '../../db/client';
import { coupons, loanOrders, products } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { toCouponView, type CouponRow, type CouponView } from './coupon-view';
import type { DbOrTx } from './promo-context';

const HOLDS_ORDER = ['reserved', 'used'] as const;

/** The SQL for a coupon status as the borrower sees it: "expired" is an available coupon past its instant. */
function statusIs(status: CouponStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'available':
      return and(eq(coupons.status, 'available'), gt(coupons.expiresAt, now));
    case 'expired':
      return and(eq(coupons.status, 'available'), lte(coupons.expiresAt, now));
    default:
      return eq(coupons.status, status);
  }
}

/** The caller's coupons with the order each is reserved for; both tables scoped by the caller. */
async function couponsOf(db: DbOrTx, userId: number, filter: SQL | undefined, now: Date): Promise<CouponView[]> {
  const rows = await db
    .select({ coupon: coupons, orderNo: loanOrders.orderNo })
    .from(coupons)
    .leftJoin(loanOrders, and(eq(loanOrders.id, coupons.reservedOrderId), eq(loanOrders.userId, userId)))
    .where(and(eq(coupons.userId, userId), filter))
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map((r) => toCouponView(r.coupon, r.orderNo, now));
}

/** Available first, soonest to expire first; then the rest, newest first. */
function walletOrder(list: CouponView[]): CouponView[] {
  const available = list
    .filter((c) => c.status === 'available')
    .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt) || a.id - b.id);
  return [...available, ...list.filter((c) => c.status !== 'available')];
}

export async function listCoupons(deps: Deps, userId: number, status?: CouponStatus): Promise<CallOutput<'/coupons'>> {
  const now = deps.clock.now();
  return { coupons: walletOrder(await couponsOf(deps.db, userId, status ? statusIs(status, now) : undefined, now)) };
}

export async function usedCoupons(deps: Deps, userId: number): Promise<CallOutput<'/coupon/used'>> {
  const now = deps.clock.now();
  const list = await couponsOf(deps.db, userId, inArray(coupons.status, [...HOLDS_ORDER]), now);
  const when = (c: CouponView) => c.usedAt ?? c.reservedAt ?? c.createdAt;
  return { coupons: list.sort((a, b) => when(b).localeCompare(when(a)) || b.id - a.id) };
}

export async function couponQuantity(deps: Deps, userId: number): Promise<CallOutput<'/coupon/quantity'>> {
  const now = deps.clock.now();
  const n = (status: CouponStatus) => sql<number>`count(*) filter (where ${statusIs(status, now)})::int`;
  const [row] = await deps.db
    .select({
      available: n('available'),
      reserved: n('reserved'),
      used: n('used'),
      expired: n('expired'),
      total: sql<number>`count(*)::int`,
    })
    .from(coupons)
    .where(eq(coupons.userId, userId));
  return {
    available: Number(row.available),
    reserved: Number(row.reserved),
    used: Number(row.used),
    expired: Number(row.expired),
    total: Number(row.total),
  };
}

const REFUSALS: Record<Exclude<CouponRefusal, 'belowQuota'>, () => ApiError> = {
  couponNotFound: () => new ApiError('COUPON_NOT_FOUND', 404),
  orderNotFound: () => new ApiError('COUPON_ORDER_NOT_FOUND', 404),
  used: () => new ApiError('COUPON_USED', 409),
  expired: () => new ApiError('COUPON_EXPIRED'),
  orderNotEligible: () => new ApiError('COUPON_ORDER_NOT_ELIGIBLE'),
  orderHasCoupon: () => new ApiError('COUPON_ORDER_HAS_COUPON', 409),
};

function refusal(reason: CouponRefusal, coupon: CouponRow | null): ApiError {
  if (reason === 'belowQuota' && coupon)
    return new ApiError('COUPON_BELOW_QUOTA', 400, { quota: formatMoney(coupon.quota, coupon.currency) });
  return REFUSALS[reason === 'belowQuota' ? 'orderNotEligible' : reason]();
}

/**
 * Everything the rule needs, each read scoped by the caller, from one snapshot: reads spread
 * over a concurrent reservation would otherwise mix "before" and "after" and explain a refusal
 * wrongly.
 */
function useFacts(db: Db, userId: number, couponId: number, orderNo: string) {
  return db.transaction((tx) => readUseFacts(tx, userId, couponId, orderNo), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

async function readUseFacts(db: DbOrTx, userId: number, couponId: number, orderNo: string) {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, couponId), eq(coupons.userId, userId)))
    .limit(1);
  const [order] = await db
    .select({ id: loanOrders.id, status: loanOrders.status, amount: loanOrders.amount, currency: products.currency })
    .from(loanOrders)
    .innerJoin(products, eq(products.id, loanOrders.productId))
    .where(and(eq(loanOrders.orderNo, orderNo), eq(loanOrders.userId, userId)))
    .limit(1);
  const holder = order
    ? await db
        .select({ id: coupons.id })
        .from(coupons)
        .where(
          and(
            eq(coupons.reservedOrderId, order.id),
            eq(coupons.userId, userId),
            inArray(coupons.status, [...HOLDS_ORDER]),
          ),
        )
        .limit(1)
    : [];
  return { coupon: coupon ?? null, order: order ?? null, orderHasCoupon: holder.length > 0 };
}

function isUniqueViolation(err: unknown, index: string): boolean {
  for (
    let e = err as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    e = e.cause as typeof e, i++
  ) {
    if (e.code === '23505' && (e.constraint === index || e.message?.includes(index))) return true;
  }
  return false;
}

/**
 * Reserves one of the caller's coupons for one of the caller's orders; the repayment posts
 * the deduction later. The rule (domain/coupons/eligibility.ts) explains a refusal; the
 * conditional UPDATE re-asserts it atomically, so of concurrent uses of one coupon exactly one
 * wins, and the one-coupon-per-order unique index refuses a second coupon on the same order.
 */
export async function useCoupon(
  deps: Deps,
  userId: number,
  input: { couponId: number; orderNo: string },
): Promise<CallOutput<'/coupon/use'>> {
  const now = deps.clock.now();
  const facts = await useFacts(deps.db, userId, input.couponId, input.orderNo);
  const check = checkCouponUse({
    userId,
    coupon: facts.coupon,
    order: facts.order && { ...facts.order, userId },
    orderHasCoupon: facts.orderHasCoupon,
    now,
  });
  if (!check.ok) throw refusal(check.reason, facts.coupon);
  const order = facts.order!;

  let reserved: CouponRow | undefined;
  try {
    [reserved] = await deps.db
      .update(coupons)
      .set({ status: 'reserved', reservedOrderId: order.id, reservedAt: now })
      .where(
        and(
          eq(coupons.id, input.couponId),
          eq(coupons.userId, userId),
          eq(coupons.status, 'available'),
          gt(coupons.expiresAt, now),
          exists(
            deps.db
              .select({ one: sql`1` })
              .from(loanOrders)
              .where(
                and(
                  eq(loanOrders.id, order.id),
                  eq(loanOrders.userId, userId),
                  inArray(loanOrders.status, [...COUPON_ORDER_STATUSES]),
                  sql`${loanOrders.amount} >= ${coupons.quota}`,
                ),
              ),
          ),
        ),
      )
      .returning();
  } catch (err) {
    if (isUniqueViolation(err, 'coupons_one_per_order_uq')) throw refusal('orderHasCoupon', facts.coupon);
    throw err;
  }
  if (!reserved) {
    // Something changed between the check and the update (usually a concurrent use): explain it from fresh facts.
    const fresh = await useFacts(deps.db, userId, input.couponId, input.orderNo);
    const again = checkCouponUse({
      userId,
      coupon: fresh.coupon,
      order: fresh.order && { ...fresh.order, userId },
      orderHasCoupon: fresh.orderHasCoupon,
      now,
    });
    throw refusal(again.ok ? 'used' : again.reason, fresh.coupon);
  }
  return { coupon: toCouponView(reserved, input.orderNo, now), deduction: check.deduction };
}
