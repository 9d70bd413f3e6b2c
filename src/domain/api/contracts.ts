import type { z } from 'zod';
import { calls, type CallMeta, type CallPath } from './calls';
import { empty } from './common';
import * as complaints from './complaints';
import * as loan from './loan';
import * as loanMoney from './loan-money';
import * as loanOrders from './loan-orders';
import * as consents from './consents';
import * as decisionReview from './decision-review';
import * as bureauConsent from './bureau-consent';
import * as bureauReports from './bureau-reports';
import * as device from './device';
import * as order from './order';
import * as privacy from './privacy';
import * as promo from './promo';
import * as repay from './repay';
import * as security from './security';
import * as user from './user';

export interface ContractSchemas {
  summary: string;
  request: z.ZodType;
  response: z.ZodType;
}

/** Request and response schemas of every implemented call; the server and the client are typed from here. */
export const schemas = {
  '/security/login': {
    summary: 'Log in with mobile number and verification code; ends sessions on other devices',
    request: security.loginRequest,
    response: security.session,
  },
  '/security/register': {
    summary: 'Register a mobile number with its verification code and start a session',
    request: security.registerRequest,
    response: security.session,
  },
  '/security/getVerifyCode': {
    summary: 'Send a 6-digit verification code by SMS',
    request: security.getVerifyCodeRequest,
    response: security.getVerifyCodeResponse,
  },
  '/security/getVerifyCodeDelivery': {
    summary: "Whether the verification code of a deliveryId reached the phone (the vendor's delivery report)",
    request: security.codeDeliveryRequest,
    response: security.codeDeliveryResponse,
  },
  '/security/existsByMobile': {
    summary: 'Whether a mobile number is registered',
    request: security.existsByMobileRequest,
    response: security.existsByMobileResponse,
  },
  '/security/getUserInfo': {
    summary: 'The logged-in user',
    request: empty,
    response: security.userInfoResponse,
  },
  '/security/isRequiredVerificationCode': {
    summary: 'Whether logging in with this number needs a verification code',
    request: security.isRequiredVerificationCodeRequest,
    response: security.isRequiredVerificationCodeResponse,
  },
  '/security/logout': {
    summary: 'End the current session',
    request: security.logoutRequest,
    response: security.logoutResponse,
  },
  '/loan/loan-product/index': {
    summary: "Home: the app's advertised product and the borrower's status key",
    request: loan.productIndexRequest,
    response: loan.productIndexResponse,
  },
  '/loan/loan-order/apply-market': {
    summary: 'Start (or resume) a loan order for a product; answers the first missing onboarding step',
    request: order.applyRequest,
    response: order.applyResponse,
  },
  '/loan/loan-order/list': {
    summary:
      "The caller's loan orders made in the calling app, newest first, with every figure, date and the Records tip",
    request: loanOrders.orderListRequest,
    response: loanOrders.orderListResponse,
  },
  '/loan/loan-order/list-market': {
    summary: "The caller's loan orders made in any app of the calling app's market, newest first",
    request: loanOrders.orderListRequest,
    response: loanOrders.orderListResponse,
  },
  '/loan/loan-order/latest': {
    summary: "The caller's most recent order with every figure, or null",
    request: loanOrders.latestOrderRequest,
    response: loanOrders.latestOrderResponse,
  },
  '/loan/product/step-amount': {
    summary: 'The amounts a product offers this borrower: the grid from the minimum up to min(maximum, credit limit)',
    request: loanOrders.stepAmountRequest,
    response: loanOrders.stepAmountResponse,
  },
  '/loan/confirm/product-info': {
    summary:
      "An approved order's tenures, the amounts the borrower may choose and the full quote for one amount and tenure",
    request: loanOrders.productInfoRequest,
    response: loanOrders.productInfoResponse,
  },
  '/loan/get-credit-info': {
    summary: "The caller's credit limit, what is used, what is available and how high it can be raised",
    request: loanOrders.creditInfoRequest,
    response: loanOrders.creditInfoResponse,
  },
  '/app/isRejectRecommendation': {
    summary: "After a rejection: whether to recommend other apps' offers of the market",
    request: loanOrders.rejectRecommendationRequest,
    response: loanOrders.rejectRecommendationResponse,
  },
  '/loanMarket/lending-record': {
    summary: 'Recent disbursements in the market, anonymised: masked mobile (last 3 digits), amount, time',
    request: loanOrders.lendingRecordRequest,
    response: loanOrders.lendingRecordResponse,
  },
  '/loan/loanAgreement': {
    summary:
      "The loan agreement (current version, HTML) for one of the caller's approved orders with the chosen amount and term",
    request: loanMoney.loanAgreementRequest,
    response: loanMoney.agreementDocument,
  },
  '/loan/loan-order/loanAgreement': {
    summary:
      'The agreement at its /loan/loan-order/ path (as /loan/loanAgreement): current version, HTML, for an approved order with the chosen amount and term',
    request: loanMoney.loanAgreementRequest,
    response: loanMoney.agreementDocument,
  },
  '/loan/get-money/contract': {
    summary: 'The agreement the caller accepted for an order: the stored HTML, its version and time',
    request: loanMoney.contractRequest,
    response: loanMoney.acceptedAgreement,
  },
  '/loan/agreement/list': {
    summary: 'Every agreement the caller accepted, newest first',
    request: loanMoney.agreementListRequest,
    response: loanMoney.agreementListResponse,
  },
  '/loan/validateVerifyCode': {
    summary: "Check (without using it up) the 'loan' verification code sent to the caller's number",
    request: loanMoney.validateVerifyCodeRequest,
    response: loanMoney.validateVerifyCodeResponse,
  },
  '/loan/get-money': {
    summary:
      'Confirm an approved order (agreement ticked, verification code) and start the payout; on PayFail, retry it',
    request: loanMoney.getMoneyRequest,
    response: loanMoney.getMoneyResponse,
  },
  '/loan/get-money-plus': {
    summary: "get-money that also reserves one of the caller's coupons for the repayment, in the same step",
    request: loanMoney.getMoneyPlusRequest,
    response: loanMoney.getMoneyResponse,
  },
  '/loan/get-money-time': {
    summary: 'When the money should arrive (10–60 minutes) and where the payout stands',
    request: loanMoney.getMoneyTimeRequest,
    response: loanMoney.getMoneyTimeResponse,
  },
  '/loan/has-cancel-loan': {
    summary: "Whether the caller's order (or open order) may be cancelled now",
    request: loanMoney.hasCancelLoanRequest,
    response: loanMoney.hasCancelLoanResponse,
  },
  '/loan/cancel-loan': {
    summary: "Cancel an order before any money is sent, with the cancellation form's reason",
    request: loanMoney.cancelRequest,
    response: loanMoney.cancelResponse,
  },
  '/loan/cancel-draw-money': {
    summary: 'Cancel a pending disbursement: only while the payout is unsent or the provider has not processed it',
    request: loanMoney.cancelRequest,
    response: loanMoney.cancelResponse,
  },
  '/loan/loan-order/apply-market-again': {
    summary: 'Borrow again after a repaid loan: a new order at the reloan interest',
    request: loanMoney.applyAgainRequest,
    response: loanMoney.applyAgainResponse,
  },
  '/user/saveBasicInfo': {
    summary: 'Save personal info (basic + residence); same as saveBasicInfo-market',
    request: user.personalInfoRequest,
    response: user.nextStep,
  },
  '/user/saveBasicInfo-market': {
    summary: "Save personal info (basic + residence) with the market's identity fields",
    request: user.personalInfoRequest,
    response: user.nextStep,
  },
  '/user/saveAdditionInfo-market': {
    summary: 'Save work info and the two emergency contacts',
    request: user.additionInfoRequest,
    response: user.nextStep,
  },
  '/user/addBankCard': {
    summary: 'Add the bank account (or card) money is paid to',
    request: user.bankCardRequest,
    response: user.addBankCardResponse,
  },
  '/user/update-bankCard': {
    summary: "Edit one of the caller's bank accounts",
    request: user.updateBankCardRequest,
    response: user.updateBankCardResponse,
  },
  '/user/getBankBranch': {
    summary: "A bank's branches",
    request: user.bankBranchRequest,
    response: user.bankBranchResponse,
  },
  '/user/verifyBankCard': {
    summary: "Resolve the account holder's name through the payments provider",
    request: user.verifyBankCardRequest,
    response: user.verifyBankCardResponse,
  },
  '/user/upload/curp/back': {
    summary: 'Upload the back of the ID (multipart field "file")',
    request: user.imageUploadRequest,
    response: user.imageUploadResponse,
  },
  '/user/upload/curp/front': {
    summary: 'Upload the front of the ID (multipart field "file")',
    request: user.imageUploadRequest,
    response: user.imageUploadResponse,
  },
  '/user/saveFaceImage': {
    summary: 'Upload the face photo for the liveness check (multipart field "file")',
    request: user.imageUploadRequest,
    response: user.imageUploadResponse,
  },
  '/user/finishUploadAllImg': {
    summary: 'Finish the identity step once the ID back, front and face are in',
    request: user.orderOnlyRequest,
    response: user.nextStep,
  },
  '/user/curp/ocr': {
    summary: 'Read the national ID number from the uploaded ID front',
    request: user.orderOnlyRequest,
    response: user.ocrResponse,
  },
  '/user/save/questionnaire': {
    summary: 'Save the 11 answers of the credit questionnaire',
    request: user.questionnaireRequest,
    response: user.nextStep,
  },
  '/user/submit': {
    summary: 'Submit a complete application: the order moves to 1 Applying',
    request: user.submitRequest,
    response: user.nextStep,
  },
  '/user/device/packageList': {
    summary: 'Package names of lending apps the native shell looks for when collecting the app list',
    request: empty,
    response: user.packageListResponse,
  },
  '/user/consent': {
    summary: 'Record a consent (the device-permission agreement) with its version and time',
    request: user.consentRequest,
    response: user.consentResponse,
  },
  '/user/data-export': {
    summary:
      'Everything held about the caller (profile, masked identity and bank fields, loans with every ledger movement, decisions with reasons, messages, consents) as one JSON document; limited per day',
    request: privacy.dataExportRequest,
    response: privacy.dataExportResponse,
  },
  '/user/account/delete': {
    summary:
      "Close the caller's account: refused with the reasons and what to do while a loan, money owed, an application or held credit is open; otherwise sessions end and personal data is erased, keeping only what the law requires until retainUntil",
    request: privacy.accountDeleteRequest,
    response: privacy.accountDeleteResponse,
  },
  '/user/complaints': {
    summary:
      'File a complaint (category, text, optional photo): answers the case with its number and the deadline to answer it at once',
    request: complaints.createComplaintRequest,
    response: complaints.complaint,
  },
  '/user/complaints/list': {
    summary: "The caller's complaints, newest first, each with its status, deadline and answers, and where to escalate",
    request: complaints.complaintListRequest,
    response: complaints.complaintListResponse,
  },
  '/user/complaints/photo': {
    summary: 'Upload the optional photo of a complaint (re-encoded, no metadata); answers its id',
    request: complaints.uploadComplaintPhotoRequest,
    response: complaints.uploadComplaintPhotoResponse,
  },
  '/user/consents': {
    summary: 'The consents the caller gave (terms version, device permissions) with when each was given and withdrawn',
    request: empty,
    response: consents.consentsResponse,
  },
  '/user/consents/withdraw': {
    summary:
      'Withdraw a consent the law lets the borrower withdraw (device permissions: no device data is collected from then on)',
    request: consents.withdrawConsentRequest,
    response: consents.withdrawConsentResponse,
  },
  '/user/bureau/authorisation': {
    summary:
      'What the caller is asked to authorise before a credit bureau is consulted for this order (text, version, how to sign), and whether they have',
    request: bureauConsent.bureauAuthorisationRequest,
    response: bureauConsent.bureauAuthorisationResponse,
  },
  '/user/bureau/authorisation/code': {
    summary: "Send the code that signs the credit-bureau authorisation (Mexico's NIP) to the caller's own number",
    request: bureauConsent.bureauCodeRequest,
    response: bureauConsent.bureauCodeResponse,
  },
  '/user/bureau/authorise': {
    summary:
      'Authorise the credit-bureau consultation for this order: with the SMS code in Mexico, an explicit yes in Nigeria; kept with the text version and time',
    request: bureauConsent.bureauAuthoriseRequest,
    response: bureauConsent.bureauAuthoriseResponse,
  },
  '/repay/bureau-reports': {
    summary:
      "What was reported to the credit bureau about one of the caller's loans: a line per month (status, days past due, balance), corrections marked",
    request: bureauReports.bureauReportsRequest,
    response: bureauReports.bureauReportsResponse,
  },
  '/loan/decision/review': {
    summary: "Ask for a person to review the refusal of one of the caller's orders (once per decision, optional note)",
    request: decisionReview.decisionReviewRequest,
    response: decisionReview.decisionReviewResponse,
  },
  '/time/upload/enable': {
    summary: 'Whether device data is collected for this order',
    request: device.uploadEnableRequest,
    response: device.uploadEnableResponse,
  },
  '/time/upload/uploadStatus': {
    summary: 'Which of the six device-data groups are in for this order',
    request: device.uploadStatusRequest,
    response: device.uploadStatusResponse,
  },
  '/time/upload/report': {
    summary: 'The native shell reports one collected device-data group',
    request: device.uploadReportRequest,
    response: device.uploadReportResponse,
  },
  '/loan/product/list': {
    summary: "The calling app's active products with their full terms",
    request: promo.productListRequest,
    response: promo.productListResponse,
  },
  '/loan/product/list-market': {
    summary: "The active products of every app of the calling app's market",
    request: promo.productListRequest,
    response: promo.productListResponse,
  },
  '/loanMarket/index': {
    summary: "Hot loans: the operator's offers for the calling app's market",
    request: promo.marketIndexRequest,
    response: promo.marketIndexResponse,
  },
  '/loanMarket/customer-service': {
    summary: 'Support e-mail, opening hours, days and time zone',
    request: promo.customerServiceRequest,
    response: promo.customerServiceResponse,
  },
  '/app/paystack/bank-list': {
    summary: "The banks of the calling app's market with their codes",
    request: promo.bankListRequest,
    response: promo.bankListResponse,
  },
  '/app-download/getAddress': {
    summary: "The app's store addresses (Google Play, App Store)",
    request: promo.downloadAddressRequest,
    response: promo.downloadAddressResponse,
  },
  '/lottery-draw/is-show': {
    summary: 'Whether the caller can draw now, how many draws are left and the prizes',
    request: promo.isShowRequest,
    response: promo.isShowResponse,
  },
  '/lottery-draw/create': {
    summary: "Draw once, consuming the caller's oldest unused draw right",
    request: promo.drawCreateRequest,
    response: promo.drawCreateResponse,
  },
  '/coupon/quantity': {
    summary: "Counts of the caller's coupons by status",
    request: promo.couponQuantityRequest,
    response: promo.couponQuantityResponse,
  },
  '/coupons': {
    summary: "The caller's coupons, optionally of one status",
    request: promo.couponsRequest,
    response: promo.couponsResponse,
  },
  '/coupon/used': {
    summary: "The caller's reserved and used coupons",
    request: promo.couponUsedRequest,
    response: promo.couponUsedResponse,
  },
  '/coupon/use': {
    summary: "Reserve one of the caller's coupons for one of the caller's orders (one coupon per order)",
    request: promo.couponUseRequest,
    response: promo.couponUseResponse,
  },
  '/repay/repay-order/detail': {
    summary:
      'What the caller owes on a loan: due date, overdue days, penalty, repaid, what remains, coupon, methods, rollover',
    request: repay.repayDetailRequest,
    response: repay.repayDetailResponse,
  },
  '/repay/getStpClabe': {
    summary: 'Mexico: the CLABE assigned to the caller for SPEI transfers to their loan',
    request: repay.accountInstrumentRequest,
    response: repay.paymentInstrument,
  },
  '/repay/getOXXOReference': {
    summary: 'Mexico: a cash reference and barcode for OXXO for one amount; it expires',
    request: repay.amountInstrumentRequest,
    response: repay.paymentInstrument,
  },
  '/repay/monnify_reserved_account': {
    summary: "Nigeria: a Monnify reserved bank account for the caller's loan",
    request: repay.accountInstrumentRequest,
    response: repay.paymentInstrument,
  },
  '/repay/dedicated_account/create': {
    summary: "Nigeria: a Paystack dedicated bank account for the caller's loan",
    request: repay.accountInstrumentRequest,
    response: repay.paymentInstrument,
  },
  '/repay/flutterwave_reserved_account': {
    summary: "Nigeria: a Flutterwave virtual account for the caller's loan",
    request: repay.accountInstrumentRequest,
    response: repay.paymentInstrument,
  },
  '/repay/paystack/authorization': {
    summary: "Nigeria: a Paystack card checkout for one amount (authorising a card earns decision 0009's coupon)",
    request: repay.amountInstrumentRequest,
    response: repay.paymentInstrument,
  },
  '/repay/flutterwave/repay-link': {
    summary: 'Nigeria: a Flutterwave payment link for one amount',
    request: repay.amountInstrumentRequest,
    response: repay.paymentInstrument,
  },
  '/repay/flutterwave/verify-opt': {
    summary: 'Nigeria: the one-time code of a Flutterwave link payment',
    request: repay.flutterwaveOtpRequest,
    response: repay.portalPayment,
  },
  '/repay/getExtensionData': {
    summary: 'Rollover: its fee and the new due date (due date + 7 days)',
    request: repay.extensionDataRequest,
    response: repay.extensionDataResponse,
  },
  '/repay/confirmExtensionOrder': {
    summary: 'Rollover: create the fee payment; the due date moves only when it arrives',
    request: repay.confirmExtensionRequest,
    response: repay.extensionOrder,
  },
  '/repay/updateExtensionOrderStatus': {
    summary: 'Rollover: where the fee payment stands (checks with the provider); paid moves the due date',
    request: repay.updateExtensionStatusRequest,
    response: repay.extensionOrder,
  },
  '/repay/upload/user/voucher': {
    summary: 'Upload the image of a repayment proof (paid outside the app)',
    request: repay.uploadVoucherRequest,
    response: repay.uploadVoucherResponse,
  },
  '/repay/save/user/voucher': {
    summary: 'Submit a repayment proof for an operator to confirm (answer within 48 hours)',
    request: repay.saveVoucherRequest,
    response: repay.voucher,
  },
  '/repay/get/voucher/list': {
    summary: "The caller's repayment proofs and their outcome",
    request: repay.voucherListRequest,
    response: repay.voucherListResponse,
  },
  '/portal/repayment/detail': {
    summary: "Where one of the caller's payment instruments stands",
    request: repay.portalDetailRequest,
    response: repay.portalPayment,
  },
  '/portal/repayment/confirm': {
    summary: 'The caller says they paid: check with the provider now',
    request: repay.portalConfirmRequest,
    response: repay.portalPayment,
  },
  '/loanMarket/repay-color': {
    summary: 'Colours of the repay banner and button per state',
    request: repay.repayColorRequest,
    response: repay.repayColorResponse,
  },
  '/loanMarket/repay/products': {
    summary: 'Products offered after repaying, with the reloan price',
    request: repay.repayProductsRequest,
    response: repay.repayProductsResponse,
  },
} satisfies { [P in CallPath]: ContractSchemas };

export type Contracts = typeof schemas;
export type Contract<P extends CallPath> = Contracts[P] & CallMeta & { path: P };
export type CallInput<P extends CallPath> = z.input<Contracts[P]['request']>;
export type CallOutput<P extends CallPath> = z.output<Contracts[P]['response']>;

export function contract<P extends CallPath>(path: P): Contract<P> {
  return { ...schemas[path], ...calls[path], path } as Contract<P>;
}

export const callPaths = Object.keys(calls) as CallPath[];
