import type { MinorUnits } from '../money/money';
import { maxTenure, type ProductTerms } from '../products/product';
import type { Bps } from './apr';
import { quoteLoan } from './quote';

/** The CAT an advertisement shows, with the loan it was computed for and the day. */
export interface AdvertisedCat {
  /** CAT sin IVA, basis points. */
  cat: Bps;
  /** The representative loan: the product's largest amount over its longest tenure, at the rate advertised. */
  amount: MinorUnits;
  days: number;
  /** yyyy-mm-dd (market zone): the day it was computed. */
  date: string;
}

/**
 * Banxico ties any advertised rate to a "CAT promedio … sin IVA, para fines informativos y de
 * comparación" with the date it was computed. Our CAT depends on amount and tenure, so the
 * advertised one is the CAT of the loan the advertisement itself names (Home's "up to <max
 * amount>, up to <max days>"), priced by quoteLoan exactly as a borrower's quote would be, at the
 * rate shown beside it (`reloan`: a returning borrower's).
 */
export function advertisedCat(product: ProductTerms, date: string, opts: { reloan?: boolean } = {}): AdvertisedCat {
  const days = maxTenure(product);
  const quote = quoteLoan({ product, amount: product.maxAmount, days, startDate: date, reloan: opts.reloan });
  return { cat: quote.cat, amount: quote.amount, days, date };
}
