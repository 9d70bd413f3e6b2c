import { MARKET_PROFILES, type CurrencyCode, type Market } from '../../../domain/markets/market';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import type { AppRow } from '../../http/apps-registry';
import { findOpenOrder, requireOwnOrder, type OrderRow } from '../../db/orders-repo';
import { borrower } from '../profile';
import { REPAYABLE_STATUSES } from './credit-loan';

/** The order columns a repay answer reads; the detail selects only these (detail-read.ts). */
export type RepayOrderFields = Pick<
  OrderRow,
  | 'id'
  | 'userId'
  | 'orderNo'
  | 'status'
  | 'amount'
  | 'received'
  | 'repayment'
  | 'interestTax'
  | 'disbursedAt'
  | 'dueDate'
  | 'finishedAt'
  | 'writtenOffAt'
  | 'days'
  | 'dailyInterestPpm'
  | 'interest'
  | 'interestTaxPpm'
  | 'interestBasis'
  | 'minInterestDays'
>;

export interface RepayOrder<O extends RepayOrderFields = OrderRow> {
  order: O;
  market: Market;
  currency: CurrencyCode;
}

/**
 * The caller's order a repay call is about: the one named (scoped by the caller in the query),
 * or the open one. Orders that never lent anything are not found here.
 */
export async function callerLoan(
  deps: Deps,
  app: AppRow,
  userId: number,
  orderNo: string | undefined,
): Promise<RepayOrder> {
  const user = await borrower(deps, userId, app);
  const order = orderNo ? await requireOwnOrder(deps.db, userId, orderNo) : await findOpenOrder(deps.db, userId);
  return repayOrderOf(user.market, order);
}

/** The order found for the caller (null: none open) as a loan, or the answer for one that never lent. */
export function repayOrderOf<O extends RepayOrderFields>(market: Market, order: O | null): RepayOrder<O> {
  if (!order || order.amount === null || order.disbursedAt === null) throw new ApiError('LOAN_NOT_REPAYABLE', 404);
  return { order, market, currency: MARKET_PROFILES[market].currency };
}

/** The same, for calls that take money: only 2 Repaying and 3 Overdued have anything to pay. */
export async function callerRepayableLoan(
  deps: Deps,
  app: AppRow,
  userId: number,
  orderNo: string | undefined,
): Promise<RepayOrder> {
  const loan = await callerLoan(deps, app, userId, orderNo);
  if (!(REPAYABLE_STATUSES as readonly number[]).includes(loan.order.status)) throw new ApiError('LOAN_NOT_REPAYABLE');
  return loan;
}
