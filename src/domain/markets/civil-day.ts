import { LOCALE_SHAPES } from './locale-shapes';
import { MARKET_PROFILES, type Language, type Market } from './market';

const CIVIL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A civil date ("2027-02-25") as the borrower reads it on every screen ("25 Feb 2027",
 * "25 feb 2027"): the same shape as the app's formatDate, for texts the server writes (the
 * loan agreement). Anything that is not a civil date is returned as it came.
 */
export function civilDayText(value: string, lang: Language, market: Market): string {
  const m = CIVIL_DATE.exec(value);
  const shape = LOCALE_SHAPES[`${lang}-${MARKET_PROFILES[market].phoneRegion}`];
  if (!m || !shape) return value;
  return shape.date(Number(m[3]), shape.monthsShort[Number(m[2]) - 1]!, Number(m[1]));
}
