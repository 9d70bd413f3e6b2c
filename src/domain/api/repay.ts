import { z } from 'zod';
import { CASH_NETWORKS, COLLECTION_METHODS } from '../markets/payment-methods';
import { INTEREST_BASES } from '../pricing/interest-to-date';
import { LEDGER_EVENT_KINDS } from '../repayment/loan-history';
import { currency, empty, market, minorUnits, orderNo } from './common';
import { coupon } from './promo';

/**
 * Contracts of the second half of a loan (the Repay, portal, repay-color and repay/products calls of calls.ts):
 * what is owed, how to pay it, paying in part or in full, rolling over and proving a payment
 * made outside the app. Money is integer minor units; instants ISO-8601 UTC; calendar dates
 * yyyy-mm-dd in the market's zone. Every figure of a loan is a sum over its ledger entries.
 * calls.ts makes most calls GET, so numbers arrive as query strings and are coerced here.
 */

const isoInstant = z.string().describe('ISO-8601 instant, UTC');
const civilDate = z.string().describe('yyyy-mm-dd in the market time zone');
const int = z.number().int();

/** Our reference of an issued payment instrument (CLABE, OXXO reference, checkout, account). */
const reference = z
  .string({ error: 'validation.payOrderIdEmpty' })
  .trim()
  .min(1, { error: 'validation.payOrderIdEmpty' })
  .max(100, { error: 'validation.payOrderIdEmpty' });

export const collectionMethod = z.enum(COLLECTION_METHODS, { error: 'validation.payMethodRequired' });

/**
 * The cashier's amount, in minor units. The service runs `checkRepaymentAmount`
 * (src/domain/repayment/minimum-repayment.ts): a whole number of major units (naira, pesos)
 * between the minimum and what remains — or exactly what remains, cents included, so a loan
 * can always be finished (`validation.repayAmountInteger` / `Min` / `Max`).
 */
export const repayAmount = z.coerce
  .number({ error: 'validation.repayAmountInteger' })
  .int({ error: 'validation.repayAmountInteger' })
  .positive({ error: 'validation.repayAmountInteger' });

/* ───────────── /repay/repay-order/detail ───────────── */

/** The caller's open loan when orderNo is absent. */
export const repayDetailRequest = z.object({ orderNo: orderNo.optional() });

/** What is still owed, per ledger account, in the allocation order of decision 0012. */
export const owedBreakdown = z.object({
  penalty: minorUnits,
  fees: minorUnits,
  interest: minorUnits,
  principal: minorUnits,
});

export const rolloverOffer = z.object({
  /** False when the loan cannot be rolled over now (finished, a rollover fee is already being paid…). */
  available: z.boolean(),
  fee: minorUnits,
  /** The tax on the fee (Mexico's IVA; 0 in Nigeria). */
  feeTax: minorUnits,
  /** What the borrower pays to roll over: fee + feeTax. */
  total: minorUnits,
  days: int,
  currentDueDate: civilDate,
  newDueDate: civilDate,
});

/**
 * One line of a loan's money history: the payout, a payment, a rollover fee, a coupon, a refund
 * of an overpayment, a payout the bank sent back, or an overdue stretch (its first overdue day,
 * its days and the penalty charged for them).
 */
export const ledgerEvent = z.object({
  event: z.enum(LEDGER_EVENT_KINDS),
  at: isoInstant,
  amount: minorUnits,
  day: civilDate.nullable(),
  days: int.nullable(),
});

export const repayDetail = z.object({
  orderNo: z.string(),
  /** Status number (src/domain/loan-status/statuses.ts): 2 Repaying, 3 Overdued, 4 Finish, 10 PayFail. */
  status: int,
  market,
  currency,
  /** Principal lent and what the borrower received. */
  amount: minorUnits,
  received: minorUnits,
  /** Principal + interest as agreed (the contract's repayment amount, before penalties and fees). */
  repayment: minorUnits,
  disbursedAt: isoInstant.nullable(),
  dueDate: civilDate.nullable(),
  /** Days past the due date in the market's zone (0 when not overdue). */
  overdueDays: int,
  /** Days until the due date (negative when past). */
  daysLeft: int.nullable(),
  /** SPEC: 2 % a day, as parts per million per day. */
  penaltyRatePpm: int,
  /** Penalty charged so far (sum of the daily postings). */
  penalty: minorUnits,
  /** Rollover fees charged so far. */
  fees: minorUnits,
  /**
   * Mexico's IVA (0 in Nigeria), each included in the figure it is charged on: in `repayment`, in what is owed as
   * penalty, in the rollover fees paid.
   */
  interestTax: minorUnits,
  penaltyTax: minorUnits,
  feesTax: minorUnits,
  /**
   * Paid towards the debt (all methods, proofs confirmed by an operator): repayments only — a
   * rollover fee moves the due date and reduces nothing, so it is in `fees`, not here.
   */
  repaidAmount: minorUnits,
  /** Deducted by a coupon. */
  couponDeduction: minorUnits,
  /** What paying everything today costs: what remains, less the interest not earned by today (decision 0095). */
  outstanding: minorUnits,
  /** How the loan earns interest as signed: daysUsed, or term (also every loan signed before decision 0095). */
  interestBasis: z.enum(INTEREST_BASES),
  /** What paying everything today saves: the interest and its tax for the days not used; 0 on or after the due date. */
  payingTodaySaves: minorUnits,
  /**
   * The days of interest paying today costs (at least the product's minimum, at most the term); 0 when nothing is owed.
   */
  interestDaysCharged: z.number().int(),
  owed: owedBreakdown,
  /**
   * The cashier's minimum (MINIMUM_REPAYMENT_MAJOR, src/domain/repayment/minimum-repayment.ts); equals outstanding when
   * less remains.
   */
  minRepayment: minorUnits,
  /** The coupon reserved for this loan, deducted when it is repaid; null when none. */
  coupon: coupon.nullable(),
  /** How many of the caller's available coupons could be applied to this loan. */
  applicableCoupons: int,
  /** The market's methods, in the order the cashier lists them. */
  methods: z.array(collectionMethod),
  /**
   * Mexico: the network a cash reference would be paid in (its stores are named on the screens); null where no cash is
   * offered.
   */
  cashNetwork: z.enum(CASH_NETWORKS).nullable(),
  rollover: rolloverOffer.nullable(),
  /** Proofs waiting for an operator (decision 0012: answered within 48 hours). */
  pendingVouchers: int,
  lastPaymentAt: isoInstant.nullable(),
  finishedAt: isoInstant.nullable(),
  /** The loan's whole money history from its ledger, oldest first (the statement shows it). */
  history: z.array(ledgerEvent),
});
export const repayDetailResponse = repayDetail;

/* ───────────── Payment instruments (cashier) ───────────── */

export const instrumentStatus = z.enum(['open', 'paid', 'expired']);

/**
 * One way to pay, issued for the order: an account or CLABE to transfer any amount to, a cash
 * reference for one amount, or a checkout page for one amount.
 */
export const paymentInstrument = z.object({
  reference: z.string(),
  orderNo: z.string(),
  method: collectionMethod,
  kind: z.enum(['account', 'cashReference', 'checkout']),
  status: instrumentStatus,
  currency,
  /** Issued for this amount; null for accounts, which take any amount. */
  amount: minorUnits.nullable(),
  expiresAt: isoInstant.nullable(),
  /** account: where to transfer (CLABE in Mexico, NUBAN in Nigeria). */
  account: z.object({ bankName: z.string(), accountNumber: z.string(), accountName: z.string() }).nullable(),
  /**
   * cashReference: what the store's cashier types or scans, and the cash network (so the stores) it is paid in
   * (decision 0077).
   */
  cashReference: z.object({ reference: z.string(), barcode: z.string(), network: z.enum(CASH_NETWORKS) }).nullable(),
  /** checkout: the page where the borrower pays (card, link). */
  checkoutUrl: z.string().nullable(),
  /** Flutterwave link payments ask for a one-time code sent by the card issuer or bank. */
  otpRequired: z.boolean(),
});

/** Accounts: the caller's open loan or the given one; the same open instrument is answered until it expires. */
export const accountInstrumentRequest = z.object({ orderNo: orderNo.optional() });
/** References and checkouts are issued for one amount chosen at the cashier. */
export const amountInstrumentRequest = z.object({ orderNo: orderNo.optional(), amount: repayAmount });

export const flutterwaveOtpRequest = z.object({
  reference,
  otp: z
    .string({ error: 'validation.otpRequired' })
    .trim()
    .regex(/^\d{4,8}$/, { error: 'validation.otpRequired' }),
});

/** `/portal/repayment/*`: where a payment instrument stands, and "I have paid — check now". */
export const portalDetailRequest = z.object({ reference });
export const portalConfirmRequest = z.object({ reference });
export const portalPayment = z.object({
  instrument: paymentInstrument,
  /** Received on this instrument so far. */
  paidAmount: minorUnits,
  /** What remains on the loan after it. */
  outstanding: minorUnits,
  orderStatus: int,
});

/* ───────────── Rollover (decision 0012: pay the fee, then the due date moves 7 days) ───────────── */

export const extensionDataRequest = z.object({ orderNo: orderNo.optional() });
export const extensionDataResponse = rolloverOffer.extend({ orderNo: z.string(), currency });

export const extensionStatus = z.enum(['pending', 'paid', 'expired']);
export const extensionOrder = z.object({
  extensionNo: z.string(),
  orderNo: z.string(),
  status: extensionStatus,
  currency,
  fee: minorUnits,
  previousDueDate: civilDate,
  newDueDate: civilDate,
  /** How to pay the fee. */
  instrument: paymentInstrument,
  paidAt: isoInstant.nullable(),
});
export const confirmExtensionRequest = z.object({ orderNo: orderNo.optional(), method: collectionMethod });
export const updateExtensionStatusRequest = z.object({
  extensionNo: z
    .string({ error: 'validation.payOrderIdEmpty' })
    .trim()
    .min(1, { error: 'validation.payOrderIdEmpty' })
    .max(64, { error: 'validation.payOrderIdEmpty' }),
});

/* ───────────── Repayment proofs (paid outside the app) ───────────── */

export const voucherStatus = z.enum(['pending', 'confirmed', 'refused']);

/** Multipart: fields `orderNo` and one image `file`; answers a server-made file id. */
export const uploadVoucherRequest = z.object({ orderNo });
export const uploadVoucherResponse = z.object({ fileId: z.string() });

export const saveVoucherRequest = z.object({
  orderNo,
  fileId: z
    .string({ error: 'validation.voucherFileRequired' })
    .trim()
    .min(1, { error: 'validation.voucherFileRequired' })
    .max(100, { error: 'validation.voucherFileRequired' }),
  amount: repayAmount,
  /** When the borrower paid (yyyy-mm-dd). */
  paidOn: z
    .string({ error: 'validation.paidOnInvalid' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.paidOnInvalid' }),
  /** Bank or store reference the borrower copied from their receipt (optional). */
  note: z.string().trim().max(200, { error: 'validation.invalidField' }).optional(),
});
export const voucher = z.object({
  id: int,
  orderNo: z.string(),
  status: voucherStatus,
  currency,
  amount: minorUnits,
  paidOn: civilDate,
  note: z.string().nullable(),
  submittedAt: isoInstant,
  /** Decision 0012: feedback within 48 hours. */
  answerBy: isoInstant,
  decidedAt: isoInstant.nullable(),
  /** The operator's reason when refused, in the borrower's language when it is a known key. */
  refuseReason: z.string().nullable(),
});
export const voucherListRequest = z.object({ orderNo: orderNo.optional() });
export const voucherListResponse = z.object({ vouchers: z.array(voucher) });

/* ───────────── Market: repay colours and products ───────────── */

export const repayColorRequest = empty;
/** Colours of the repay banner and button per state (operator setting; hex). */
export const repayColorResponse = z.object({
  repaying: z.string(),
  expiringSoon: z.string(),
  overdue: z.string(),
});

export const repayProductsRequest = empty;
/** Products offered to a borrower who repaid: the reloan price next to the standard one. */
export const repayProductsResponse = z.object({
  products: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      currency,
      minAmount: minorUnits,
      maxAmount: minorUnits,
      tenures: z.array(int),
      dailyInterestPpm: int,
      reloanDailyInterestPpm: int,
      /** True when the caller repaid a loan and gets the reloan price. */
      reloanPrice: z.boolean(),
      /**
       * Mexico: the CAT promedio sin IVA (basis points) of maxAmount over the longest tenure at the price the caller
       * gets; null in Nigeria.
       */
      cat: int.nullable(),
      /** The day the CAT was computed (yyyy-mm-dd, market zone); null with it. */
      catDate: z.string().nullable(),
    }),
  ),
});
