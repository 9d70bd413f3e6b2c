import { MARKETS, MARKET_PROFILES, type CurrencyCode, type Market } from '../../../domain/markets/market';
import { formatDate, formatDateTime } from '../../lib/format';

/**
 * The repay screens' dates, formatted in one place: instruments and proofs carry a currency,
 * not a market, and the market (its time zone) follows from the currency.
 */
export function marketOf(currency: CurrencyCode): Market {
  return MARKETS.find((m) => MARKET_PROFILES[m].currency === currency) ?? 'ng';
}

export function instantText(iso: string, currency: CurrencyCode): string {
  return formatDateTime(iso, marketOf(currency));
}

export function dayText(iso: string, currency: CurrencyCode): string {
  return formatDate(iso, marketOf(currency));
}
