import { and, eq, type SQL } from 'drizzle-orm';
import type { CurrencyCode, Market } from '../../../domain/markets/market';
import { marketToday } from '../../../domain/markets/market-date';
import type { AdjustableLoan, AdjustmentRules } from '../../../domain/repayment/adjustments';
import type { OrderRow } from '../../db/orders-repo';
import { loanOrders } from '../../db/schema';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../ledger/post';
import { adjustmentRules } from '../../settings/adjustment-settings';
import { loanBalances, marketCurrency, marketOfApp } from '../repay';

export interface LoanToAdjust {
  order: OrderRow;
  market: Market;
  currency: CurrencyCode;
  loan: AdjustableLoan;
  rules: AdjustmentRules;
}

/**
 * A loan as adjustments read it: the order, its market's rules and today, and what it owes by the
 * ledger. `lock` takes the order row as a payment does (lockRepayableOrder), so an approval and a
 * payment of one loan happen one after the other, each seeing the other's effect.
 */
export async function loanToAdjust(
  deps: Pick<Deps, 'clock' | 'config'>,
  db: DbOrTx,
  which: SQL,
  lock: boolean,
): Promise<LoanToAdjust | null> {
  const query = db.select().from(loanOrders).where(which).limit(1);
  const [order] = lock ? await query.for('update') : await query;
  if (!order || !order.dueDate) return null;
  const market = await marketOfApp(db, order.packageName);
  const balances = await loanBalances(db, order.id);
  const { penalty, fees, interest, principal } = balances;
  return {
    order,
    market,
    currency: marketCurrency(market),
    rules: adjustmentRules(deps.config, market),
    loan: {
      status: order.status,
      writtenOff: order.writtenOffAt !== null,
      dueDate: order.dueDate,
      owed: { penalty, fees, interest, principal },
      today: marketToday(market, deps.clock.now()),
    },
  };
}

export const byOrderNo = (orderNo: string) => eq(loanOrders.orderNo, orderNo);
export const byOwnedId = (orderId: number, userId: number) =>
  and(eq(loanOrders.id, orderId), eq(loanOrders.userId, userId))!;
