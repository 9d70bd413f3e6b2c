import { MARKET_PROFILES, type CurrencyCode, type Language, type Market } from '../../domain/markets/market';
import { assertMinorUnits, minorPerMajor, type MinorUnits } from '../../domain/money/money';

export { formatRatePpm } from '../../domain/money/money';

// Every date, time and amount a borrower reads goes through this file: one place decides the
// locale (the borrower's language with the market's region, e.g. es-MX, en-NG), the time zone
// (the market's, whatever the phone's clock says) and how minor units become a figure.

const CURRENCY_MARKET: Record<CurrencyCode, Market> = { NGN: 'ng', MXN: 'mx' };
const CIVIL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The market whose currency this is: an amount alone is enough to know how to show its dates. */
export function marketOfCurrency(currency: CurrencyCode): Market {
  return CURRENCY_MARKET[currency];
}

/** BCP 47 tag of a language in a market: 'es' in Mexico is 'es-MX', 'en' in Nigeria 'en-NG'. */
export function localeOf(lang: Language, market: Market): string {
  return `${lang}-${MARKET_PROFILES[market].phoneRegion}`;
}

export function dialCode(market: Market): string {
  return `+${MARKET_PROFILES[market].countryCallingCode}`;
}

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = make()));
  return f as T;
}

/**
 * A calendar date: "21 feb 2027" (es-MX), "21 Feb 2027" (en-NG). Accepts a civil date
 * ('yyyy-mm-dd', e.g. a due date, which has no time zone and is shown as is) or an ISO instant
 * (shown as the date it was in the market's zone).
 */
export function formatDate(value: string, lang: Language, market: Market): string {
  const civil = CIVIL_DATE.exec(value);
  // A civil date is read as midnight UTC and formatted in UTC, so no zone can shift its day.
  const date = civil ? new Date(Date.UTC(Number(civil[1]), Number(civil[2]) - 1, Number(civil[3]))) : new Date(value);
  const timeZone = civil ? 'UTC' : MARKET_PROFILES[market].timeZone;
  if (Number.isNaN(date.getTime())) return '';
  const locale = localeOf(lang, market);
  return cached(`d|${locale}|${timeZone}`, () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone })).format(date);
}

/** An instant as date and time in the market's zone: "21 feb 2027, 14:05" (es-MX). */
export function formatDateTime(iso: string, lang: Language, market: Market): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = localeOf(lang, market);
  const timeZone = MARKET_PROFILES[market].timeZone;
  return cached(`dt|${locale}`, () => new Intl.DateTimeFormat(locale, {
    day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone,
  })).format(date);
}

/** The time of day of an instant in the market's zone: "14:05". */
export function formatTime(iso: string, lang: Language, market: Market): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = localeOf(lang, market);
  const timeZone = MARKET_PROFILES[market].timeZone;
  return cached(`t|${locale}`, () => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone })).format(date);
}

/** Minor units as an exact decimal string ("123456" kobo → "1234.56"): Intl reads it without a float. */
function decimalString(amount: MinorUnits, currency: CurrencyCode): string {
  const per = BigInt(minorPerMajor(currency));
  const abs = BigInt(Math.abs(amount));
  const digits = per.toString().length - 1;
  return `${amount < 0 ? '-' : ''}${abs / per}.${(abs % per).toString().padStart(digits, '0')}`;
}

/**
 * An amount of money in the borrower's locale: "₦60,000", "$1,250.50". Cents only when there
 * are some, as borrowers read whole amounts far more often. Without a language the market's own
 * is used (server-rendered texts, tests).
 */
export function formatMoney(amount: MinorUnits, currency: CurrencyCode, lang?: Language): string {
  assertMinorUnits(amount);
  const market = CURRENCY_MARKET[currency];
  const locale = localeOf(lang ?? MARKET_PROFILES[market].defaultLanguage, market);
  const whole = amount % minorPerMajor(currency) === 0;
  const format = cached(`m|${locale}|${currency}|${whole}`, () => new Intl.NumberFormat(locale, {
    style: 'currency', currency, currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2,
  }));
  // A decimal string is formatted exactly (Intl.NumberFormat v3); the cast is for older lib typings.
  return format.format(decimalString(amount, currency) as unknown as number);
}

/** "+2348031234567" → "+234803****567": enough for the owner to recognise, not to read out. */
export function maskMobileForOwner(mobile: string): string {
  return mobile.length > 7 ? `${mobile.slice(0, mobile.length - 7)}****${mobile.slice(-3)}` : mobile;
}
