import { and, eq } from 'drizzle-orm';
import { moveOrder, type OrderRow } from '../../db/orders-repo';
import { loanOrders } from '../../db/schema';
import type { DbOrTx } from '../../ledger/post';
import { releaseCouponReservation } from '../promo';

/**
 * What an approved adjustment changes on the loan beside its posting, in the same transaction:
 * - a write-off marks the loan written off (no more penalties or reminders; payments recover)
 *   and returns a reserved coupon to the wallet, as nothing is left for it to take off;
 * - a restructure moves the due date, and an overdue loan is repaying again (3 → 2) at once, so
 *   Home, the repay screens and the reminders follow the new date from this moment.
 * Waivers change only the ledger.
 */
export async function applyAdjustment(
  tx: DbOrTx,
  order: OrderRow,
  adj: { id: number; kind: string; newDueDate: string | null },
  now: Date,
): Promise<void> {
  const own = and(eq(loanOrders.id, order.id), eq(loanOrders.userId, order.userId));
  if (adj.kind === 'writeOff') {
    await tx.update(loanOrders).set({ writtenOffAt: now, updatedAt: now }).where(own);
    await releaseCouponReservation(tx, order.userId, order.id);
  } else if (adj.kind === 'restructure' && adj.newDueDate) {
    if (order.status !== 3) {
      await tx.update(loanOrders).set({ dueDate: adj.newDueDate, updatedAt: now }).where(own);
    } else if (
      !(await moveOrder(
        tx,
        order,
        2,
        now,
        { dueDate: adj.newDueDate },
        { reason: `restructure ${adj.id} approved: due ${adj.newDueDate}` },
      ))
    ) {
      throw new Error(`order ${order.orderNo} moved while locked`);
    }
  }
}
