import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Market } from '../../../domain/markets/market';
import { apps, collectionAssignments, loanOrders } from '../../db/schema';
import type { DbOrTx } from '../../ledger/post';
import { ApiError } from '../../http/api-error';
import type { OperatorActor } from '../operator';

/** Loans a collector can work: still owed (2 Repaying, 3 Overdued). */
export const OWED = [2, 3];

/**
 * The condition that keeps a collector to the loans assigned to them, written into each query
 * (never a check after the read); supervisors and admins see the whole book.
 */
export function assignedScope(actor: OperatorActor): SQL | undefined {
  if (actor.role !== 'collector') return undefined;
  return sql`EXISTS (SELECT 1 FROM ${collectionAssignments} ca WHERE ca.order_id = ${loanOrders.id} AND ca.operator_id = ${actor.operatorId})`;
}

export interface WorkableLoan {
  id: number;
  orderNo: string;
  userId: number;
  packageName: string;
  market: Market;
  dueDate: string | null;
}

/**
 * An owed loan this operator may work, by its number. Another collector's loan reads exactly as
 * a loan that does not exist (404): a collector learns nothing of accounts not theirs.
 */
export async function workableLoan(
  db: DbOrTx,
  actor: OperatorActor,
  orderNo: string,
  lock = false,
): Promise<WorkableLoan> {
  const query = db
    .select({
      id: loanOrders.id,
      orderNo: loanOrders.orderNo,
      userId: loanOrders.userId,
      packageName: loanOrders.packageName,
      market: apps.market,
      dueDate: loanOrders.dueDate,
    })
    .from(loanOrders)
    .innerJoin(apps, eq(apps.packageName, loanOrders.packageName))
    .where(and(eq(loanOrders.orderNo, orderNo), inArray(loanOrders.status, OWED), assignedScope(actor)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: loanOrders }) : await query;
  if (!row) throw new ApiError('NOT_FOUND', 404);
  return { ...row, market: row.market as Market };
}
