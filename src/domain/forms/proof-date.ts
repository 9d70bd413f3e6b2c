import { parseCivilDate } from '../pricing/civil-date';

export type PaidOnMessage = 'validation.paidOnInvalid' | 'validation.paidOnRange';

/**
 * The day a repayment proof says the borrower paid (yyyy-mm-dd, market calendar): a real date,
 * not before the loan was paid out (nothing could be repaid yet) and not after today. The same
 * rule in the proof form and in `/repay/save/user/voucher`; null when it holds.
 */
export function checkPaidOn(paidOn: string, paidOutOn: string, today: string): PaidOnMessage | null {
  try {
    parseCivilDate(paidOn);
  } catch {
    return 'validation.paidOnInvalid';
  }
  return paidOn < paidOutOn || paidOn > today ? 'validation.paidOnRange' : null;
}
