import type { LoanStatus } from './statuses';

/**
 * The Records tip for each status: incomplete orders say which step Continue
 * resumes at (bank card, personal info, identity photos, questionnaire, confirmation); the
 * rest say what happened or what to do (pay now, check the bank account). Keys of the web's
 * texts; one per status so the list screen never branches on numbers.
 */
export const RECORD_TIP_KEYS = [
  'continuePersonalInfo',
  'continueIdentity',
  'continueAdditionalInfo',
  'continueBankCard',
  'continueQuestionnaire',
  'continueConfirmation',
  'continueDeviceData',
  'assessing',
  'payoutHeld',
  'disbursing',
  'repaying',
  'overdue',
  'paidOff',
  'cancelled',
  'rejected',
  'paymentFailed',
] as const;
export type RecordTipKey = (typeof RECORD_TIP_KEYS)[number];

export const RECORD_TIPS: Readonly<Record<LoanStatus, RecordTipKey>> = Object.freeze({
  6: 'continuePersonalInfo',
  12: 'continueIdentity',
  11: 'continueAdditionalInfo',
  5: 'continueBankCard',
  17: 'continueQuestionnaire',
  // Approved offers wait for the borrower: Continue opens the confirmation.
  14: 'continueConfirmation',
  // Decision 0059: 18 is a signed loan whose payout is held; 19 a submitted application whose
  // device data is still missing — Continue opens finish loading, which says what is missing.
  18: 'payoutHeld',
  19: 'continueDeviceData',
  1: 'assessing',
  7: 'disbursing',
  2: 'repaying',
  3: 'overdue',
  4: 'paidOff',
  8: 'cancelled',
  9: 'rejected',
  // SPEC: "payment failed (re-apply and check the bank account)".
  10: 'paymentFailed',
});

export function recordTipFor(status: LoanStatus): RecordTipKey {
  return RECORD_TIPS[status];
}
