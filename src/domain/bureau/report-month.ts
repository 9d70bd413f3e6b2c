import { MARKET_PROFILES, pad2, type Market } from '../markets/market';
import { marketToday } from '../markets/market-date';
import { daysInMonth } from '../pricing/civil-date';

/** A reporting month, 'YYYY-MM'. */
export type ReportMonth = string;

export function isReportMonth(value: string): boolean {
  const m = /^(\d{4})-(\d{2})$/.exec(value);
  return !!m && Number(m[2]) >= 1 && Number(m[2]) <= 12 && Number(m[1]) >= 2000;
}

/** First and last calendar day of the month ('yyyy-mm-dd'). */
export function monthDays(month: ReportMonth): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number);
  return { first: `${month}-01`, last: `${month}-${pad2(daysInMonth(y, m))}` };
}

/** The instant the month starts in the market's zone (its wall clock reads the 1st, 00:00). */
export function monthStartInstant(market: Market, month: ReportMonth): Date {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, 1) - MARKET_PROFILES[market].utcOffsetMinutes * 60_000);
}

/**
 * The instant the month ends in the market's zone: the next month's start. Balances "at month end" are everything
 * posted before it.
 */
export function monthEndInstant(market: Market, month: ReportMonth): Date {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 1) - MARKET_PROFILES[market].utcOffsetMinutes * 60_000);
}

/** The month before the one `now` falls in, on the market's clock: the month a run at `now` reports. */
export function previousMonth(market: Market, now: Date): ReportMonth {
  const [y, m] = marketToday(market, now).split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${pad2(m - 1)}`;
}
