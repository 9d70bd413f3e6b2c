import type { CurrencyCode } from '../../../domain/markets/market';
import { currentLanguage } from '../../i18n/i18n';
import { formatDate, formatDateTime, marketOfCurrency } from '../../lib/format';

/**
 * The repay screens' dates, formatted in one place: instruments and proofs carry a currency,
 * not a market, and the market (its time zone) follows from the currency.
 */
export function instantText(iso: string, currency: CurrencyCode): string {
  return formatDateTime(iso, currentLanguage(), marketOfCurrency(currency));
}

export function dayText(iso: string, currency: CurrencyCode): string {
  return formatDate(iso, currentLanguage(), marketOfCurrency(currency));
}
