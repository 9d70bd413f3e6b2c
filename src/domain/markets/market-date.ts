import { MARKET_PROFILES, type Market } from './market';

// Building an Intl.DateTimeFormat costs far more than formatting with one (it was ~9% of the
// repay detail's CPU): one per market, made on first use.
const formats = new Map<Market, Intl.DateTimeFormat>();

function formatFor(market: Market): Intl.DateTimeFormat {
  let format = formats.get(market);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: MARKET_PROFILES[market].timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(market, format);
  }
  return format;
}

/**
 * The calendar date ('yyyy-mm-dd') at `now` in the market's own time zone: ages, card expiry
 * and due dates are judged on the same day by the server and the phone, wherever its clock is.
 */
export function marketToday(market: Market, now: Date): string {
  // The markets' zones are whole minutes from UTC, so the date can only change on a minute
  // boundary: one formatting per market and minute (formatToParts was 4% of the repay detail).
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastDates.get(market);
  if (last?.minute === minute) return last.date;
  const parts = formatFor(market).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  lastDates.set(market, { minute, date });
  return date;
}

const lastDates = new Map<Market, { minute: number; date: string }>();
