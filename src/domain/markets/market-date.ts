import { MARKET_PROFILES, type Market } from './market';

/**
 * The calendar date ('yyyy-mm-dd') at `now` in the market's own time zone: ages, card expiry
 * and due dates are judged on the same day by the server and the phone, wherever its clock is.
 */
export function marketToday(market: Market, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: MARKET_PROFILES[market].timeZone, year: 'numeric', month: '2-digit', day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
