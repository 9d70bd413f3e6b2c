/**
 * The loan order status numbers — the one table the server, the web app and the
 * jobs read. Numbers and names are the SPEC's verbatim (13, 15 and 16 are unused there).
 */

/** Screen names of the route guard and status table, verbatim (including the spelling "Infomation"). */
export const SCREENS = [
  'personalInfomation',
  'additionalInfomation',
  'idCardAuthentication',
  'addBankCard',
  'confirmBorrow',
  'repayDetail',
  'reviewTips',
  'lending',
  'loanQuestion',
  'FinishLoading',
] as const;
export type ScreenName = (typeof SCREENS)[number];

/** Order status keys (records list, statement). */
export type OrderStatusKey =
  | 'assessing'
  | 'repaying'
  | 'overdue'
  | 'finished'
  | 'addingCard'
  | 'incomplete'
  | 'disbursing'
  | 'cancelled'
  | 'rejected'
  | 'failed';

/** Home status keys: what the home banner and its button show. */
export type HomeStatusKey =
  'canLoan' | 'lending' | 'assessing' | 'rejected' | 'success' | 'failed' | 'repaying' | 'overdue';

export const LOAN_STATUS_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 17, 18, 19] as const;
export type LoanStatus = (typeof LOAN_STATUS_NUMBERS)[number];

export type LoanStatusName =
  | 'Applying'
  | 'Repaying'
  | 'Overdued'
  | 'Finish'
  | 'BindCard'
  | 'BasicInfo'
  | 'Lending'
  | 'Cancel'
  | 'Reject'
  | 'PayFail'
  | 'Addition'
  | 'IdentityOCR'
  | 'Confirm'
  | 'Question'
  | 'getMoney'
  | 'finishLoading';

export interface LoanStatusInfo {
  status: LoanStatus;
  name: LoanStatusName;
  /** The screen this status opens; null for "nothing". */
  screen: ScreenName | null;
  orderKey: OrderStatusKey;
  homeKey: HomeStatusKey;
  /** No transition leaves it. */
  terminal: boolean;
  /** The borrower may cancel from here (cancellation form / agreement list, decision 0027). */
  borrowerMayCancel: boolean;
}

type Row = [
  LoanStatus,
  LoanStatusName,
  ScreenName | null,
  OrderStatusKey,
  HomeStatusKey,
  terminal: boolean,
  borrowerMayCancel: boolean,
];

// Why the keys and flags are what they are:
// - Onboarding steps (6, 12, 11, 5, 17) are "incomplete" orders (5 has its own "addingCard");
//   home shows Apply (canLoan), which resumes at the missing step. Nothing has been submitted,
//   so the borrower may walk away.
// - 19 and 1 are submitted: SPEC says no cancelling after submission.
// - 14 Confirm is an approved offer the borrower has not taken yet: home shows "Get money"
//   (success), the order is incomplete until confirmed, and cancelling is allowed.
// - 18 getMoney is a signed loan whose payout the operator has paused (decision 0059): the
//   money is the next thing to happen, so it is "disbursing" with home's Detail (lending); no
//   money has left, so the borrower may still cancel.
// - 19 finishLoading is submitted (no cancelling) and waits for the native shell's device data
//   (decision 0059): records and home show it among the applications being assessed.
// - 7 Lending has money in flight to the bank: cancelling could pay out a cancelled loan.
// - 10 PayFail: the payout bounced, nothing is owed; the borrower edits the account (home
//   "failed" → Edit) or gives up. Its screen is repay detail, as the SPEC's table says.
// - 4, 8, 9 are terminal; after 4 and 8 the borrower can apply again, after 9 home shows
//   "rejected" (the 30-day retry rule lives in scoring).
const ROWS: Row[] = [
  [1, 'Applying', 'reviewTips', 'assessing', 'assessing', false, false],
  [2, 'Repaying', 'repayDetail', 'repaying', 'repaying', false, false],
  [3, 'Overdued', 'repayDetail', 'overdue', 'overdue', false, false],
  [4, 'Finish', null, 'finished', 'canLoan', true, false],
  [5, 'BindCard', 'addBankCard', 'addingCard', 'canLoan', false, true],
  [6, 'BasicInfo', 'personalInfomation', 'incomplete', 'canLoan', false, true],
  [7, 'Lending', 'lending', 'disbursing', 'lending', false, false],
  [8, 'Cancel', null, 'cancelled', 'canLoan', true, false],
  [9, 'Reject', null, 'rejected', 'rejected', true, false],
  [10, 'PayFail', 'repayDetail', 'failed', 'failed', false, true],
  [11, 'Addition', 'additionalInfomation', 'incomplete', 'canLoan', false, true],
  [12, 'IdentityOCR', 'idCardAuthentication', 'incomplete', 'canLoan', false, true],
  [14, 'Confirm', 'confirmBorrow', 'incomplete', 'success', false, true],
  [17, 'Question', 'loanQuestion', 'incomplete', 'canLoan', false, true],
  [18, 'getMoney', 'confirmBorrow', 'disbursing', 'lending', false, true],
  [19, 'finishLoading', 'FinishLoading', 'assessing', 'assessing', false, false],
];

export const LOAN_STATUSES: Readonly<Record<LoanStatus, Readonly<LoanStatusInfo>>> = Object.freeze(
  Object.fromEntries(
    ROWS.map(([status, name, screen, orderKey, homeKey, terminal, borrowerMayCancel]) => [
      status,
      Object.freeze({ status, name, screen, orderKey, homeKey, terminal, borrowerMayCancel }),
    ]),
  ) as Record<LoanStatus, LoanStatusInfo>,
);

export function isLoanStatus(value: unknown): value is LoanStatus {
  return typeof value === 'number' && (LOAN_STATUS_NUMBERS as readonly number[]).includes(value);
}

export function loanStatusInfo(status: LoanStatus): Readonly<LoanStatusInfo> {
  const info = LOAN_STATUSES[status];
  if (!info) throw new RangeError(`unknown loan status ${String(status)}`);
  return info;
}

export function statusByName(name: LoanStatusName): LoanStatus {
  const row = ROWS.find((r) => r[1] === name);
  if (!row) throw new RangeError(`unknown loan status name ${name}`);
  return row[0];
}
