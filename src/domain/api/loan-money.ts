import { z } from 'zod';
import { currency, empty, language, minorUnits, offerAmount, offerDays, orderNo } from './common';
import { verificationCode } from './security';
import { nextStep } from './user';

/**
 * Contracts of the money half of a loan: the agreement, confirming with a verification code
 * (get-money), the payout's progress, cancelling and borrowing again. calls.ts makes most of
 * them GET calls, so numbers and flags arrive as query strings and are coerced here.
 */

/** Integer minor units the borrower picked on the amount grid, and the tenure. */
const amount = offerAmount;
const days = offerDays;
/**
 * The "agree" tick: anything but a yes (missing, false) is 'Please agree to the loan agreement'
 * (form.agreement.required).
 */
const agreed = z.union([z.literal(true), z.literal('true'), z.literal('1')], { error: 'form.agreement.required' });
const sha256 = z.string().regex(/^[0-9a-f]{64}$/, { error: 'validation.invalidField' });

export const agreementKind = z.enum(['loan', 'renewal']);

/** `/loan/loanAgreement`: the agreement as it would be signed for this amount and term, current version. */
export const loanAgreementRequest = z.object({ orderNo, amount, days });
export const agreementDocument = z.object({
  orderNo: z.string(),
  kind: agreementKind,
  version: z.string(),
  language,
  /** A whole printable HTML document; every value in it is escaped. */
  html: z.string(),
  /** SHA-256 of `html` (hex): get-money may send it back to prove which text was read. */
  sha256: z.string(),
});

/** `/loan/get-money/contract`: the agreement the borrower accepted for an order, as stored. */
export const contractRequest = z.object({ orderNo });
export const acceptedAgreement = agreementDocument.extend({ acceptedAt: z.string() });

/** `/loan/agreement/list` (decision 0011): every agreement the caller accepted, newest first. */
export const agreementListRequest = empty;
export const agreementListResponse = z.object({
  agreements: z.array(
    z.object({
      orderNo: z.string(),
      kind: agreementKind,
      version: z.string(),
      language,
      acceptedAt: z.string(),
      amount: minorUnits.nullable(),
      currency,
      /**
       * The order's status now (src/domain/loan-status/statuses.ts), so the list can say "cancelled" and offer
       * cancelling (decision 0027).
       */
      status: z.number().int(),
    }),
  ),
});

/** `/loan/validateVerifyCode`: checks (without using up) the 'loan' code sent to the caller's own number. */
export const validateVerifyCodeRequest = z.object({ code: verificationCode });
export const validateVerifyCodeResponse = z.object({ valid: z.literal(true) });

/**
 * `/loan/get-money`: confirm the approved offer (14 Confirm) — or, on 10 PayFail after the bank
 * account was edited, retry the payout with the same terms. The agreement must be ticked and
 * the 'loan' verification code given.
 */
export const getMoneyRequest = z.object({
  agreed,
  orderNo,
  amount,
  days,
  code: verificationCode,
  /** The sha256 of the agreement the borrower read (from /loan/loanAgreement); refused if the text changed since. */
  agreementSha256: sha256.optional(),
});
/** `/loan/get-money-plus`: the same, reserving one of the caller's coupons for the repayment in the same step. */
export const getMoneyPlusRequest = getMoneyRequest.extend({
  couponId: z.coerce
    .number({ error: 'validation.couponIdRequired' })
    .int({ error: 'validation.couponIdRequired' })
    .positive({ error: 'validation.couponIdRequired' }),
});
export const getMoneyResponse = nextStep.extend({
  /** The payout attempt under way (1, then 2 after a PayFail retry, …). */
  attempt: z.number().int(),
  /** Plus only: what the coupon will take off the repayment. */
  couponDeduction: minorUnits.nullable(),
});

export const payoutStatus = z.enum(['pending', 'succeeded', 'failed']);

/** `/loan/get-money-time`: when the money should arrive (SPEC: 10–60 minutes) and where the payout stands. */
export const getMoneyTimeRequest = z.object({ orderNo });
export const getMoneyTimeResponse = z.object({
  orderNo: z.string(),
  status: z.number().int(),
  route: z.string().nullable(),
  minSeconds: z.number().int(),
  maxSeconds: z.number().int(),
  /** "Usually 10–60 minutes" in the request language. */
  windowText: z.string(),
  lendingAt: z.string().nullable(),
  /** lendingAt + maxSeconds. */
  expectedBy: z.string().nullable(),
  /** Seconds until expectedBy (0 once passed); null when no payout is under way. */
  secondsLeft: z.number().int().nullable(),
  disbursedAt: z.string().nullable(),
  dueDate: z.string().nullable(),
  payout: z
    .object({
      attempt: z.number().int(),
      status: payoutStatus,
      failureCode: z.string().nullable(),
      amount: minorUnits,
      currency,
      updatedAt: z.string(),
    })
    .nullable(),
});

/** Reasons of the cancellation form (SPEC /cancellation_form); labels live in the web's i18n. */
export const CANCEL_REASONS = [
  'noLongerNeeded',
  'amountTooLow',
  'costTooHigh',
  'foundOtherLender',
  'wrongInformation',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const hasCancelLoanRequest = z.object({ orderNo: orderNo.optional() });
export const hasCancelLoanResponse = z.object({
  /** The order asked about, or the caller's open order; null when there is none. */
  orderNo: z.string().nullable(),
  status: z.number().int().nullable(),
  /** `/loan/cancel-loan` would succeed: nothing has been paid out (status table's borrowerMayCancel). */
  canCancel: z.boolean(),
  /** `/loan/cancel-draw-money` may succeed: a payout is pending; the provider has the last word. */
  canCancelDraw: z.boolean(),
});

export const cancelRequest = z.object({
  orderNo,
  reason: z.enum(CANCEL_REASONS, { error: 'form.cancelReason.required' }),
  remark: z.string().trim().max(200, { error: 'form.cancelRemark.tooLong' }).optional(),
});
export const cancelResponse = nextStep;

/** `/loan/loan-order/apply-market-again`: a new order at the reloan interest after a repaid loan. */
export const applyAgainRequest = z.object({ productCode: z.string().optional() });
export const applyAgainResponse = nextStep;
