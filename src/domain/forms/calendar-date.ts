import { isRealDate } from '../pricing/civil-date';

/**
 * Calendar dates as plain year/month/day, parsed from 'yyyy-mm-dd'. Forms compare dates the
 * borrower typed with "today" in the market's time zone; going through Date would drag in the
 * machine's zone and its midnight, so the arithmetic here is on numbers only.
 */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A real date written exactly as yyyy-mm-dd, or null. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

/** Schema factories take "today" from the caller; a malformed one is a programming error. */
export function requireIsoDate(value: string, label = 'today'): CalendarDate {
  const parsed = parseIsoDate(value);
  if (!parsed) throw new RangeError(`${label} must be a real date written yyyy-mm-dd, got ${JSON.stringify(value)}`);
  return parsed;
}

/** Whole years from `birth` to `on`; a 29 February birthday counts from 1 March in common years. */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  const beforeBirthday = on.month < birth.month || (on.month === birth.month && on.day < birth.day);
  return on.year - birth.year - (beforeBirthday ? 1 : 0);
}
