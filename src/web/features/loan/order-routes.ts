import type { RecordTipKey } from '../../../domain/loan-status/record-tips';
import { SCREEN_ROUTES } from '../../../domain/loan-status/routes';

/** Screens of the loan pages, in one place (SCREEN_ROUTES paths). */
export const LOAN_ROUTES = {
  toBorrow: (orderNo: string) => `/borrow/to_borrow?orderNo=${encodeURIComponent(orderNo)}`,
  confirmBorrow: (orderNo: string, amount: number, days: number) =>
    `/borrow/confirm_borrow?${new URLSearchParams({ orderNo, amount: String(amount), days: String(days) })}`,
  agreement: (orderNo: string, amount: number, days: number) =>
    `/borrow/agreement?${new URLSearchParams({ orderNo, amount: String(amount), days: String(days) })}`,
  signedAgreement: (orderNo: string) => `/borrow/agreement?${new URLSearchParams({ orderNo, signed: '1' })}`,
  lending: (orderNo: string) => `/borrow/lending?orderNo=${encodeURIComponent(orderNo)}`,
  statement: (orderNo: string) => `/records/statement?orderNo=${encodeURIComponent(orderNo)}`,
  editBankAccount: (orderNo: string) => `/bank_account/add_bankcard?orderNo=${encodeURIComponent(orderNo)}`,
  cancel: (orderNo: string) => `/cancellation_form?orderNo=${encodeURIComponent(orderNo)}`,
  /** LOAN_STATUSES: statuses 2 and 3 open the repay detail, where the borrower pays. */
  repayDetail: (orderNo: string) => `${SCREEN_ROUTES.repayDetail}?orderNo=${encodeURIComponent(orderNo)}`,
} as const;

export interface RowAction {
  /** Loan-namespace label key. */
  label: string;
  to: (order: { orderNo: string; route: string | null }) => string;
  primary: boolean;
}

const resume = (order: { orderNo: string; route: string | null }) =>
  order.route ?? LOAN_ROUTES.statement(order.orderNo);

/**
 * The button a Records row offers with its Records tip (src/domain/loan-status/record-tips.ts): Continue where
 * something is
 * missing (an approved offer continues at choosing the amount), Pay now when overdue, the
 * bank account after a failed payment, the payout's progress while disbursing, the repay
 * detail while a loan is being repaid. Tips without a
 * row here offer the statement only (tapping the row).
 */
export const ROW_ACTIONS: Partial<Record<RecordTipKey, RowAction>> = {
  continuePersonalInfo: { label: 'records.action.continue', to: resume, primary: true },
  continueIdentity: { label: 'records.action.continue', to: resume, primary: true },
  continueAdditionalInfo: { label: 'records.action.continue', to: resume, primary: true },
  continueBankCard: { label: 'records.action.continue', to: resume, primary: true },
  continueQuestionnaire: { label: 'records.action.continue', to: resume, primary: true },
  continueConfirmation: { label: 'records.action.continue', to: (o) => LOAN_ROUTES.toBorrow(o.orderNo), primary: true },
  // Decision 0059: 19 resumes at finish loading (what is missing), 18 is followed on the lending screen.
  continueDeviceData: { label: 'records.action.continue', to: resume, primary: true },
  payoutHeld: { label: 'records.action.track', to: (o) => LOAN_ROUTES.lending(o.orderNo), primary: false },
  disbursing: { label: 'records.action.track', to: (o) => LOAN_ROUTES.lending(o.orderNo), primary: false },
  paymentFailed: { label: 'records.action.checkBank', to: (o) => LOAN_ROUTES.lending(o.orderNo), primary: true },
  overdue: { label: 'records.action.payNow', to: (o) => LOAN_ROUTES.repayDetail(o.orderNo), primary: true },
  repaying: { label: 'records.action.repay', to: (o) => LOAN_ROUTES.repayDetail(o.orderNo), primary: false },
};
