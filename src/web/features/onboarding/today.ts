import { MARKET_PROFILES, type Market } from '../../../domain/markets/market';

/**
 * Today as yyyy-mm-dd in the market's time zone: the schemas judge ages and card expiry
 * against the same calendar day the server uses, wherever the phone's clock is set.
 */
export function todayIn(market: Market, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: MARKET_PROFILES[market].timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
