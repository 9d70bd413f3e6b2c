import { and, eq } from 'drizzle-orm';
import type { CurrencyCode } from '../../../domain/markets/market';
import { lateCreditDraft } from '../../../domain/repayment/late-credit-posting';
import { loanOrders } from '../../db/schema';
import { postTransaction, type DbOrTx, type Posted } from '../../ledger/post';
import type { OrderRow } from '../../db/orders-repo';
import { loanRef } from './credit-loan';

/** 4 Finish: nothing is owed, so money that still arrives is the borrower's. */
const FINISHED = 4;

/** The borrower's order when it has finished, locked as every credit of a loan locks it. */
export async function lockFinishedOrder(db: DbOrTx, orderId: number, userId: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(loanOrders)
    .where(and(eq(loanOrders.id, orderId), eq(loanOrders.userId, userId)))
    .limit(1)
    .for('update');
  return row && row.status === FINISHED ? row : null;
}

/**
 * Money for a finished loan becomes borrower credit in the ledger (decision 0042), inside the
 * caller's transaction, under the vendor event's key: an operator refunds it to the borrower's
 * account through decision 0025's refund. Nothing about the order changes.
 */
export function holdAsCredit(
  db: DbOrTx,
  order: OrderRow,
  currency: CurrencyCode,
  payment: { key: string; amount: number; memo: string },
  at: Date,
): Promise<Posted> {
  return postTransaction(db, lateCreditDraft(loanRef(order, currency), payment.key, payment.amount, payment.memo), at);
}
