import { and, eq } from 'drizzle-orm';
import { MARKET_PROFILES, type CurrencyCode, type Market } from '../../../domain/markets/market';
import { marketToday } from '../../../domain/markets/market-date';
import { daysBetween } from '../../../domain/pricing/civil-date';
import { rolloverFeeTax } from '../../../domain/pricing/rollover';
import { rolloverFeeDraft } from '../../../domain/repayment/postings';
import { apps, loanOrders, rollovers } from '../../db/schema';
import type { Deps } from '../../deps';
import { postTransaction, type DbOrTx } from '../../ledger/post';
import { moveOrder, type OrderRow } from '../../db/orders-repo';
import { keepCouponsUntilDue } from '../promo';
import { loanRef } from './credit-loan';
import type { InstrumentRow } from './instruments-repo';

export async function marketOfApp(db: DbOrTx, packageName: string): Promise<Market> {
  const [row] = await db.select({ market: apps.market }).from(apps).where(eq(apps.packageName, packageName)).limit(1);
  if (!row) throw new Error(`unknown app ${packageName}`);
  return row.market;
}

/**
 * The rollover fee arrived (decision 0012: pay the fee, then the due date moves 7 days later), in
 * the payment's transaction with the order locked: the fee is posted, the rollover marked
 * paid and the due date moved from the date it was quoted from. An overdue loan whose new
 * date is today or later is repaying again (3 → 2); one still past stays overdue. Null when
 * the rollover is no longer pending or the due date changed since it was quoted.
 */
export async function applyRolloverFee(
  deps: Pick<Deps, 'clock'>,
  tx: DbOrTx,
  order: OrderRow,
  instrument: InstrumentRow,
  currency: CurrencyCode,
  key: string,
): Promise<{ transactionId: number } | null> {
  const now = deps.clock.now();
  const [rollover] = await tx
    .select()
    .from(rollovers)
    .where(
      and(eq(rollovers.instrumentId, instrument.id), eq(rollovers.orderId, order.id), eq(rollovers.status, 'pending')),
    )
    .limit(1);
  if (!rollover || order.dueDate !== rollover.previousDueDate) return null;
  await tx
    .update(rollovers)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(rollovers.id, rollover.id), eq(rollovers.status, 'pending')));
  const tax = rolloverFeeTax(rollover.fee, order.interestTaxPpm ?? 0);
  const posted = await postTransaction(
    tx,
    rolloverFeeDraft(loanRef(order, currency), key, rollover.fee, rollover.seq, tax),
    now,
  );
  const market = await marketOfApp(tx, order.packageName);
  const today = marketToday(market, now);
  if (order.status === 3 && daysBetween(today, rollover.newDueDate) >= 0) {
    if (!(await moveOrder(tx, order, 2, now, { dueDate: rollover.newDueDate })))
      throw new Error(`order ${order.orderNo} moved while locked`);
  } else {
    await tx
      .update(loanOrders)
      .set({ dueDate: rollover.newDueDate, updatedAt: now })
      .where(and(eq(loanOrders.id, order.id), eq(loanOrders.userId, order.userId)));
  }
  // The borrower's coupons last until the loan they can pay is due, its new date included (decision 0104).
  await keepCouponsUntilDue(tx, order.userId, market, rollover.newDueDate, now);
  return { transactionId: posted.transactionId };
}

export const marketCurrency = (market: Market): CurrencyCode => MARKET_PROFILES[market].currency;
