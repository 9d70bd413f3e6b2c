import { z } from 'zod';
import { currency, empty, market, minorUnits } from './common';
import { INTEREST_BASES } from '../pricing/interest-to-date';

/**
 * Contracts of issue 5: products, the market (hot loans, customer service, banks, store
 * addresses), the lottery and the coupon wallet. Money is integer minor units, rates are
 * integer parts per million (900 = 0.09 %), instants are ISO-8601 strings in UTC.
 */

const isoInstant = z.string().describe('ISO-8601 instant, UTC');

/* ───────────── Products: /loan/product/list, /loan/product/list-market ───────────── */

/** A product's full terms as configured by the operator; every FAQ and hot-loan figure comes from here. */
export const productTerms = z.object({
  code: z.string(),
  name: z.string(),
  /** The app that lends it (list-market mixes the apps of one market). */
  packageName: z.string(),
  appName: z.string(),
  market,
  currency,
  minAmount: minorUnits,
  maxAmount: minorUnits,
  /** Amounts a borrower can pick are minAmount + k × amountStep, up to maxAmount. */
  amountStep: minorUnits,
  /** Tenures in days, ascending. */
  tenures: z.array(z.number().int()),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  dailyInterestPpm: z.number().int(),
  /** Daily interest for a borrower who repaid an earlier loan. */
  reloanDailyInterestPpm: z.number().int(),
  /** Processing fee per day of tenure, deducted at disbursement. */
  processingFeePpmPerDay: z.number().int(),
  /** Tax on the processing fee (VAT NG 7.5 % / IVA MX 16 %). */
  feeTaxPpm: z.number().int(),
  /** Tax on interest, each day's penalty and the rollover fee (IVA MX 16 %; NG 0, interest exempt). */
  interestTaxPpm: z
    .number()
    .int()
    .describe(
      "Tax on interest, each day's penalty and the rollover fee, ppm: Mexico's IVA 160000 by default, Nigeria 0 (interest exempt)",
    ),
  interestBasis: z
    .enum(INTEREST_BASES)
    .describe(
      'How interest is earned: daysUsed — for the days the money is out (at least minInterestDays), so paying early costs less; term — for the whole term (decision 0095)',
    ),
  minInterestDays: z
    .number()
    .int()
    .describe('With daysUsed, the fewest days of interest charged (the day of payout is day 0)'),
  penaltyPpmPerDay: z.number().int(),
  /** Rollover (extension) fee as ppm of the principal, and the days it adds. */
  rolloverFeePpm: z.number().int(),
  rolloverDays: z.number().int(),
  /** The highest credit limit repaying on time can raise a borrower to. */
  maxCreditLimit: minorUnits,
  /** The product Home advertises for its app. */
  isDefault: z.boolean(),
});

export const productListRequest = empty;
/**
 * `/loan/product/list`: the active products of the calling app (packageName header).
 * `/loan/product/list-market`: the active products of every app of the calling app's market.
 * Both sorted: the calling app first, its default product first, then by id.
 */
export const productListResponse = z.object({
  market,
  currency,
  products: z.array(productTerms),
});

/* ───────────── Market: /loanMarket/index (hot loans) ───────────── */

export const marketOffer = z.object({
  id: z.number().int(),
  /** The app that lends it. */
  packageName: z.string(),
  title: z.string(),
  logoUrl: z.string().nullable(),
  currency,
  minAmount: minorUnits,
  maxAmount: minorUnits,
  minDays: z.number().int().nullable(),
  maxDays: z.number().int().nullable(),
  /** Null when the operator gave a rate text instead of a number. */
  dailyInterestPpm: z.number().int().nullable(),
  /** An i18n key of the web's texts describing the rate, when the operator set one. */
  rateTextKey: z.string().nullable(),
  /** Where Apply leads for another app's offer (store or landing URL); null → apply in this app. */
  link: z.string().nullable(),
  /** The offer is the calling app's own product (apply here, no link). */
  own: z.boolean(),
  /** For own offers: the product code to pass to /loan/loan-order/apply-market. */
  productCode: z.string().nullable(),
});

export const marketIndexRequest = empty;
/** The active offers of the calling app's market, in the operator's order (sort, then id). */
export const marketIndexResponse = z.object({
  market,
  currency,
  offers: z.array(marketOffer),
});

/* ───────────── /loanMarket/customer-service ───────────── */

/** ISO weekday numbers: 1 = Monday … 7 = Sunday. */
export const isoWeekday = z.number().int().min(1).max(7);

export const customerServiceRequest = empty;
export const customerServiceResponse = z.object({
  /** The app's configured support address (apps.support_email). */
  email: z.string(),
  /** Opening time "HH:mm" in timeZone, e.g. "09:00". */
  opensAt: z.string(),
  /** Closing time "HH:mm" in timeZone, e.g. "18:00". */
  closesAt: z.string(),
  /** IANA zone of the app's market, e.g. "Africa/Lagos", "America/Mexico_City". */
  timeZone: z.string(),
  /** Open days, ISO weekday numbers ascending; seeded Monday–Saturday = [1,2,3,4,5,6]. */
  days: z.array(isoWeekday),
  /** Whether support is open at the server's current time. */
  openNow: z.boolean(),
  /**
   * The lender's registrations in this app's market, as the deployment's settings hold them
   * (decision 0078); null when not set, and then no text may claim it. FCCPC in Nigeria;
   * CONDUSEF's SIPRES and the contract's RECA number in Mexico.
   */
  registrations: z.object({
    fccpc: z.string().nullable(),
    condusef: z.string().nullable(),
    reca: z.string().nullable(),
  }),
});

/* ───────────── /app/paystack/bank-list ───────────── */

export const bankListRequest = empty;
/** The calling app's market's banks (NG: CBN/NIBSS codes; MX: Banxico SPEI codes), sorted by name. */
export const bankListResponse = z.object({
  country: z.enum(['NG', 'MX']),
  currency,
  /** How an account at these banks is numbered: NUBAN (10 digits) or CLABE (18). */
  accountType: z.enum(['nuban', 'clabe']),
  banks: z.array(z.object({ name: z.string(), code: z.string() })),
});

/* ───────────── /app-download/getAddress ───────────── */

export const downloadAddressRequest = empty;
export const downloadAddressResponse = z.object({
  packageName: z.string(),
  appName: z.string(),
  /** Google Play listing, or null when not configured. */
  androidUrl: z.string().nullable(),
  /** App Store listing (or search), or null when not configured. */
  iosUrl: z.string().nullable(),
});

/* ───────────── Coupons ───────────── */

/**
 * available: usable now; reserved: applied to an order, deducted when its repayment posts;
 * used: deducted; expired: never used before expiresAt. (A reservation made before expiry
 * stays valid.)
 */
export const couponStatus = z.enum(['available', 'reserved', 'used', 'expired']);
/** Why the borrower got it: a lottery prize, or decision 0009's card-authorization reward. */
export const couponSource = z.enum(['lottery', 'cardAuthorization']);

export const coupon = z.object({
  id: z.number().int(),
  status: couponStatus,
  source: couponSource,
  /** Deducted from the repayment. */
  amount: minorUnits,
  currency,
  /** The coupon applies only to a loan whose amount is at least this (decision 0009 "quota"). */
  quota: minorUnits,
  expiresAt: isoInstant,
  createdAt: isoInstant,
  /** The order it is reserved for or was used on. */
  orderNo: z.string().nullable(),
  reservedAt: isoInstant.nullable(),
  usedAt: isoInstant.nullable(),
});

export const couponQuantityRequest = empty;
export const couponQuantityResponse = z.object({
  available: z.number().int(),
  reserved: z.number().int(),
  used: z.number().int(),
  expired: z.number().int(),
  total: z.number().int(),
});

export const couponsRequest = z.object({ status: couponStatus.optional() });
/** The caller's coupons: available first (soonest expiry first), then the rest newest first. */
export const couponsResponse = z.object({ coupons: z.array(coupon) });

export const couponUsedRequest = z.object({});
/** The caller's reserved and used coupons, newest first. */
export const couponUsedResponse = z.object({ coupons: z.array(coupon) });

export const couponUseRequest = z.object({
  couponId: z.coerce
    .number({ error: 'validation.couponIdRequired' })
    .int({ error: 'validation.couponIdRequired' })
    .positive({ error: 'validation.couponIdRequired' }),
  orderNo: z.string({ error: 'validation.orderNoEmpty' }).trim().min(1, { error: 'validation.orderNoEmpty' }),
});
/** The coupon, now reserved for the order; `deduction` is what the repayment will take off. */
export const couponUseResponse = z.object({ coupon, deduction: minorUnits });

/* ───────────── Lottery ───────────── */

export const prizeKind = z.enum(['coupon', 'none']);

/** One slot of the wheel, in configured order; chances are disclosed. */
export const prize = z.object({
  /** Stable id from the configuration, e.g. "coupon100". */
  id: z.string(),
  kind: prizeKind,
  /** i18n key of the slot's label: "lottery.prize.coupon" (with the amount) or "lottery.prize.none". */
  labelKey: z.string(),
  /** Coupon value; null for the no-prize slot. */
  amount: minorUnits.nullable(),
  currency,
  /** Coupon conditions: minimum loan amount and days of validity; null for no prize. */
  quota: minorUnits.nullable(),
  validDays: z.number().int().nullable(),
  /** Probability in parts per million (weights normalised; sums to ~1,000,000). */
  chancePpm: z.number().int(),
});

export const isShowRequest = empty;
export const isShowResponse = z.object({
  /** Show the draw entry: the draw is enabled and the caller has at least one unused right. */
  show: z.boolean(),
  enabled: z.boolean(),
  drawsLeft: z.number().int(),
  prizes: z.array(prize),
});

export const drawCreateRequest = z.object({});
/** One draw for the caller's oldest unused right. */
export const drawCreateResponse = z.object({
  drawId: z.number().int(),
  /** Index of the won slot in `prizes` (of is-show), so the wheel can stop on it. */
  slotIndex: z.number().int(),
  prize,
  /** The coupon won, already in the wallet; null for the no-prize slot. */
  coupon: coupon.nullable(),
  drawsLeft: z.number().int(),
});
