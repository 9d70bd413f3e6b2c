import { and, asc, eq } from 'drizzle-orm';
import type { CallOutput } from '../../../domain/api/contracts';
import { MARKET_PROFILES } from '../../../domain/markets/market';
import type { Db } from '../../db/client';
import { marketOffers, products } from '../../db/schema';
import type { AppRow } from '../../http/apps-registry';

type Offer = CallOutput<'/loanMarket/index'>['offers'][number];

/**
 * Hot loans: the market's active offers in the operator's order. An offer linked to one of our
 * products shows the product's live terms; an inactive product hides its offer.
 */
export async function marketIndex(db: Db, app: AppRow): Promise<CallOutput<'/loanMarket/index'>> {
  const rows = await db
    .select({ offer: marketOffers, product: products })
    .from(marketOffers)
    .leftJoin(products, eq(products.id, marketOffers.productId))
    .where(and(eq(marketOffers.market, app.market), eq(marketOffers.active, true)))
    .orderBy(asc(marketOffers.sort), asc(marketOffers.id));

  const offers: Offer[] = [];
  for (const { offer, product } of rows) {
    if (offer.productId !== null && (!product || !product.active)) continue;
    const tenures = product ? [...product.tenures].sort((a, b) => a - b) : null;
    const minAmount = product?.minAmount ?? offer.minAmount;
    const maxAmount = product?.maxAmount ?? offer.maxAmount;
    if (minAmount === null || maxAmount === null) continue;
    offers.push({
      id: offer.id,
      packageName: product?.packageName ?? offer.packageName,
      title: offer.title,
      logoUrl: offer.logoUrl,
      currency: product?.currency ?? offer.currency,
      minAmount,
      maxAmount,
      minDays: tenures ? tenures[0] : offer.minDays,
      maxDays: tenures ? tenures[tenures.length - 1] : offer.maxDays,
      dailyInterestPpm: product?.dailyInterestPpm ?? offer.dailyInterestPpm,
      rateTextKey: offer.rateTextKey,
      link: offer.link,
      own: (product?.packageName ?? offer.packageName) === app.packageName,
      productCode: product?.code ?? null,
    });
  }
  return { market: app.market, currency: MARKET_PROFILES[app.market].currency, offers };
}
