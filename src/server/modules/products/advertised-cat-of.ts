import { MARKET_PROFILES } from '../../../domain/markets/market';
import { marketToday } from '../../../domain/markets/market-date';
import { advertisedCat } from '../../../domain/pricing/advertised-cat';
import type { ProductTerms } from '../../../domain/products/product';

/**
 * The CAT that goes with an advertised rate in a market whose law asks for it (Mexico,
 * decision 0089), computed today in the market's zone; nulls where the market discloses an
 * APR from a borrower's own quote instead (Nigeria).
 */
export function advertisedCatOf(
  product: ProductTerms,
  now: Date,
  reloan = false,
): { cat: number | null; catDate: string | null } {
  if (MARKET_PROFILES[product.market].costDisclosure !== 'CAT') return { cat: null, catDate: null };
  const advertised = advertisedCat(product, marketToday(product.market, now), { reloan });
  return { cat: advertised.cat, catDate: advertised.date };
}
