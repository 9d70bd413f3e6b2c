import { daysBetween } from '../pricing/civil-date';
import type { LoanStatus } from './statuses';

/** Home banner messages, as keys of the web's texts (src/web/i18n/locales/en/loan.ts). */
export const HOME_BANNER_KEYS = [
  'underReview',
  'approvedGetMoney',
  'expiringSoon',
  'overdue',
  'rejectedRetry',
  'accountUnsupported',
  // Added later: the banners of 19 and 18 as decision 0059 reads them.
  'finishDeviceData',
  'payoutHeld',
] as const;
export type HomeBannerKey = (typeof HOME_BANNER_KEYS)[number];

/** "Expiring soon": the due date is today or within this many days. */
export const EXPIRING_SOON_DAYS = 3;

const BY_STATUS: Partial<Record<LoanStatus, HomeBannerKey>> = {
  19: 'finishDeviceData',
  1: 'underReview',
  14: 'approvedGetMoney',
  18: 'payoutHeld',
  3: 'overdue',
  10: 'accountUnsupported',
};

export interface BannerInput {
  /** The borrower's open order's status, or null without one. */
  status: LoanStatus | null;
  /** The open loan's due date (yyyy-mm-dd, market zone), when it has one. */
  dueDate: string | null;
  /** Today in the market's zone (yyyy-mm-dd). */
  today: string;
  /** End of the post-rejection wait when it is still running (ISO), else null. */
  retryAt: string | null;
}

/**
 * Which banner Home shows. An open order decides it; a repaying loan shows one only when its
 * due date is near; without an open order only a running rejection wait shows (with its date).
 */
export function homeBanner(input: BannerInput): HomeBannerKey | null {
  if (input.status === null) return input.retryAt ? 'rejectedRetry' : null;
  if (input.status === 2) {
    if (!input.dueDate) return null;
    const left = daysBetween(input.today, input.dueDate);
    return left >= 0 && left <= EXPIRING_SOON_DAYS ? 'expiringSoon' : null;
  }
  return BY_STATUS[input.status] ?? null;
}
