import { and, asc, desc, eq } from 'drizzle-orm';
import type { CallOutput } from '../../../domain/api/contracts';
import { products } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AppRow } from '../../http/apps-registry';
import { hasFinishedLoan } from '../loan';
import { readSetting } from '../promo';
import { advertisedCatOf, toTerms } from '../products';

/** Until an operator sets them: calm for repaying, amber when the due date is near, red when late. */
export const DEFAULT_REPAY_COLORS = { repaying: '#1677FF', expiringSoon: '#FA8C16', overdue: '#F5222D' } as const;

/** `/loanMarket/repay-color`: the app's repay colours (operator setting `repayColor`). */
export async function repayColor(deps: Deps, app: AppRow): Promise<CallOutput<'/loanMarket/repay-color'>> {
  return (await readSetting(deps.db, app.packageName, 'repayColor')) ?? DEFAULT_REPAY_COLORS;
}

/**
 * `/loanMarket/repay/products`: the app's active products with both prices; a caller who
 * repaid a loan is told they get the reloan price (what apply-market-again will charge).
 */
export async function repayProducts(
  deps: Deps,
  app: AppRow,
  userId: number | null,
): Promise<CallOutput<'/loanMarket/repay/products'>> {
  const reloanPrice = userId !== null && (await hasFinishedLoan(deps.db, userId));
  const rows = await deps.db
    .select()
    .from(products)
    // The default product first: Home's Apply borrows again on the first product here, and Home's
    // "available now" (/loan/get-credit-info) is the default product's promise (issue 29 point 4).
    .where(and(eq(products.packageName, app.packageName), eq(products.active, true)))
    .orderBy(desc(products.isDefault), asc(products.id));
  return {
    products: rows.map((p) => ({
      code: p.code,
      name: p.name,
      currency: p.currency,
      minAmount: p.minAmount,
      maxAmount: p.maxAmount,
      tenures: p.tenures,
      dailyInterestPpm: p.dailyInterestPpm,
      reloanDailyInterestPpm: p.reloanDailyInterestPpm,
      reloanPrice,
      ...advertisedCatOf(toTerms(p), deps.clock.now(), reloanPrice),
    })),
  };
}
