import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { LoanStatus } from '../../../domain/loan-status/statuses';
import type { DbOrTx } from '../../ledger/post';
import { loanOrders } from '../../db/schema';
import type { OrderRow } from '../../db/orders-repo';

/** The caller's most recent order, optionally of one status. */
export async function latestOrder(db: DbOrTx, userId: number, status?: LoanStatus): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(loanOrders)
    .where(and(eq(loanOrders.userId, userId), status === undefined ? undefined : eq(loanOrders.status, status)))
    .orderBy(desc(loanOrders.createdAt), desc(loanOrders.id))
    .limit(1);
  return row ?? null;
}

/** Whether the caller repaid a loan in full before (the reloan rate applies). */
export async function hasFinishedLoan(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: loanOrders.id })
    .from(loanOrders)
    .where(and(eq(loanOrders.userId, userId), eq(loanOrders.status, 4)))
    .limit(1);
  return Boolean(row);
}

/**
 * Statuses whose principal counts against the credit limit: the borrower confirmed (18) or the
 * money is out or on its way (7, 10, 2, 3).
 */
export const LIMIT_USING_STATUSES: LoanStatus[] = [18, 7, 10, 2, 3];

/** Principal of the caller's confirmed, unrepaid loans. */
export async function usedPrincipal(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${loanOrders.amount}), 0)` })
    .from(loanOrders)
    .where(and(eq(loanOrders.userId, userId), inArray(loanOrders.status, LIMIT_USING_STATUSES)));
  return Number(row?.used ?? 0);
}
