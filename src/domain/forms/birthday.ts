import { ageOn, parseIsoDate, requireIsoDate, type CalendarDate } from '../pricing/civil-date';
import { fail, pass, type Checked } from './checked';
import { readText } from './raw-input';

export const MIN_AGE = 18;
/**
 * The birth-year picker spans 65 years ending 18 years ago, i.e. years Y-83..Y-18,
 * so the oldest accepted borrower is 83. The date picker and the schema use the same range.
 */
export const BIRTH_YEAR_SPAN = 65;

/** Birth years the picker offers, from `today` (yyyy-mm-dd in the market's time zone). */
export function birthYearRange(today: string): { min: number; max: number } {
  const { year } = requireIsoDate(today);
  const max = year - MIN_AGE;
  return { min: max - BIRTH_YEAR_SPAN, max };
}

/** Birth date written yyyy-mm-dd; at least 18 on `today`, born no earlier than the picker's first year. */
export function checkBirthday(raw: unknown, today: CalendarDate): Checked<string> {
  const read = readText(raw);
  if (read.kind === 'missing') return fail('form.required.birthday');
  if (read.kind === 'wrongType') return fail('form.birthday.format');
  const birth = parseIsoDate(read.text);
  if (!birth) return fail('form.birthday.format');
  if (ageOn(birth, today) < MIN_AGE) return fail('form.birthday.tooYoung');
  if (birth.year < today.year - MIN_AGE - BIRTH_YEAR_SPAN) return fail('form.birthday.tooOld');
  return pass(read.text);
}
