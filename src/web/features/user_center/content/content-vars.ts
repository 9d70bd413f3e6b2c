import type { z } from 'zod';
import type { customerServiceResponse, productTerms } from '../../../../domain/api/promo';
import { MARKET_PROFILES, type Market } from '../../../../domain/markets/market';
import { formatMoney, formatRatePpm } from '../../../lib/format';
import type { Language } from '../../../../domain/markets/market';

export type ProductTermsData = z.output<typeof productTerms>;
export type CustomerServiceData = z.output<typeof customerServiceResponse>;

/** The {{variables}} of the long-form texts (faq, about, legal, service), all as display strings. */
export type ContentVars = Record<
  | 'appName'
  | 'costName'
  | 'minAmount'
  | 'maxAmount'
  | 'minDays'
  | 'maxDays'
  | 'dailyInterest'
  | 'reloanInterest'
  | 'processingFee'
  | 'feeTax'
  | 'interestTax'
  | 'penalty'
  | 'rolloverDays'
  | 'maxLimit'
  | 'supportEmail'
  | 'hoursFrom'
  | 'hoursTo'
  | 'timeZone',
  string
>;

function span(values: number[], show: (v: number) => string): string {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return lo === hi ? show(lo) : `${show(lo)}–${show(hi)}`;
}

/** "9:00" from "09:00": the texts read "9:00–18:00". */
function clock(hhmm: string): string {
  return hhmm.replace(/^0(\d)/, '$1');
}

/**
 * How the market's zone reads in the borrower's language, with its offset so nobody has to
 * know zone names: "West Africa Standard Time (GMT+1)".
 */
export function zoneLabel(timeZone: string, lang: Language, at = new Date()): string {
  const part = (style: 'long' | 'shortOffset') =>
    new Intl.DateTimeFormat(lang, { timeZone, timeZoneName: style })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  return `${part('long')} (${part('shortOffset')})`;
}

/**
 * Builds every figure the texts quote from the configured products and support settings, so
 * no number is written into a text. Where products differ (fees, tenures), the span is shown.
 */
export function contentVars(input: {
  products: ProductTermsData[];
  service: CustomerServiceData;
  market: Market;
  appName: string;
  lang: Language;
}): ContentVars {
  const { products, service, market, appName, lang } = input;
  if (products.length === 0) throw new Error('no products configured');
  const currency = products[0].currency;
  const money = (v: number) => formatMoney(v, currency, lang);
  const all = <K extends keyof ProductTermsData>(k: K) => products.map((p) => p[k] as number);
  return {
    appName,
    costName: MARKET_PROFILES[market].costDisclosure,
    minAmount: money(Math.min(...all('minAmount'))),
    maxAmount: money(Math.max(...all('maxAmount'))),
    minDays: String(Math.min(...all('minDays'))),
    maxDays: String(Math.max(...all('maxDays'))),
    dailyInterest: span(all('dailyInterestPpm'), formatRatePpm),
    // "as low as": the lowest reloan rate on offer.
    reloanInterest: formatRatePpm(Math.min(...all('reloanDailyInterestPpm'))),
    processingFee: span(all('processingFeePpmPerDay'), formatRatePpm),
    feeTax: span(all('feeTaxPpm'), formatRatePpm),
    interestTax: span(all('interestTaxPpm'), formatRatePpm),
    penalty: span(all('penaltyPpmPerDay'), formatRatePpm),
    rolloverDays: span(all('rolloverDays'), String),
    maxLimit: money(Math.max(...all('maxCreditLimit'))),
    supportEmail: service.email,
    hoursFrom: clock(service.opensAt),
    hoursTo: clock(service.closesAt),
    timeZone: zoneLabel(service.timeZone, lang),
  };
}
