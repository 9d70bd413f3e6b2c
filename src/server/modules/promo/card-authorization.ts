import { and, eq } from 'drizzle-orm';
import { couponExpiry } from '../../../domain/coupons/eligibility';
import { sourceKeys } from '../../../domain/coupons/source-keys';
import { coupons } from '../../db/schema';
import type { Deps } from '../../deps';
import { openLoanDueEnd } from './coupon-lifetime';
import { promoContextFor } from './promo-context';

export interface CardAuthorizationGrant {
  /** True only for the call that created the coupon. */
  granted: boolean;
  /** The borrower's card-authorization coupon, whether created now or before; null when disabled. */
  couponId: number | null;
}

/**
 * Decision 0009: a repayment coupon for authorising a card. Amount, quota and validity come from
 * the app's promotions configuration. The key 'cardAuth:<userId>' is unique, so the coupon is
 * granted once per borrower however often — or however concurrently — the card-authorization
 * event is reported. The repayment work calls this when a card authorization succeeds.
 */
export async function grantCardAuthorizationCoupon(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: number,
): Promise<CardAuthorizationGrant> {
  const ctx = await promoContextFor(deps.db, userId);
  const rule = ctx.config?.cardAuthorizationCoupon;
  if (!rule?.enabled) return { granted: false, couponId: null };
  const now = deps.clock.now();
  const sourceKey = sourceKeys.cardAuthorization(userId);
  const [created] = await deps.db
    .insert(coupons)
    .values({
      userId,
      packageName: ctx.packageName,
      source: 'cardAuthorization',
      sourceKey,
      currency: ctx.currency,
      amount: rule.amount,
      quota: rule.quota,
      expiresAt: couponExpiry(now, rule.validDays, await openLoanDueEnd(deps.db, userId, ctx.market)),
      createdAt: now,
    })
    .onConflictDoNothing({ target: coupons.sourceKey })
    .returning({ id: coupons.id });
  if (created) return { granted: true, couponId: created.id };
  const [existing] = await deps.db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.sourceKey, sourceKey), eq(coupons.userId, userId)))
    .limit(1);
  return { granted: false, couponId: existing?.id ?? null };
}
