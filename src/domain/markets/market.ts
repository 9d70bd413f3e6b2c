/** A market is where an app lends: it fixes currency, time zone, phone region, documents and disclosures. */
export const MARKETS = ['ng', 'mx'] as const;
export type Market = (typeof MARKETS)[number];

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export type CurrencyCode = 'NGN' | 'MXN';

export interface MarketProfile {
  market: Market;
  /** ISO 3166-1 alpha-2 region used to parse national phone numbers. */
  phoneRegion: 'NG' | 'MX';
  countryCallingCode: '234' | '52';
  currency: CurrencyCode;
  /** IANA zone: business hours, due dates and "today" are computed here. */
  timeZone: string;
  /**
   * The zone's offset from UTC in minutes. Both markets keep one offset all year (Nigeria has no
   * daylight saving; Mexico abolished it in 2022), so the phone reads its market's clock with
   * arithmetic instead of loading ICU's zone data on the first screen (decision 0032); a test
   * holds it to `timeZone` through the platform's zone database.
   */
  utcOffsetMinutes: number;
  defaultLanguage: Language;
  /** Which yearly cost figure the law asks lenders to disclose. */
  costDisclosure: 'APR' | 'CAT';
  /** A new product's tax on interest unless the operator says otherwise (decision 0089): MX IVA 16 %, NG exempt. */
  defaultInterestTaxPpm: number;
}

export const MARKET_PROFILES: Record<Market, MarketProfile> = {
  ng: {
    market: 'ng',
    phoneRegion: 'NG',
    countryCallingCode: '234',
    currency: 'NGN',
    timeZone: 'Africa/Lagos',
    utcOffsetMinutes: 60,
    defaultLanguage: 'en',
    costDisclosure: 'APR',
    defaultInterestTaxPpm: 0,
  },
  mx: {
    market: 'mx',
    phoneRegion: 'MX',
    countryCallingCode: '52',
    currency: 'MXN',
    timeZone: 'America/Mexico_City',
    utcOffsetMinutes: -360,
    defaultLanguage: 'es',
    costDisclosure: 'CAT',
    defaultInterestTaxPpm: 160_000,
  },
};

export function isMarket(value: unknown): value is Market {
  return typeof value === 'string' && (MARKETS as readonly string[]).includes(value);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** What a wall clock in the market shows at an instant. */
export interface MarketClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * The market's wall clock at `instant`, from its fixed UTC offset. No Intl: the first
 * Intl.DateTimeFormat on a phone loads ICU on the main thread during the first screen, and
 * arithmetic gives the same answer on the server and on every phone, whatever its ICU's age.
 */
export function marketClock(market: Market, instant: Date): MarketClock {
  const shifted = new Date(instant.getTime() + MARKET_PROFILES[market].utcOffsetMinutes * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

export const pad2 = (n: number): string => String(n).padStart(2, '0');
