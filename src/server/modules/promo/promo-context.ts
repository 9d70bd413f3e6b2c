import { eq } from 'drizzle-orm';
import { promoConfig, type PromoConfig } from '../../../domain/coupons/promo-config';
import { MARKET_PROFILES, type CurrencyCode, type Market } from '../../../domain/markets/market';
import type { Db } from '../../db/client';
import { promoSettings, users } from '../../db/schema';

/** A database handle or a transaction on it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface PromoContext {
  userId: number;
  packageName: string;
  market: Market;
  currency: CurrencyCode;
  /** Null when the operator configured no promotions for the app: nothing is granted or drawn. */
  config: PromoConfig | null;
}

/**
 * The borrower's app decides the promotions: coupons are granted in its currency under its
 * configuration, whichever call (or event) triggers them.
 */
export async function promoContextFor(db: DbOrTx, userId: number): Promise<PromoContext> {
  const [row] = await db
    .select({ packageName: users.packageName, market: users.market, config: promoSettings.config })
    .from(users)
    .leftJoin(promoSettings, eq(promoSettings.packageName, users.packageName))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new Error(`no user ${userId}`);
  return {
    userId,
    packageName: row.packageName,
    market: row.market,
    currency: MARKET_PROFILES[row.market].currency,
    config: row.config === null ? null : promoConfig.parse(row.config),
  };
}
