import { z } from 'zod';

/**
 * The promotions configuration of one app (stored per app by the operator, validated here):
 * the lottery's prizes and odds, and decision 0009's card-authorization coupon. Amounts are integer
 * minor units of the app's currency; odds are integer weights (a prize's chance is its
 * weight over the sum of weights).
 */
const minor = z.number().int().nonnegative();
const days = z.number().int().positive().max(3650);

export const couponPrizeConfig = z.object({
  id: z.string().min(1).max(40),
  kind: z.literal('coupon'),
  weight: z.number().int().nonnegative(),
  /** Coupon value, deducted from a repayment. */
  amount: minor.positive(),
  /** Minimum loan amount the coupon applies to. */
  quota: minor,
  validDays: days,
});

export const noPrizeConfig = z.object({
  id: z.string().min(1).max(40),
  kind: z.literal('none'),
  weight: z.number().int().nonnegative(),
});

export const prizeConfig = z.discriminatedUnion('kind', [couponPrizeConfig, noPrizeConfig]);

export const lotteryConfig = z
  .object({
    enabled: z.boolean(),
    /** Every borrower gets one draw right of their own ('welcome:<userId>'). */
    welcomeDraw: z.boolean(),
    prizes: z.array(prizeConfig).min(1),
  })
  .refine((l) => l.prizes.some((p) => p.weight > 0), { message: 'at least one prize needs a positive weight' })
  .refine((l) => new Set(l.prizes.map((p) => p.id)).size === l.prizes.length, { message: 'prize ids must be unique' });

export const cardAuthorizationCouponConfig = z.object({
  enabled: z.boolean(),
  amount: minor.positive(),
  quota: minor,
  validDays: days,
});

export const promoConfig = z.object({
  lottery: lotteryConfig,
  cardAuthorizationCoupon: cardAuthorizationCouponConfig,
});

export type PrizeConfig = z.infer<typeof prizeConfig>;
export type CouponPrizeConfig = z.infer<typeof couponPrizeConfig>;
export type LotteryConfig = z.infer<typeof lotteryConfig>;
export type CardAuthorizationCouponConfig = z.infer<typeof cardAuthorizationCouponConfig>;
export type PromoConfig = z.infer<typeof promoConfig>;

/** Labels of the wheel's slots, i18n keys of the web app's texts. */
export const PRIZE_LABEL_KEYS: Record<PrizeConfig['kind'], string> = {
  coupon: 'lottery.prize.coupon',
  none: 'lottery.prize.none',
};
