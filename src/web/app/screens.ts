import type { ComponentType } from 'react';
import { prefetchProductIndex } from '../queries/product-index-query';
import { prefetchOnboarding } from '../queries/user-info-query';

export type Tab = 'home' | 'records' | 'me';

export interface Screen {
  /** The hash route path, verbatim (SCREEN_ROUTES of src/domain/loan-status/routes.ts for status screens). */
  path: string;
  /** SPEC's screen name where it has one; the route guard reads it. */
  name: string;
  load: () => Promise<{ default: ComponentType }>;
  tab?: Tab;
  /** The screen's first call, started together with its chunk when the app opens on it. */
  prefetch?: () => Promise<unknown>;
}

/**
 * The route table. Every screen is its own lazy chunk so the entry stays small; paths and
 * names are SPEC's contract, kept verbatim (personal_infomation included).
 */
export const SCREENS: Screen[] = [
  {
    path: '/',
    name: 'home',
    tab: 'home',
    load: () => import('../features/home/home-screen'),
    prefetch: prefetchProductIndex,
  },
  { path: '/records', name: 'records', tab: 'records', load: () => import('../features/records/records-screen') },
  { path: '/me', name: 'me', tab: 'me', load: () => import('../features/me/me-screen') },
  { path: '/user/login', name: 'login', load: () => import('../features/user/login-screen') },
  { path: '/user/register', name: 'register', load: () => import('../features/user/register-screen') },
  {
    path: '/auth/personal_infomation',
    name: 'personalInfomation',
    load: () => import('../features/auth/personal-info-screen'),
    prefetch: prefetchOnboarding,
  },
  {
    path: '/auth/id_card_authentication',
    name: 'idCardAuthentication',
    load: () => import('../features/auth/id-card-screen'),
    prefetch: prefetchOnboarding,
  },
  {
    path: '/auth/additionalInfomation',
    name: 'additionalInfomation',
    load: () => import('../features/auth/additional-info-screen'),
    prefetch: prefetchOnboarding,
  },
  {
    path: '/auth/loan_question',
    name: 'loanQuestion',
    load: () => import('../features/auth/loan-question-screen'),
    prefetch: prefetchOnboarding,
  },
  /** Our own screen (issue 31, decision 0100): the credit bureau authorisation before submit. */
  {
    path: '/auth/bureau_authorisation',
    name: 'bureauAuthorisation',
    load: () => import('../features/auth/bureau-authorisation-screen'),
    prefetch: prefetchOnboarding,
  },
  { path: '/auth/review_tips', name: 'reviewTips', load: () => import('../features/auth/review-tips-screen') },
  {
    path: '/bank_account/add_bankcard',
    name: 'addBankCard',
    load: () => import('../features/bank_account/add-bankcard-screen'),
    prefetch: prefetchOnboarding,
  },
  { path: '/user_center/settings', name: 'settings', load: () => import('../features/user_center/settings-screen') },
  { path: '/user_center/my_data', name: 'myData', load: () => import('../features/user_center/my-data-screen') },
  { path: '/user_center/language', name: 'language', load: () => import('../features/user_center/language-screen') },
  { path: '/user_center/faq', name: 'faq', load: () => import('../features/user_center/faq-screen') },
  { path: '/user_center/about_us', name: 'aboutUs', load: () => import('../features/user_center/about-us-screen') },
  {
    path: '/user_center/customer_services',
    name: 'customerServices',
    load: () => import('../features/user_center/customer-services-screen'),
  },
  /** Our own screen (issue 28.6, decision 0085): tracked complaints. */
  {
    path: '/user_center/complaints',
    name: 'complaints',
    load: () => import('../features/user_center/complaints-screen'),
  },
  { path: '/user_center/open_app', name: 'openApp', load: () => import('../features/user_center/open-app-screen') },
  { path: '/user_center/coupon', name: 'coupon', load: () => import('../features/user_center/coupon-screen') },
  { path: '/provicy', name: 'provicy', load: () => import('../features/legal/privacy-screen') },
  { path: '/termsCondition', name: 'termsCondition', load: () => import('../features/legal/terms-screen') },
  { path: '/convenios', name: 'convenios', load: () => import('../features/legal/convenios-screen') },
  { path: '/yx1', name: 'yx1', load: () => import('../features/promo/yx1-screen') },
  { path: '/yx2', name: 'yx2', load: () => import('../features/promo/yx2-screen') },
  {
    path: '/yx2ConfirmBorrow',
    name: 'yx2ConfirmBorrow',
    load: () => import('../features/promo/yx2-confirm-borrow-screen'),
  },
  { path: '/yx3', name: 'yx3', load: () => import('../features/promo/yx3-screen') },
  {
    path: '/to_borrow_by_finish',
    name: 'toBorrowByFinish',
    load: () => import('../features/promo/to-borrow-by-finish-screen'),
  },
  { path: '/hot_loans', name: 'hotLoans', load: () => import('../features/promo/hot-loans-screen') },
  { path: '/finish_loading', name: 'FinishLoading', load: () => import('../features/promo/finish-loading-screen') },
  { path: '/borrow/to_borrow', name: 'toBorrow', load: () => import('../features/borrow/to-borrow-screen') },
  {
    path: '/borrow/confirm_borrow',
    name: 'confirmBorrow',
    load: () => import('../features/borrow/confirm-borrow-screen'),
  },
  { path: '/borrow/agreement', name: 'agreement', load: () => import('../features/borrow/agreement-screen') },
  { path: '/borrow/lending', name: 'lending', load: () => import('../features/borrow/lending-screen') },
  { path: '/records/statement', name: 'loanHistory', load: () => import('../features/records/statement-screen') },
  {
    path: '/user_center/agreement_list',
    name: 'agreementList',
    load: () => import('../features/user_center/agreement-list-screen'),
  },
  { path: '/repay/repay_detail', name: 'repayDetail', load: () => import('../features/repay/repay-detail-screen') },
  { path: '/repay/cashier', name: 'cashier', load: () => import('../features/repay/cashier-screen') },
  { path: '/repay/repay_stp', name: 'repayStp', load: () => import('../features/repay/repay-stp-screen') },
  { path: '/repay/repay_oxxo', name: 'repayOxxo', load: () => import('../features/repay/repay-oxxo-screen') },
  {
    path: '/repay/exhibition_period_detail',
    name: 'exhibitionPeriodDetail',
    load: () => import('../features/repay/exhibition-period-detail-screen'),
  },
  {
    path: '/repay/confirm_exhibition',
    name: 'confirmExhibition',
    load: () => import('../features/repay/confirm-exhibition-screen'),
  },
  {
    path: '/repay/manual_repayment',
    name: 'manualRepayment',
    load: () => import('../features/repay/manual-repayment-screen'),
  },
  {
    path: '/cancellation_form',
    name: 'cancellation_form',
    load: () => import('../features/cancellation/cancellation-form-screen'),
  },
];

/** Route groups whose bare path redirects to a child. */
export const GROUP_REDIRECTS: Record<string, string> = {
  '/auth': '/auth/personal_infomation',
  '/bank_account': '/bank_account/add_bankcard',
  '/borrow': '/',
  '/repay': '/',
  '/user_center': '/user_center/settings',
};
