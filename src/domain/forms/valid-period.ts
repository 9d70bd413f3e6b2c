import type { CalendarDate } from '../pricing/civil-date';
import { fail, pass, type Checked } from './checked';
import { readText } from './raw-input';

/** The expiry picker runs from this month to 50 years ahead. */
export const VALID_PERIOD_YEARS_AHEAD = 50;

/**
 * A card's expiry, MM/YY ('0528' is read as 05/28). A card is good through the last day of
 * its month, so the current month is still valid. The two-digit year is the first one on or
 * after this year, which is unambiguous inside a 50-year window.
 */
export function checkValidPeriod(raw: unknown, today: CalendarDate): Checked<string> {
  const read = readText(raw);
  if (read.kind === 'missing') return fail('form.required.validPeriod');
  if (read.kind === 'wrongType') return fail('form.bank.validPeriodFormat');
  const match = /^(\d{2})\/?(\d{2})$/.exec(read.text.replace(/\s+/g, ''));
  if (!match) return fail('form.bank.validPeriodFormat');
  const month = Number(match[1]);
  const yy = Number(match[2]);
  if (month < 1 || month > 12) return fail('form.bank.validPeriodFormat');
  let year = today.year - (today.year % 100) + yy;
  if (year < today.year) year += 100;
  const expiry = year * 12 + month;
  const now = today.year * 12 + today.month;
  if (expiry < now || expiry > now + VALID_PERIOD_YEARS_AHEAD * 12) return fail('form.bank.validPeriodRange');
  return pass(`${match[1]}/${match[2]}`);
}
