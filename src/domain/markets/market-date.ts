import { MARKET_PROFILES, type Market } from './market';

/** What a wall clock in the market shows at an instant. */
export interface MarketClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * The market's wall clock at `instant`, from its fixed UTC offset. No Intl: the first
 * Intl.DateTimeFormat on a phone loads ICU (20–50 ms of main thread on the first screen), and
 * arithmetic gives the same answer on the server and on every phone, whatever its ICU's age.
 */
export function marketClock(market: Market, instant: Date): MarketClock {
  const shifted = new Date(instant.getTime() + MARKET_PROFILES[market].utcOffsetMinutes * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

export const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * The calendar date ('yyyy-mm-dd') at `now` in the market's own time zone: ages, card expiry
 * and due dates are judged on the same day by the server and the phone, wherever its clock is.
 */
export function marketToday(market: Market, now: Date): string {
  const { year, month, day } = marketClock(market, now);
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}
