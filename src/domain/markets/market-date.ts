import { addDays } from '../pricing/civil-date';
import { MARKET_PROFILES, marketClock, pad2, type Market } from './market';

/**
 * The calendar date ('yyyy-mm-dd') at `now` in the market's own time zone: ages, card expiry
 * and due dates are judged on the same day by the server and the phone, wherever its clock is.
 */
export function marketToday(market: Market, now: Date): string {
  const { year, month, day } = marketClock(market, now);
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/** The instant a market day ends (its next midnight on the market's clock). */
export function endOfMarketDay(market: Market, date: string): Date {
  return new Date(Date.parse(`${addDays(date, 1)}T00:00:00Z`) - MARKET_PROFILES[market].utcOffsetMinutes * 60_000);
}
