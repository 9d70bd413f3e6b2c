import { LOCALE_SHAPES } from '../markets/locale-shapes';
import { MARKET_PROFILES, type CurrencyCode, type Language, type Market } from '../markets/market';

/**
 * Money is an integer count of minor units (kobo, centavos). Every amount in the database,
 * the API and the domain is one of these; a float never touches money.
 */
export type MinorUnits = number;

export interface Money {
  amount: MinorUnits;
  currency: CurrencyCode;
}

const MINOR_PER_MAJOR: Record<CurrencyCode, number> = { NGN: 100, MXN: 100 };
const SYMBOL: Record<CurrencyCode, string> = { NGN: '₦', MXN: '$' };

export function assertMinorUnits(value: number, label = 'amount'): MinorUnits {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${label} must be a whole number of minor units, got ${value}`);
  return value;
}

export function currencySymbol(currency: CurrencyCode): string {
  return SYMBOL[currency];
}

export function minorPerMajor(currency: CurrencyCode): number {
  return MINOR_PER_MAJOR[currency];
}

/** Whole major units (naira, pesos) to minor units; only whole numbers are accepted. */
export function fromMajor(major: number, currency: CurrencyCode): MinorUnits {
  if (!Number.isSafeInteger(major)) throw new RangeError(`major amount must be whole, got ${major}`);
  return assertMinorUnits(major * MINOR_PER_MAJOR[currency]);
}

/**
 * Multiplies an amount by a rate given in parts per million and rounds half-up on the minor
 * unit. BigInt keeps the product exact whatever the size; rounding is the only lossy step.
 */
export function applyRatePpm(amount: MinorUnits, ratePpm: number, times = 1): MinorUnits {
  assertMinorUnits(amount);
  if (!Number.isSafeInteger(ratePpm) || ratePpm < 0)
    throw new RangeError(`rate must be a non-negative integer ppm, got ${ratePpm}`);
  if (!Number.isSafeInteger(times) || times < 0)
    throw new RangeError(`times must be a non-negative integer, got ${times}`);
  return divideHalfUp(BigInt(amount) * BigInt(ratePpm) * BigInt(times), 1_000_000n);
}

/** Integer division rounding half away from zero. */
export function divideHalfUp(numerator: bigint, denominator: bigint): MinorUnits {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const quotient = (abs * 2n + denominator) / (2n * denominator);
  return Number(negative ? -quotient : quotient);
}

/**
 * A whole number's digits with a separator every three from the right: "60000" → "60,000".
 * Spanish leaves four-digit figures ungrouped (CLDR's minimum grouping of two: "1000", "12.345").
 */
export function groupDigits(whole: string, separator: string, minimumGroupingDigits: 1 | 2 = 1): string {
  if (whole.length < 3 + minimumGroupingDigits) return whole;
  let grouped = whole.slice(-3);
  for (let end = whole.length - 3; end > 0; end -= 3)
    grouped = `${whole.slice(Math.max(0, end - 3), end)}${separator}${grouped}`;
  return grouped;
}

const CURRENCY_MARKET: Record<CurrencyCode, Market> = { NGN: 'ng', MXN: 'mx' };

export interface MoneyFormat {
  /** The reader's language, written with the currency's market's region (es-MX, en-NG); English by default. */
  lang?: Language;
  /** ".00" even on a whole amount (agreements, refunds): otherwise cents only when there are some. */
  alwaysCents?: boolean;
}

/**
 * The one money formatter, for every layer: "₦60,000", "$1,250.50", "60.000 ₦" (es-NG).
 * Cents only when there are some, as borrowers read whole amounts far more often. The digits
 * are cut from the integer's own decimal string, so no float is ever on the way.
 */
export function formatMoney(amount: MinorUnits, currency: CurrencyCode, opts: MoneyFormat = {}): string {
  assertMinorUnits(amount);
  const shape = LOCALE_SHAPES[`${opts.lang ?? 'en'}-${MARKET_PROFILES[CURRENCY_MARKET[currency]].phoneRegion}`];
  const decimals = String(MINOR_PER_MAJOR[currency]).length - 1;
  const digits = String(Math.abs(amount)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const cents = digits.slice(digits.length - decimals);
  const showCents = opts.alwaysCents || !/^0*$/.test(cents);
  const figure = `${groupDigits(whole, shape.group, shape.minimumGroupingDigits)}${showCents ? `${shape.decimal}${cents}` : ''}`;
  const symbol = SYMBOL[currency];
  const shown = shape.symbolAfter ? `${figure}\u00a0${symbol}` : `${symbol}${figure}`;
  return amount < 0 ? `-${shown}` : shown;
}

/** The market whose currency this is. */
export function marketOfCurrency(currency: CurrencyCode): Market {
  return CURRENCY_MARKET[currency];
}

/** A rate in parts per million as a percentage string without float arithmetic: 900 → "0.09%". */
export function formatRatePpm(ratePpm: number): string {
  if (!Number.isSafeInteger(ratePpm) || ratePpm < 0) throw new RangeError(`bad rate ${ratePpm}`);
  // 1% = 10,000 ppm; keep up to 4 decimals of a percent.
  const whole = Math.floor(ratePpm / 10_000);
  const frac = (ratePpm % 10_000).toString().padStart(4, '0').replace(/0+$/, '');
  return `${whole}${frac ? `.${frac}` : ''}%`;
}
