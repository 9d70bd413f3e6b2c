/**
 * Response codes of the `{ code, msg, data }` envelope. The four session codes (SESSION_ENDING_CODES) are given;
 * the rest are ours, grouped by the first digits (4xx… bad request, 404… not found, 429…
 * limits, 500… server). Each code has one message key, translated per request language.
 */
export const CODES = {
  OK: 0,
  /** Client-side only: the request never got an answer. */
  NETWORK: -1,
  NOT_LOGGED_IN: 10010301,
  TOKEN_EXPIRED: 10010303,
  OTHER_DEVICE: 10010304,
  TOKEN_INVALID: 100103,
  VALIDATION: 400100,
  BAD_PATH: 400101,
  UNKNOWN_APP: 400102,
  MISSING_TIMESTAMP: 400103,
  /** The app is of a market this deployment does not serve (MARKETS): nothing of it is answered. */
  MARKET_NOT_SERVED: 400107,
  UNSUPPORTED_MEDIA: 400104,
  PAYLOAD_TOO_LARGE: 400105,
  /** `t` is further from the server's clock than the configured window; data carries the server's time. */
  STALE_TIMESTAMP: 400106,
  OTP_INVALID: 400201,
  OTP_EXPIRED: 400202,
  OTP_LOCKED: 400203,
  OTP_RESEND_WAIT: 400204,
  OTP_LIMIT_MOBILE: 400205,
  OTP_LIMIT_NETWORK: 400206,
  /**
   * Every SMS vendor of the market refused the code or could not be reached; data offers the voice code after resendIn.
   */
  SMS_NOT_DELIVERED: 400207,
  MOBILE_REGISTERED: 400210,
  MOBILE_NOT_REGISTERED: 400211,
  MOBILE_OTHER_MARKET: 400212,
  /**
   * The number's account was closed at the borrower's request (decision 0084): no code is sent, no sign-in or
   * registration.
   */
  ACCOUNT_CLOSED: 400213,
  LOTTERY_DISABLED: 400501,
  DRAW_NOT_ELIGIBLE: 400502,
  COUPON_NOT_FOUND: 400510,
  COUPON_EXPIRED: 400511,
  COUPON_USED: 400512,
  COUPON_BELOW_QUOTA: 400513,
  COUPON_ORDER_HAS_COUPON: 400514,
  COUPON_ORDER_NOT_ELIGIBLE: 400515,
  COUPON_ORDER_NOT_FOUND: 400516,
  /** Onboarding: submit or a later step asked for while an earlier step is missing; data says which. */
  STEP_MISSING: 400301,
  /** The order is finished, cancelled or rejected: nothing more can be done on it. */
  ORDER_CLOSED: 400302,
  /** Device data reported before the borrower accepted the permission popup. */
  CONSENT_REQUIRED: 400303,
  /** `/user/consents/withdraw` of the terms: they last while the account exists (delete the account instead). */
  CONSENT_NOT_WITHDRAWABLE: 400340,
  /** `/user/consents/withdraw` of a consent not given, or already withdrawn. */
  CONSENT_NOT_GIVEN: 400341,
  /** A device-data group the market's rules forbid collecting. */
  DEVICE_GROUP_FORBIDDEN: 400304,
  /** Identity photos: the upload is not a usable image (type, decoding, size); a field error says why. */
  IMAGE_INVALID: 400320,
  /** Identity photos go in order: ID back, then front, then the face. */
  IMAGE_ORDER: 400321,
  /** The face photo failed the liveness check: take it again. */
  LIVENESS_FAILED: 400322,
  /** finishUploadAllImg before all three photos are in; field errors name the missing ones. */
  IMAGES_MISSING: 400323,
  /** Identity photos after the identity step is complete: changing them needs customer service. */
  IDENTITY_LOCKED: 400324,
  /**
   * An ID photo that cannot be read (blank, blurred, no text; or, where OCR reads the ID, no number found): take it
   * again.
   */
  ID_UNREADABLE: 400325,
  /**
   * The INE front names another person than the one typed (CURP, name or birth date): correct it, or retake the photo
   * (decision 0088).
   */
  ID_MISMATCH: 400326,
  /** The order is not an approved offer waiting for the borrower (14 Confirm / 18 getMoney). */
  OFFER_NOT_OPEN: 400601,
  /** Operator API: a decision was given for an order that is not waiting for manual review. */
  ORDER_NOT_UNDER_REVIEW: 400602,
  APPLY_COOLDOWN: 400603,
  /** `/loan/decision/review` of an order that is not refused (9 Reject). */
  REVIEW_NOT_REFUSED: 400610,
  /** `/loan/decision/review`: a review of this decision was already asked for (once per decision). */
  REVIEW_ALREADY_REQUESTED: 400611,
  /**
   * `/loan/decision/review` after the applicant's data was deleted (a week after the refusal): nothing is left to
   * review.
   */
  REVIEW_TOO_LATE: 400612,
  /** Operator API: the review request was already answered. */
  REVIEW_DECIDED: 400613,
  /** Operator API: reversing would give the borrower a second open order. */
  REVIEW_OTHER_OPEN_ORDER: 400614,
  ACCOUNT_LOCKED_WHILE_PAYING: 400604,
  /** PayFail retry on the same bank account the bank refused: edit it first. */
  PAYOUT_ACCOUNT_UNCHANGED: 400701,
  /** cancel-loan on an order past the point of cancelling (money sent, submitted, closed). */
  CANCEL_NOT_ALLOWED: 400702,
  /** cancel-draw-money after the provider processed the payout: the money has left. */
  DRAW_ALREADY_SENT: 400703,
  /** get-money with the sha256 of an agreement text that is no longer the one to sign. */
  AGREEMENT_CHANGED: 400704,
  /** apply-market-again without a repaid loan. */
  RELOAN_NOT_ELIGIBLE: 400705,
  /**
   * Submit while the market consults a credit bureau and the borrower has not authorised it for this order (decision
   * 0099).
   */
  BUREAU_AUTHORISATION_REQUIRED: 400720,
  /** The authorisation text changed since the borrower read it: read the new one. */
  BUREAU_TEXT_CHANGED: 400721,
  /** No bureau is consulted in this market: there is nothing to authorise. */
  BUREAU_NOT_CONSULTED: 400722,
  /** Mexico signs with the SMS code: send the code it carried (ask for one first). */
  BUREAU_CODE_REQUIRED: 400723,
  /** The application was already submitted: its authorisation can no longer change. */
  BUREAU_ORDER_SUBMITTED: 400724,
  /** Bureau reporting (decisions 0102, 0103): no such report file, line or dispute. */
  BUREAU_REPORT_NOT_FOUND: 400730,
  /**
   * A report file is confirmed uploaded only while it waits for upload (valid, not superseded, not already confirmed).
   */
  BUREAU_REPORT_NOT_AWAITING: 400731,
  /** A dispute about this reported month is already open: correct or reject it first. */
  BUREAU_DISPUTE_OPEN: 400732,
  /** The dispute was already corrected or rejected. */
  BUREAU_DISPUTE_DECIDED: 400733,
  /** A correction must change the status or the days past due of what was reported. */
  BUREAU_CORRECTION_EMPTY: 400734,
  /** Repay calls on an order that has nothing to pay (not 2 Repaying / 3 Overdued). */
  LOAN_NOT_REPAYABLE: 400801,
  /** 'There is no payment method, please choose another channel': the method is not the market's. */
  PAYMENT_METHOD_UNAVAILABLE: 400802,
  /** Rollover asked for when it is not offered (a fee payment is already under way, the loan is closed). */
  ROLLOVER_NOT_AVAILABLE: 400803,
  /** 'This order has timed out, please try again': the instrument or rollover expired. */
  PAYMENT_TIMED_OUT: 400804,
  /** Operator API: the proof was already decided. */
  VOUCHER_DECIDED: 400805,
  /** Operator API: the parked payment was already matched to a loan (or was never parked). */
  PAYMENT_ALREADY_MATCHED: 400806,
  /** Operator API: a parked payment in one currency cannot pay a loan in another. */
  PAYMENT_CURRENCY_MISMATCH: 400807,
  /** Operator API: a refund larger than the borrower credit still available on the loan. */
  REFUND_EXCEEDS_CREDIT: 400808,
  /** Operator API: a refund's idempotency key was used before for a different amount or loan. */
  REFUND_KEY_REUSED: 400809,
  /**
   * `/repay/flutterwave/verify-opt`: Flutterwave checks the card's code on its own page; we take none (decision 0038).
   */
  PAYMENT_CODE_NOT_USED: 400820,
  /** A Nigerian transfer account needs the borrower's BVN (and their bank account) on file: the vendors require it. */
  PAYMENT_ACCOUNT_NEEDS_BVN: 400821,
  /** Paystack is still validating the borrower before their dedicated account can be made. */
  PAYMENT_ACCOUNT_PREPARING: 400822,
  /**
   * One payment by this method cannot be that amount: a cash reference is for 10.00 to
   * 10,000.00 MXN, as the store's till takes it (decision 0077). A field error on `amount` says
   * the limit; the message offers what fits: several references, or SPEI for any amount.
   */
  PAYMENT_METHOD_AMOUNT_LIMIT: 400823,
  /** Operator console: wrong e-mail or password (never says which). */
  OPERATOR_SIGN_IN_FAILED: 400901,
  /** Operator console: too many failed sign-ins; the account waits. */
  OPERATOR_LOCKED: 400902,
  /** Operator console: the authenticator code is wrong or was already used. */
  OPERATOR_CODE_INVALID: 400903,
  /** Operator console: the e-mail belongs to another operator. */
  OPERATOR_EMAIL_TAKEN: 400904,
  /** Operator console: an admin cannot demote or disable themself. */
  OPERATOR_SELF_CHANGE: 400905,
  /** Console products: the packageName is another app's already. */
  APP_TAKEN: 400931,
  /** Console products: the app already has a product with this code. */
  PRODUCT_CODE_TAKEN: 400932,
  /** Console products: a price change of this product already waits for approval (decision 0073). */
  PRODUCT_CHANGE_PENDING: 400933,
  /** Console products: the operator who proposed a price change cannot approve it. */
  PRODUCT_CHANGE_OWN: 400934,
  /** Console products: the price change was already approved or refused. */
  PRODUCT_CHANGE_DECIDED: 400935,
  /** Console products: a product is offered only once its prices were approved. */
  PRODUCT_NOT_APPROVED: 400936,
  /** Console complaints: the case is resolved and takes no more answers. */
  COMPLAINT_RESOLVED: 409941,
  /** Console complaints: the case is no longer in the status the operator saw, or cannot go there. */
  COMPLAINT_STATUS_CHANGE: 409942,
  /** Console complaints: a case is resolved only once the borrower was given an answer. */
  COMPLAINT_NEEDS_ANSWER: 409943,
  /** Collections: the market's contact hours (or days) are over; the answer names when they open (decision 0086). */
  CONTACT_OUTSIDE_HOURS: 400971,
  /** Collections: only the borrower may be contacted about their debt, never a reference, family or employer. */
  CONTACT_NOT_BORROWER: 400972,
  /** Collections: the loan already has an open promise to pay; it is kept or broken before another is made. */
  PROMISE_ALREADY_OPEN: 400973,
  /** Collections: a loan is assigned only to an active operator with the collector role. */
  COLLECTIONS_NOT_A_COLLECTOR: 400974,
  /** Console adjustments (decision 0087): not allowed on this loan now; a field error says why. */
  ADJUSTMENT_NOT_ALLOWED: 400941,
  /** Console adjustments: the operator who requested an adjustment cannot approve or reject it. */
  ADJUSTMENT_OWN: 400942,
  /** Console adjustments: the adjustment was already approved or rejected. */
  ADJUSTMENT_DECIDED: 400943,
  /** Console adjustments: one of this kind already waits for approval on this loan. */
  ADJUSTMENT_PENDING: 400944,
  /** Operator console: the one-time password must be changed before anything else. */
  OPERATOR_PASSWORD_CHANGE_REQUIRED: 403102,
  /** Operator console: the operator's role does not allow this call. */
  FORBIDDEN: 403100,
  /** Operator console: a write without the session's CSRF token. */
  CSRF_INVALID: 403101,
  NOT_FOUND: 404100,
  RATE_LIMITED: 429100,
  /** Identity photos: more uploads in the last hour than one borrower may make. */
  UPLOADS_LIMITED: 429101,
  /** A copy of one's data asked for more often than the day allows; data carries retryAt. */
  DATA_EXPORT_LIMITED: 429102,
  /** Complaints: more cases filed today than one borrower may file (COMPLAINTS_PER_USER_PER_DAY). */
  COMPLAINTS_LIMITED: 429103,
  INTERNAL: 500000,
} as const;

export type CodeName = keyof typeof CODES;
export type Code = (typeof CODES)[CodeName];

/**
 * Codes after which the client clears local data, logs out natively, goes home and toasts (src/web/api/session-end.ts).
 */
export const SESSION_ENDING_CODES: readonly number[] = [
  CODES.NOT_LOGGED_IN,
  CODES.TOKEN_EXPIRED,
  CODES.OTHER_DEVICE,
  CODES.TOKEN_INVALID,
];

export function codeName(code: number): CodeName | undefined {
  return (Object.keys(CODES) as CodeName[]).find((k) => CODES[k] === code);
}
