import { PricingError } from './pricing-error';

/**
 * The domain's one set of calendar helpers. Calendar dates are 'yyyy-mm-dd' strings in the
 * market's own zone. Due dates are civil days, not instants, so the arithmetic is done on day
 * numbers with integers: no Date object, no host time zone, no daylight-saving surprises.
 */
const PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date as plain year/month/day. Forms compare dates the borrower typed with "today"
 * in the market's time zone; going through Date would drag in the machine's zone and its
 * midnight, so the arithmetic is on numbers only.
 */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A real date written exactly as yyyy-mm-dd, or null. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

/** A civil date the pricing reads; one that is malformed or names no day is a pricing error. */
export function parseCivilDate(value: string): CalendarDate {
  if (!PATTERN.test(value)) throw new PricingError('invalidDate', `date must be yyyy-mm-dd, got ${value}`);
  const parsed = parseIsoDate(value);
  if (!parsed) throw new PricingError('invalidDate', `no such day ${value}`);
  return parsed;
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

export function addDays(date: string, days: number): string {
  if (!Number.isSafeInteger(days)) throw new PricingError('invalidDays', `days must be whole, got ${days}`);
  const { year, month, day } = parseCivilDate(date);
  return fromDayNumber(toDayNumber(year, month, day) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = parseCivilDate(from);
  const b = parseCivilDate(to);
  return toDayNumber(b.year, b.month, b.day) - toDayNumber(a.year, a.month, a.day);
}

/**
 * True when year-month-day names a day that exists in the Gregorian calendar (an ID's birth
 * date, a typed date). Written by hand because `new Date('2023-02-30')` is accepted (and rolled
 * over) by V8.
 */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

// Days since 1970-01-01 in the proleptic Gregorian calendar (the well-known "days from civil"
// method: count from a March-based year so the leap day falls at the end).
function toDayNumber(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const monthFromMarch = (month + 9) % 12;
  const dayOfYear = Math.floor((153 * monthFromMarch + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

function fromDayNumber(dayNumber: number): string {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 0 || year > 9999) throw new PricingError('invalidDate', `date out of range: year ${year}`);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
