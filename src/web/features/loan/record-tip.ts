import { currentLanguage } from '../../i18n/i18n';
import { isLoanStatus, LOAN_STATUSES } from '../../../domain/loan-status/statuses';
import type { Market } from '../../../domain/markets/market';
import { formatDate, formatMoney } from '../../lib/format';
import type { OrderRecord } from '../../queries/latest-order';

/** Finished tab: orders no transition leaves (paid off, cancelled, rejected); everything else is still open. */
export function isFinished(order: Pick<OrderRecord, 'status'>): boolean {
  return isLoanStatus(order.status) && LOAN_STATUSES[order.status].terminal;
}

/**
 * The values a tip may name: what is owed and by when, or when the borrower may apply again.
 * `owed` is what remains now (the repay detail: payments deducted, penalty added); without it
 * the order's total at signing stands in, which is right only until the first payment.
 */
export function tipParams(order: OrderRecord, market: Market | undefined, owed?: number): Record<string, string> {
  const amount = owed ?? order.repayment;
  return {
    amount: amount === null ? '' : formatMoney(amount, order.currency, currentLanguage()),
    date: order.dueDate && market ? formatDate(order.dueDate, currentLanguage(), market) : (order.dueDate ?? ''),
    retryDate: order.retryAt && market ? formatDate(order.retryAt, currentLanguage(), market) : '',
  };
}
