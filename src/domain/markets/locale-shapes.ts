/**
 * How each locale the borrower app can show (its language × a market's region) writes figures,
 * dates and times — CLDR's patterns for these four, written out so the first screen needs no
 * Intl (decision 0032). format.test.ts holds each shape to the platform's Intl output.
 */
export interface LocaleShape {
  group: string;
  decimal: string;
  /** Spanish leaves four-digit figures ungrouped ("1000 ₦", "12.345 ₦"). */
  minimumGroupingDigits: 1 | 2;
  /** The symbol after the figure, after a no-break space ("12.345,50 ₦"), instead of before it. */
  symbolAfter: boolean;
  monthsShort: readonly string[];
  date: (day: number, month: string, year: number) => string;
  /** 24-hour clock, or the 12-hour clock's "AM"/"PM" words. */
  dayPeriods: readonly [string, string] | null;
}

export const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
export const ES_MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'] as const;
/** British and Spanish-of-Spain usage writes September "Sept"/"sept" (CLDR en-001, es). */
const withSept = (months: readonly string[], sept: string) => months.map((m, i) => (i === 8 ? sept : m));
/** Spanish as written outside Mexico (CLDR es): what es-NG shows, and the date wheel in Spanish. */
export const ES_MONTHS_SEPT = withSept(ES_MONTHS, 'sept');

const dayMonthYear = (day: number, month: string, year: number) => `${day} ${month} ${year}`;

export const LOCALE_SHAPES: Record<string, LocaleShape> = {
  'en-NG': {
    group: ',',
    decimal: '.',
    minimumGroupingDigits: 1,
    symbolAfter: false,
    monthsShort: withSept(EN_MONTHS, 'Sept'),
    date: dayMonthYear,
    dayPeriods: null,
  },
  'es-NG': {
    group: '.',
    decimal: ',',
    minimumGroupingDigits: 2,
    symbolAfter: true,
    monthsShort: ES_MONTHS_SEPT,
    date: dayMonthYear,
    dayPeriods: null,
  },
  'en-MX': {
    group: ',',
    decimal: '.',
    minimumGroupingDigits: 1,
    symbolAfter: false,
    monthsShort: EN_MONTHS,
    date: (day, month, year) => `${month} ${day}, ${year}`,
    dayPeriods: ['AM', 'PM'],
  },
  'es-MX': {
    group: ',',
    decimal: '.',
    minimumGroupingDigits: 1,
    symbolAfter: false,
    monthsShort: ES_MONTHS,
    date: dayMonthYear,
    dayPeriods: ['a.m.', 'p.m.'],
  },
};
