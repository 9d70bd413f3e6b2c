import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { CallOutput } from '../../../domain/api/contracts';
import { MARKET_PROFILES } from '../../../domain/markets/market';
import type { Db } from '../../db/client';
import { apps, products } from '../../db/schema';
import type { AppRow } from '../../http/apps-registry';

type ProductList = CallOutput<'/loan/product/list'>;

/**
 * Active products with their full terms. 'app' scope: the calling app's; 'market' scope:
 * every app of the calling app's market. The calling app's products come first, its default
 * product first among them.
 */
export async function listProducts(db: Db, app: AppRow, scope: 'app' | 'market'): Promise<ProductList> {
  const where =
    scope === 'app'
      ? and(eq(products.packageName, app.packageName), eq(products.active, true))
      : and(eq(products.market, app.market), eq(products.active, true));
  const rows = await db
    .select({ product: products, appName: apps.appName })
    .from(products)
    .innerJoin(apps, eq(apps.packageName, products.packageName))
    .where(where)
    .orderBy(desc(sql`${products.packageName} = ${app.packageName}`), desc(products.isDefault), asc(products.id));

  return {
    market: app.market,
    currency: MARKET_PROFILES[app.market].currency,
    products: rows.map(({ product: p, appName }) => {
      const tenures = [...p.tenures].sort((a, b) => a - b);
      return {
        code: p.code,
        name: p.name,
        packageName: p.packageName,
        appName,
        market: p.market,
        currency: p.currency,
        minAmount: p.minAmount,
        maxAmount: p.maxAmount,
        amountStep: p.amountStep,
        tenures,
        minDays: tenures[0] ?? 0,
        maxDays: tenures[tenures.length - 1] ?? 0,
        dailyInterestPpm: p.dailyInterestPpm,
        reloanDailyInterestPpm: p.reloanDailyInterestPpm,
        processingFeePpmPerDay: p.processingFeePpmPerDay,
        feeTaxPpm: p.feeTaxPpm,
        interestTaxPpm: p.interestTaxPpm,
        interestBasis: p.interestBasis,
        minInterestDays: p.minInterestDays,
        penaltyPpmPerDay: p.penaltyPpmPerDay,
        rolloverFeePpm: p.rolloverFeePpm,
        rolloverDays: p.rolloverDays,
        maxCreditLimit: p.maxCreditLimit,
        isDefault: p.isDefault,
      };
    }),
  };
}
