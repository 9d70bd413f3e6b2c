import { eq } from 'drizzle-orm';
import { isMarket, type Market } from '../../domain/markets/market';
import { apps, creditRefunds, loanOrders, payouts, users } from '../db/schema';
import type { DbOrTx } from '../ledger/post';
import type { JobRow } from './queue';

const whole = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);

async function marketOfOrder(db: DbOrTx, orderId: number): Promise<Market | null> {
  const [row] = await db
    .select({ market: apps.market })
    .from(loanOrders)
    .innerJoin(apps, eq(apps.packageName, loanOrders.packageName))
    .where(eq(loanOrders.id, orderId))
    .limit(1);
  return row?.market ?? null;
}

/**
 * The market a queued job acts for, read from what its payload names (a loan, a payout, a refund,
 * a borrower, an app); null for the instance's own work (the reconcile pass, the daily
 * comparison), which reaches only the vendors configured here. The payload keys are the
 * enqueuers' (assess, payout, refund, reminder, identity, release-held jobs).
 */
export async function jobMarket(db: DbOrTx, job: Pick<JobRow, 'payload'>): Promise<Market | null> {
  const p = job.payload;
  const orderId = whole(p.orderId);
  if (orderId !== null) return marketOfOrder(db, orderId);
  const payoutId = whole(p.payoutId);
  if (payoutId !== null) {
    const [row] = await db.select({ orderId: payouts.orderId }).from(payouts).where(eq(payouts.id, payoutId)).limit(1);
    return row ? marketOfOrder(db, row.orderId) : null;
  }
  const refundId = whole(p.refundId);
  if (refundId !== null) {
    const [row] = await db
      .select({ orderId: creditRefunds.orderId })
      .from(creditRefunds)
      .where(eq(creditRefunds.id, refundId))
      .limit(1);
    return row ? marketOfOrder(db, row.orderId) : null;
  }
  const userId = whole(p.userId);
  if (userId !== null) {
    const [row] = await db.select({ market: users.market }).from(users).where(eq(users.id, userId)).limit(1);
    return row?.market ?? null;
  }
  if (typeof p.packageName === 'string') {
    const [row] = await db
      .select({ market: apps.market })
      .from(apps)
      .where(eq(apps.packageName, p.packageName))
      .limit(1);
    return row && isMarket(row.market) ? row.market : null;
  }
  return null;
}
