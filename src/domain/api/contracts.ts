import type { z } from 'zod';
import { calls, type CallMeta, type CallPath } from './calls';
import { empty } from './common';
import * as loan from './loan';
import * as device from './device';
import * as order from './order';
import * as promo from './promo';
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
    summary: "The caller's loan orders, newest first",
    request: order.orderListRequest,
    response: order.orderListResponse,
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
} satisfies { [P in CallPath]: ContractSchemas };

export type Contracts = typeof schemas;
export type Contract<P extends CallPath> = Contracts[P] & CallMeta & { path: P };
export type CallInput<P extends CallPath> = z.input<Contracts[P]['request']>;
export type CallOutput<P extends CallPath> = z.output<Contracts[P]['response']>;

export function contract<P extends CallPath>(path: P): Contract<P> {
  return { ...schemas[path], ...calls[path], path } as Contract<P>;
}

export const callPaths = Object.keys(calls) as CallPath[];
