import { LOAN_STATUSES, type LoanStatus, type ScreenName } from './statuses';

/** Hash-route path of each status screen (route groups of src/web/app/screens.ts; spellings verbatim). */
export const SCREEN_ROUTES: Readonly<Record<ScreenName, string>> = Object.freeze({
  personalInfomation: '/auth/personal_infomation',
  idCardAuthentication: '/auth/id_card_authentication',
  additionalInfomation: '/auth/additionalInfomation',
  addBankCard: '/bank_account/add_bankcard',
  loanQuestion: '/auth/loan_question',
  reviewTips: '/auth/review_tips',
  confirmBorrow: '/borrow/confirm_borrow',
  lending: '/borrow/lending',
  repayDetail: '/repay/repay_detail',
  FinishLoading: '/finish_loading',
});

// An approved order (14) first shows review tips in its "approved" state, which then leads to
// confirm borrow: that is what the status screen "reviewTips (with query pageName=confirmBorrow)" is.
// The status table (LOAN_STATUSES) keeps confirm borrow as where the status leads.
// A signed loan held at 18 (decision 0059) has nothing left to confirm: it opens the lending
// screen, whose first step — "Agreement signed" — is where the confirmation ended, and whose
// second says why the money has not left yet.
const ENTRY_OVERRIDES: Partial<Record<LoanStatus, { screen: ScreenName; query: Record<string, string> }>> = {
  14: { screen: 'reviewTips', query: { pageName: 'confirmBorrow' } },
  18: { screen: 'lending', query: {} },
};

/** The screen LOAN_STATUSES says a status opens, or null when it opens nothing. */
export function screenForStatus(status: LoanStatus): ScreenName | null {
  return LOAN_STATUSES[status]?.screen ?? null;
}

/**
 * The hash route to open for an order, e.g. '/auth/review_tips?orderNo=N123&pageName=confirmBorrow'
 * (without the '#'), or null for statuses that open nothing.
 */
export function routeForStatus(status: LoanStatus, orderNo: string): string | null {
  const override = ENTRY_OVERRIDES[status];
  const screen = override?.screen ?? screenForStatus(status);
  if (!screen) return null;
  const params = new URLSearchParams({ orderNo, ...override?.query });
  return `${SCREEN_ROUTES[screen]}?${params.toString()}`;
}
