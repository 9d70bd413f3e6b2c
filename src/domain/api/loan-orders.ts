import { z } from 'zod';
import { RECORD_TIP_KEYS } from '../loan-status/record-tips';
import { INTEREST_BASES } from '../pricing/interest-to-date';
import { currency, empty, market, minorUnits } from './common';
import { decisionReview } from './decision-review';
import { homeStatus } from './loan';
import { orderSummary } from './order';
import { MASKED_MOBILE } from './masked-mobile';

/**
 * Contracts of issue 4's read calls: the borrower's orders with every figure, the amounts and
 * the quote an approved borrower chooses from, the credit limit, Home's banner, the
 * rejection recommendation and the public lending feed. Money is integer minor units, rates
 * ppm or basis points as named, instants ISO-8601 UTC, calendar dates yyyy-mm-dd in the
 * market's zone.
 */

const isoInstant = z.string().describe('ISO-8601 instant, UTC');
const civilDate = z.string().describe('yyyy-mm-dd in the market time zone');
const int = z.number().int();

export const recordTipKey = z.enum(RECORD_TIP_KEYS);

/**
 * One reason of a refusal as the borrower reads it: `code` is stable (src/domain/scoring/refusal-reasons.ts), never
 * shown.
 */
export const refusalReason = z.object({ code: z.string(), text: z.string(), advice: z.string() });

/** One order as Records, Home and the statement show it. Figures are null until the order is priced. */
export const orderRecord = orderSummary.extend({
  /** Records tip for the status (RECORD_TIPS, src/domain/loan-status/record-tips.ts). */
  tipKey: recordTipKey,
  /** Home status key for the status (LOAN_STATUSES, src/domain/loan-status/statuses.ts). */
  homeKey: homeStatus,
  /** The app the order was made in (list-market mixes the apps of one market). */
  packageName: z.string(),
  productCode: z.string(),
  productName: z.string(),
  currency,
  /** Which yearly cost the market discloses: APR (ng) or CAT (mx). */
  disclosure: z.enum(['APR', 'CAT']),
  dailyInterestPpm: int.nullable(),
  processingFee: minorUnits.nullable(),
  feeTax: minorUnits.nullable(),
  interest: minorUnits.nullable(),
  /** IVA on the interest as signed (MX); 0 where interest is exempt, null until priced. Part of `repayment`. */
  interestTax: minorUnits
    .nullable()
    .describe('IVA on the interest as signed, minor units (part of repayment); 0 where exempt'),
  received: minorUnits.nullable(),
  repayment: minorUnits.nullable(),
  dueDate: civilDate.nullable(),
  aprBps: int.nullable(),
  catBps: int.nullable(),
  reloan: z.boolean(),
  /** The credit limit the assessment granted for this order. */
  approvedLimit: minorUnits.nullable(),
  submittedAt: isoInstant.nullable(),
  approvedAt: isoInstant.nullable(),
  rejectedAt: isoInstant.nullable(),
  confirmedAt: isoInstant.nullable(),
  disbursedAt: isoInstant.nullable(),
  finishedAt: isoInstant.nullable(),
  cancelledAt: isoInstant.nullable(),
  /** 'expired' when the 24 h job cancelled it; the borrower's reason otherwise. */
  cancelReason: z.string().nullable(),
  /** An approved offer (14, 18) is cancelled if not confirmed by then. */
  confirmBy: isoInstant.nullable(),
  /** A rejected order whose 30-day wait is still running: when the borrower may apply again. */
  retryAt: isoInstant.nullable(),
  /**
   * A rejected order: the two or three main reasons stored with its decision, most decisive
   * first, in the caller's language: `text` says the reason in plain words, `advice` what could
   * change the outcome next time (decision 0078). Empty for any other order.
   */
  refusalReasons: z.array(refusalReason),
  /**
   * The borrower's request for a person to review the refusal, and its outcome (decision 0083); null when none was
   * asked for.
   */
  decisionReview: decisionReview.nullable(),
  /**
   * A refused order whose review may be asked for now: none asked yet and its details not yet deleted (a week after the
   * refusal).
   */
  reviewable: z.boolean(),
});

export const latestOrderRequest = empty;
/** The caller's most recent order in any app of their market, or null. */
export const latestOrderResponse = z.object({ order: orderRecord.nullable() });

export const orderListRequest = z.object({});
/** `/list`: the caller's orders made in the calling app; `/list-market`: in every app of its market. Newest first. */
export const orderListResponse = z.object({ orders: z.array(orderRecord) });

/* ───────────── /loan/product/step-amount ───────────── */

export const stepAmountRequest = z.object({
  /** A product of the calling app; the app's default when absent. */
  productCode: z.string().trim().min(1).optional(),
  /** An approved order of the caller: its product and approved limit decide. */
  orderNo: z.string().trim().min(1, { error: 'validation.orderNoEmpty' }).optional(),
});
export const stepAmountResponse = z.object({
  productCode: z.string(),
  currency,
  minAmount: minorUnits,
  /** min(product maximum, credit limit) put on the grid; the product maximum without a limit. */
  maxAmount: minorUnits,
  amountStep: minorUnits,
  /** The limit that capped the range, or null when the borrower has none yet. */
  creditLimit: minorUnits.nullable(),
  /** Every amount the borrower may pick, ascending: minAmount + k × amountStep. */
  amounts: z.array(minorUnits),
  tenures: z.array(int),
});

/* ───────────── /loan/confirm/product-info ───────────── */

/** Every figure of src/domain/pricing/quote.ts's quoteLoan, unchanged. */
export const quote = z.object({
  productCode: z.string(),
  market,
  currency,
  amount: minorUnits,
  days: int,
  reloan: z.boolean(),
  dailyInterestPpm: int,
  processingFee: minorUnits,
  feeTax: minorUnits,
  interest: minorUnits,
  /** Tax rate on interest, penalty and rollover fee, ppm (MX IVA 160000; NG 0). */
  interestTaxPpm: int.describe('Tax rate on interest, penalty and rollover fee, ppm'),
  /** IVA on the interest (MX); 0 in NG. */
  interestTax: minorUnits.describe('IVA on the interest, minor units; 0 where interest is exempt'),
  interestBasis: z
    .enum(INTEREST_BASES)
    .describe(
      'daysUsed: paying before the due date costs the interest to that day (at least minInterestDays); term: the whole interest whenever repaid',
    ),
  minInterestDays: int,
  received: minorUnits,
  /** amount + interest + interestTax. */
  repayment: minorUnits,
  startDate: civilDate,
  dueDate: civilDate,
  penaltyPpmPerDay: int,
  penaltyPerDay: minorUnits,
  /** The tax on one day's penalty, owed with it. */
  penaltyTaxPerDay: minorUnits.describe("Tax on one full day's penalty, minor units"),
  rolloverFee: minorUnits,
  /** The tax on the rollover fee, paid with it. */
  rolloverFeeTax: minorUnits.describe('Tax on the rollover fee, minor units'),
  rolloverDays: int,
  /** Basis points: 3285 = 32.85 %. */
  apr: int,
  /** CAT sin IVA (Banxico's method: taxes left out), basis points. */
  cat: int.describe('CAT sin IVA, basis points (Banxico: taxes left out)'),
  disclosure: z.enum(['APR', 'CAT']),
});

export const productInfoRequest = z.object({
  orderNo: z.string({ error: 'validation.orderNoEmpty' }).trim().min(1, { error: 'validation.orderNoEmpty' }),
  /** Minor units; the largest amount offered when absent. */
  amount: z.coerce
    .number({ error: 'validation.amountNotOffered' })
    .int({ error: 'validation.amountNotOffered' })
    .optional(),
  /** Days; the order's tenure or the product's shortest when absent. */
  days: z.coerce
    .number({ error: 'validation.tenureNotOffered' })
    .int({ error: 'validation.tenureNotOffered' })
    .optional(),
});
export const productInfoResponse = z.object({
  orderNo: z.string(),
  status: int,
  productCode: z.string(),
  productName: z.string(),
  currency,
  tenures: z.array(int),
  /** The amounts this borrower may choose: the product's grid up to the approved limit. */
  amounts: z.array(minorUnits),
  approvedLimit: minorUnits,
  /** The offer is cancelled if not confirmed by then (24 h after approval). */
  confirmBy: isoInstant,
  quote,
});

/* ───────────── /loan/get-credit-info ───────────── */

export const creditInfoRequest = empty;
export const creditInfoResponse = z.object({
  currency,
  /** False until an assessment granted a limit; the amounts are then 0. */
  assessed: z.boolean(),
  creditLimit: minorUnits,
  /** Principal of the caller's confirmed loans not yet repaid. */
  used: minorUnits,
  /**
   * What the next approval grants at least (the approval's own rule: the product's amounts and
   * cap); 0 while a loan is open, and 0 after a late loan, when it depends on a new assessment.
   * While an approved offer waits, its approved limit.
   */
  available: minorUnits,
  /**
   * checks: the next application gets `available` or more if it passes them; newAssessment: a past
   * loan was late, the limit is assessed afresh; offer: an approved offer waits to be taken, and
   * `available` is what it lets the caller borrow.
   */
  dependsOn: z.enum(['checks', 'newAssessment', 'offer']),
  /** The last approval lowered the limit: from what, and why. */
  lowered: z.object({ from: minorUnits, why: z.enum(['lateRepayment', 'productCap']) }).nullable(),
  /** The highest the limit can be raised to by repaying on time. */
  maxLimit: minorUnits,
});

/* ───────────── /app/isRejectRecommendation ───────────── */

export const rejectRecommendationRequest = empty;
export const rejectRecommendationResponse = z.object({
  /** True after a rejection when the market lists offers of other apps (shown from /loanMarket/index). */
  recommend: z.boolean(),
  /** End of the running 30-day wait, or null. */
  retryAt: isoInstant.nullable(),
});

/* ───────────── /loanMarket/lending-record ───────────── */

export const LENDING_RECORD_MAX = 50;
export const lendingRecordRequest = z.object({
  limit: z.coerce.number().int().min(1).max(LENDING_RECORD_MAX).optional(),
});
export const lendingRecordResponse = z.object({
  currency,
  /** Recent disbursements in the calling app's market, newest first; nothing but these three fields. */
  records: z.array(
    z.object({
      /** Only the last three digits of the number survive, e.g. "*******567"; the schema refuses anything more. */
      mobile: z.string().regex(MASKED_MOBILE),
      amount: minorUnits,
      disbursedAt: isoInstant,
    }),
  ),
});
