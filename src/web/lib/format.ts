import {
  MARKET_PROFILES,
  marketClock,
  pad2,
  type CurrencyCode,
  type Language,
  type Market,
  type MarketClock,
} from '../../domain/markets/market';
import { formatMoney as formatAmount, marketOfCurrency, type MinorUnits } from '../../domain/money/money';
import { LOCALE_SHAPES, type LocaleShape } from './locale-shapes';

export { formatRatePpm, marketOfCurrency } from '../../domain/money/money';

// Every date, time and amount a borrower reads goes through this file: one place decides the
// locale (the borrower's language with the market's region, e.g. es-MX, en-NG), the time zone
// (the market's, whatever the phone's clock says) and how minor units become a figure.

const CIVIL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** BCP 47 tag of a language in a market: 'es' in Mexico is 'es-MX', 'en' in Nigeria 'en-NG'. */
export function localeOf(lang: Language, market: Market): string {
  return `${lang}-${MARKET_PROFILES[market].phoneRegion}`;
}

export function dialCode(market: Market): string {
  return `+${MARKET_PROFILES[market].countryCallingCode}`;
}

function shapeOf(lang: Language, market: Market): LocaleShape {
  return LOCALE_SHAPES[localeOf(lang, market)];
}

/** A civil date as given, or an instant as the market's wall clock; null when unreadable. */
function clockOf(value: string, market: Market): MarketClock | null {
  const civil = CIVIL_DATE.exec(value);
  // A civil date (a due date) has no zone: it is shown as the day it names, wherever it is read.
  if (civil) return { year: Number(civil[1]), month: Number(civil[2]), day: Number(civil[3]), hour: 0, minute: 0 };
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : marketClock(market, instant);
}

const dayText = (c: MarketClock, shape: LocaleShape) => shape.date(c.day, shape.monthsShort[c.month - 1], c.year);

function timeText(c: MarketClock, shape: LocaleShape): string {
  if (!shape.dayPeriods) return `${pad2(c.hour)}:${pad2(c.minute)}`;
  // Mexican usage writes the 12-hour clock's hour without a leading zero: "4:08 p.m.".
  return `${c.hour % 12 || 12}:${pad2(c.minute)} ${shape.dayPeriods[c.hour < 12 ? 0 : 1]}`;
}

/**
 * A calendar date: "21 feb 2027" (es-MX), "21 Feb 2027" (en-NG). Accepts a civil date
 * ('yyyy-mm-dd', e.g. a due date, which has no time zone and is shown as is) or an ISO instant
 * (shown as the date it was in the market's zone).
 */
export function formatDate(value: string, lang: Language, market: Market): string {
  const clock = clockOf(value, market);
  return clock ? dayText(clock, shapeOf(lang, market)) : '';
}

/** An instant as date and time in the market's zone: "21 feb 2027, 2:05 p.m." (es-MX). */
export function formatDateTime(iso: string, lang: Language, market: Market): string {
  const clock = clockOf(iso, market);
  const shape = shapeOf(lang, market);
  return clock ? `${dayText(clock, shape)}, ${timeText(clock, shape)}` : '';
}

/** The time of day of an instant in the market's zone: "14:05" (en-NG), "2:05 p.m." (es-MX). */
export function formatTime(iso: string, lang: Language, market: Market): string {
  const clock = clockOf(iso, market);
  return clock ? timeText(clock, shapeOf(lang, market)) : '';
}

/**
 * An amount of money in the borrower's locale, by the domain's formatter: "₦60,000",
 * "$1,250.50", "60.000 ₦" (es-NG). Without a language the market's own is used
 * (server-rendered texts, tests).
 */
export function formatMoney(amount: MinorUnits, currency: CurrencyCode, lang?: Language): string {
  return formatAmount(amount, currency, { lang: lang ?? MARKET_PROFILES[marketOfCurrency(currency)].defaultLanguage });
}

/** "+2348031234567" → "+234803****567": enough for the owner to recognise, not to read out. */
export function maskMobileForOwner(mobile: string): string {
  return mobile.length > 7 ? `${mobile.slice(0, mobile.length - 7)}****${mobile.slice(-3)}` : mobile;
}
