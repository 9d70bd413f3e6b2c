import type { CallOutput } from '../../../domain/api/contracts';
import { MARKET_PROFILES } from '../../../domain/markets/market';
import { marketToday } from '../../../domain/markets/market-date';
import { advertisedCat } from '../../../domain/pricing/advertised-cat';
import { CatNote } from './cat-note';

// Apart from CatNote: pricing a product here needs the quote code, which Home's CAT line (the
// server's figure) must not carry into Home's first paint.
type ListedProduct = CallOutput<'/loan/product/list'>['products'][number];

/**
 * A product page's CAT in Mexico: computed here, today, from the product's listed terms by the
 * same code the server uses for Home (advertisedCat); nothing in a market that discloses an APR.
 */
export function AdvertisedCatNote({ product }: { product: ListedProduct }) {
  if (MARKET_PROFILES[product.market].costDisclosure !== 'CAT') return null;
  const advertised = advertisedCat({ ...product, id: 0, active: true }, marketToday(product.market, new Date()));
  return <CatNote cat={advertised.cat} date={advertised.date} currency={product.currency} loan={advertised} />;
}
