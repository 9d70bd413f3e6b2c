/**
 * The call table: method, how the payload travels and whether a session is needed.
 * It holds no schemas so the browser's entry bundle can import it without zod; the schemas
 * live in contracts.ts, keyed by the same paths.
 */
export type Auth = 'required' | 'optional' | 'none';
export type Encoding = 'json' | 'form' | 'multipart' | 'query';

export interface CallMeta {
  method: 'GET' | 'POST';
  encoding: Encoding;
  auth: Auth;
}

export const calls = {
  '/security/login': { method: 'POST', encoding: 'form', auth: 'none' },
  '/security/register': { method: 'POST', encoding: 'json', auth: 'none' },
  /** Optional session: type 'loan' needs one (the code goes to the session user's number). */
  '/security/getVerifyCode': { method: 'POST', encoding: 'json', auth: 'optional' },
  /** Our own call: whether the code just sent reached the phone, so the login screen can offer the voice code. */
  '/security/getVerifyCodeDelivery': { method: 'GET', encoding: 'query', auth: 'none' },
  '/security/existsByMobile': { method: 'GET', encoding: 'query', auth: 'none' },
  '/security/getUserInfo': { method: 'GET', encoding: 'query', auth: 'required' },
  '/security/isRequiredVerificationCode': { method: 'GET', encoding: 'query', auth: 'none' },
  /** Our own call: ends the session server-side so a logged-out token is dead, not merely forgotten. */
  '/security/logout': { method: 'POST', encoding: 'json', auth: 'required' },
  '/loan/loan-product/index': { method: 'GET', encoding: 'query', auth: 'optional' },
  '/loan/loan-order/apply-market': { method: 'POST', encoding: 'json', auth: 'required' },
  '/loan/loan-order/list': { method: 'GET', encoding: 'query', auth: 'required' },
  '/loan/loan-order/latest': { method: 'GET', encoding: 'query', auth: 'required' },
  '/loan/loan-order/list-market': { method: 'GET', encoding: 'query', auth: 'required' },
  '/loan/product/step-amount': { method: 'GET', encoding: 'query', auth: 'required' },
  '/loan/confirm/product-info': { method: 'GET', encoding: 'query', auth: 'required' },
  '/loan/get-credit-info': { method: 'GET', encoding: 'query', auth: 'required' },
  '/app/isRejectRecommendation': { method: 'GET', encoding: 'query', auth: 'required' },
  '/loanMarket/lending-record': { method: 'GET', encoding: 'query', auth: 'none' },
  '/loan/loanAgreement': { method: 'GET', encoding: 'query', auth: 'required' },
  /** The Loan list's path, relative to /loan/loan-order/ (issue 8); same call as /loan/loanAgreement. */
  '/loan/loan-order/loanAgreement': { method: 'GET', encoding: 'query', auth: 'required' },
  '/loan/get-money/contract': { method: 'GET', encoding: 'query', auth: 'required' },
  /** Our own call (decision 0011): the agreements the caller accepted, for /user_center/agreement_list. */
  '/loan/agreement/list': { method: 'GET', encoding: 'query', auth: 'required' },
  '/loan/validateVerifyCode': { method: 'GET', encoding: 'query', auth: 'required' },
  '/loan/get-money': { method: 'GET', encoding: 'query', auth: 'required' },
  '/loan/get-money-plus': { method: 'GET', encoding: 'query', auth: 'required' },
  '/loan/get-money-time': { method: 'GET', encoding: 'query', auth: 'required' },
  '/loan/has-cancel-loan': { method: 'GET', encoding: 'query', auth: 'required' },
  '/loan/cancel-loan': { method: 'POST', encoding: 'json', auth: 'required' },
  '/loan/cancel-draw-money': { method: 'POST', encoding: 'json', auth: 'required' },
  '/loan/loan-order/apply-market-again': { method: 'POST', encoding: 'json', auth: 'required' },
  '/user/saveBasicInfo': { method: 'POST', encoding: 'json', auth: 'required' },
  '/user/saveBasicInfo-market': { method: 'POST', encoding: 'json', auth: 'required' },
  '/user/saveAdditionInfo-market': { method: 'POST', encoding: 'json', auth: 'required' },
  '/user/addBankCard': { method: 'POST', encoding: 'json', auth: 'required' },
  '/user/update-bankCard': { method: 'POST', encoding: 'json', auth: 'required' },
  '/user/getBankBranch': { method: 'GET', encoding: 'query', auth: 'required' },
  '/user/verifyBankCard': { method: 'GET', encoding: 'query', auth: 'required' },
  '/user/upload/curp/back': { method: 'POST', encoding: 'multipart', auth: 'required' },
  '/user/upload/curp/front': { method: 'POST', encoding: 'multipart', auth: 'required' },
  '/user/saveFaceImage': { method: 'POST', encoding: 'multipart', auth: 'required' },
  '/user/finishUploadAllImg': { method: 'POST', encoding: 'json', auth: 'required' },
  '/user/curp/ocr': { method: 'POST', encoding: 'json', auth: 'required' },
  '/user/save/questionnaire': { method: 'POST', encoding: 'json', auth: 'required' },
  '/user/submit': { method: 'POST', encoding: 'json', auth: 'required' },
  '/user/device/packageList': { method: 'GET', encoding: 'query', auth: 'required' },
  /** Our own call: records the permission popup's agreement tick with its version. */
  '/user/consent': { method: 'POST', encoding: 'json', auth: 'required' },
  /** Our own call (issue 28.3): a copy of everything held about the caller, as JSON; a few per day. */
  '/user/data-export': { method: 'GET', encoding: 'query', auth: 'required' },
  /** Our own call (issue 28.4): close the caller's account and erase their personal data, unless something is open. */
  '/user/account/delete': { method: 'POST', encoding: 'json', auth: 'required' },
  /** Our own call (issue 28.6): a tracked complaint with a case number, and the caller's cases. */
  '/user/complaints': { method: 'POST', encoding: 'json', auth: 'required' },
  '/user/complaints/list': { method: 'GET', encoding: 'query', auth: 'required' },
  /** Our own call: the optional photo of a complaint, before `/user/complaints` files it. */
  '/user/complaints/photo': { method: 'POST', encoding: 'multipart', auth: 'required' },
  /** Our own call (issue 28, decision 0083): the consents the caller gave, with their dates. */
  '/user/consents': { method: 'GET', encoding: 'query', auth: 'required' },
  /** Our own call (issue 28, decision 0083): withdraws a consent the law lets the borrower withdraw. */
  '/user/consents/withdraw': { method: 'POST', encoding: 'json', auth: 'required' },
  /**
   * Our own call (issue 31, decision 0099): the credit-bureau authorisation an order needs before submit, and signing
   * it.
   */
  '/user/bureau/authorisation': { method: 'GET', encoding: 'query', auth: 'required' },
  '/user/bureau/authorisation/code': { method: 'POST', encoding: 'json', auth: 'required' },
  '/user/bureau/authorise': { method: 'POST', encoding: 'json', auth: 'required' },
  /**
   * Our own call (issue 31, decisions 0102–0103): what was reported to the bureau about one of the caller's loans, a
   * line per month.
   */
  '/repay/bureau-reports': { method: 'GET', encoding: 'query', auth: 'required' },
  /** Our own call (issue 28, decision 0083): a person reviews the refusal of one of the caller's orders. */
  '/loan/decision/review': { method: 'POST', encoding: 'json', auth: 'required' },
  '/time/upload/enable': { method: 'GET', encoding: 'query', auth: 'required' },
  '/time/upload/uploadStatus': { method: 'GET', encoding: 'query', auth: 'required' },
  /** Our own call: the native shell's report of one collected device-data group. */
  '/time/upload/report': { method: 'POST', encoding: 'json', auth: 'required' },
  '/loan/product/list': { method: 'GET', encoding: 'query', auth: 'optional' },
  '/loan/product/list-market': { method: 'GET', encoding: 'query', auth: 'optional' },
  '/loanMarket/index': { method: 'GET', encoding: 'query', auth: 'optional' },
  '/loanMarket/customer-service': { method: 'GET', encoding: 'query', auth: 'none' },
  '/app/paystack/bank-list': { method: 'GET', encoding: 'query', auth: 'none' },
  '/app-download/getAddress': { method: 'GET', encoding: 'query', auth: 'none' },
  '/lottery-draw/is-show': { method: 'GET', encoding: 'query', auth: 'required' },
  '/lottery-draw/create': { method: 'POST', encoding: 'json', auth: 'required' },
  '/coupon/quantity': { method: 'GET', encoding: 'query', auth: 'required' },
  '/coupons': { method: 'GET', encoding: 'query', auth: 'required' },
  '/coupon/used': { method: 'POST', encoding: 'json', auth: 'required' },
  '/coupon/use': { method: 'POST', encoding: 'json', auth: 'required' },
  '/repay/repay-order/detail': { method: 'GET', encoding: 'query', auth: 'required' },
  '/repay/getStpClabe': { method: 'GET', encoding: 'query', auth: 'required' },
  '/repay/getOXXOReference': { method: 'GET', encoding: 'query', auth: 'required' },
  '/repay/monnify_reserved_account': { method: 'GET', encoding: 'query', auth: 'required' },
  '/repay/dedicated_account/create': { method: 'GET', encoding: 'query', auth: 'required' },
  '/repay/flutterwave_reserved_account': { method: 'GET', encoding: 'query', auth: 'required' },
  '/repay/paystack/authorization': { method: 'GET', encoding: 'query', auth: 'required' },
  '/repay/flutterwave/repay-link': { method: 'GET', encoding: 'query', auth: 'required' },
  '/repay/flutterwave/verify-opt': { method: 'GET', encoding: 'query', auth: 'required' },
  '/repay/getExtensionData': { method: 'GET', encoding: 'query', auth: 'required' },
  '/repay/confirmExtensionOrder': { method: 'GET', encoding: 'query', auth: 'required' },
  '/repay/updateExtensionOrderStatus': { method: 'GET', encoding: 'query', auth: 'required' },
  '/repay/upload/user/voucher': { method: 'POST', encoding: 'multipart', auth: 'required' },
  '/repay/save/user/voucher': { method: 'POST', encoding: 'json', auth: 'required' },
  '/repay/get/voucher/list': { method: 'POST', encoding: 'json', auth: 'required' },
  '/portal/repayment/detail': { method: 'GET', encoding: 'query', auth: 'required' },
  '/portal/repayment/confirm': { method: 'POST', encoding: 'json', auth: 'required' },
  '/loanMarket/repay-color': { method: 'GET', encoding: 'query', auth: 'none' },
  '/loanMarket/repay/products': { method: 'GET', encoding: 'query', auth: 'optional' },
} as const satisfies Record<string, CallMeta>;

export type CallPath = keyof typeof calls;

export function isCallPath(path: string): path is CallPath {
  return Object.prototype.hasOwnProperty.call(calls, path);
}
