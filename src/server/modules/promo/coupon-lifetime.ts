import { and, desc, eq, gt, inArray, isNotNull, lt } from 'drizzle-orm';
import { endOfMarketDay } from '../../../domain/markets/market-date';
import type { Market } from '../../../domain/markets/market';
import { coupons, loanOrders } from '../../db/schema';
import type { DbOrTx } from './promo-context';

/**
 * Loans a coupon can be applied to once paid out: repaying or overdue (statuses 2, 3 of
 * src/domain/loan-status/statuses.ts).
 */
const OUT = [2, 3];

/**
 * The end of the due date of the borrower's loan that is out, the loan a coupon granted now can
 * apply to (decision 0104); null when no loan is out.
 */
export async function openLoanDueEnd(db: DbOrTx, userId: number, market: Market): Promise<Date | null> {
  const [loan] = await db
    .select({ dueDate: loanOrders.dueDate })
    .from(loanOrders)
    .where(and(eq(loanOrders.userId, userId), inArray(loanOrders.status, OUT), isNotNull(loanOrders.dueDate)))
    .orderBy(desc(loanOrders.id))
    .limit(1);
  return loan?.dueDate ? endOfMarketDay(market, loan.dueDate) : null;
}

/**
 * A loan was paid out (or its due date moved later): the borrower's unused coupons that are still
 * valid last at least until the end of its due date, so none runs out silently while the loan it
 * would pay is not yet due (issue 29 point 5, decision 0104). Coupons already expired stay expired.
 */
export async function keepCouponsUntilDue(
  db: DbOrTx,
  userId: number,
  market: Market,
  dueDate: string,
  now: Date,
): Promise<void> {
  const end = endOfMarketDay(market, dueDate);
  await db
    .update(coupons)
    .set({ expiresAt: end })
    .where(
      and(
        eq(coupons.userId, userId),
        eq(coupons.status, 'available'),
        gt(coupons.expiresAt, now),
        lt(coupons.expiresAt, end),
      ),
    );
}
