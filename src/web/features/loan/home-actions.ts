import type { HomeBannerKey } from '../../../domain/loan-status/home-banner';
import type { HomeStatusKey } from '../../../domain/loan-status/statuses';

/** What Home's button does for each status key (HomeStatusKey). */
export type HomeAction = 'apply' | 'detail' | 'none' | 'getMoney' | 'edit' | 'pay';

export interface HomeButton {
  action: HomeAction;
  /** Key in the common namespace's actions, or the loan namespace's home texts. */
  label: string;
}

/**
 * Home status keys and buttons: canLoan Apply, lending Detail, assessing (cannot
 * apply), rejected Detail (cannot apply), success Get money, failed Edit, repaying and overdue
 * Pay. One row per key; the screen never branches on status numbers.
 */
export const HOME_BUTTONS: Readonly<Record<HomeStatusKey, HomeButton>> = Object.freeze({
  canLoan: { action: 'apply', label: 'common:actions.apply' },
  lending: { action: 'detail', label: 'common:actions.detail' },
  assessing: { action: 'none', label: 'loan:home.button.assessing' },
  rejected: { action: 'detail', label: 'common:actions.detail' },
  success: { action: 'getMoney', label: 'common:actions.getMoney' },
  failed: { action: 'edit', label: 'common:actions.edit' },
  repaying: { action: 'pay', label: 'common:actions.pay' },
  overdue: { action: 'pay', label: 'common:actions.pay' },
});

/** How loud each Home banner is. */
export const BANNER_TONES: Readonly<Record<HomeBannerKey, 'info' | 'ok' | 'warn' | 'danger'>> = Object.freeze({
  underReview: 'info',
  approvedGetMoney: 'ok',
  expiringSoon: 'warn',
  overdue: 'danger',
  rejectedRetry: 'danger',
  accountUnsupported: 'danger',
  finishDeviceData: 'warn',
  payoutHeld: 'info',
});
