import { z } from 'zod';
import { MARKET_PROFILES, MARKETS, type Market } from '../markets/market';
import { INTEREST_BASES, type InterestBasis } from '../pricing/interest-to-date';
import type { ProductTerms } from './product';

/**
 * The limits an operator's product edit must respect. They come from decision 0006 (interest at
 * most 36 % a year, processing fee at most 0.98 % a day, penalty 2 % a day, tenures within a
 * year) and from honesty: whatever the settings, the borrower must receive something.
 */
export const PRODUCT_LIMITS = {
  maxAnnualInterestPpm: 360_000,
  maxProcessingFeePpmPerDay: 9_800,
  maxFeeTaxPpm: 300_000,
  maxInterestTaxPpm: 300_000,
  maxPenaltyPpmPerDay: 20_000,
  maxTenureDays: 365,
  maxRolloverDays: 30,
} as const;

/**
 * The fields the quote reads (src/domain/pricing/quote.ts, penalty.ts, rollover.ts): a change to
 * any of them is a price change and waits for a second operator's approval (decision 0073).
 */
export const PRICE_FIELDS = [
  'minAmount',
  'maxAmount',
  'amountStep',
  'tenures',
  'dailyInterestPpm',
  'reloanDailyInterestPpm',
  'processingFeePpmPerDay',
  'feeTaxPpm',
  'interestTaxPpm',
  'interestBasis',
  'minInterestDays',
  'penaltyPpmPerDay',
  'rolloverFeePpm',
  'rolloverDays',
] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

const ppm = z.number().int().min(0);
const minor = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const termFields = {
  name: z.string().trim().min(2).max(60),
  minAmount: minor,
  maxAmount: minor,
  amountStep: minor,
  tenures: z.array(z.number().int().min(1).max(PRODUCT_LIMITS.maxTenureDays)).min(1).max(12),
  dailyInterestPpm: ppm,
  reloanDailyInterestPpm: ppm,
  processingFeePpmPerDay: ppm.max(PRODUCT_LIMITS.maxProcessingFeePpmPerDay),
  feeTaxPpm: ppm.max(PRODUCT_LIMITS.maxFeeTaxPpm),
  interestTaxPpm: ppm.max(PRODUCT_LIMITS.maxInterestTaxPpm),
  interestBasis: z.enum(INTEREST_BASES),
  minInterestDays: z.number().int().min(0).max(PRODUCT_LIMITS.maxTenureDays),
  penaltyPpmPerDay: ppm.max(PRODUCT_LIMITS.maxPenaltyPpmPerDay),
  rolloverFeePpm: ppm.max(200_000),
  rolloverDays: z.number().int().min(1).max(PRODUCT_LIMITS.maxRolloverDays),
  maxCreditLimit: minor,
};

/** The fields an operator may change; identity fields (app, market, currency, code) are fixed. */
export const productPatchSchema = z
  .object({ ...termFields, active: z.boolean(), isDefault: z.literal(true) })
  .partial()
  .strict();

export type ProductPatch = z.infer<typeof productPatchSchema>;

/** A product code: what apply-market's `productCode` names, stable for the product's life. */
export const PRODUCT_CODE = /^[a-z0-9][a-z0-9_-]{1,31}$/;

/**
 * A new product of an app: every term given; market and currency are the app's. The tax on
 * interest may be left out: the app's market then decides it (withMarketTax).
 */
export const newProductSchema = z
  .object({
    ...termFields,
    interestTaxPpm: termFields.interestTaxPpm.optional(),
    interestBasis: termFields.interestBasis.optional(),
    minInterestDays: termFields.minInterestDays.optional(),
    packageName: z.string().trim().min(3).max(100),
    code: z.string().trim().regex(PRODUCT_CODE),
    isDefault: z.boolean().optional(),
  })
  .strict();

export type NewProduct = z.infer<typeof newProductSchema>;

/**
 * What a new product earns when the operator says nothing (decisions 0095, 0104): interest for the
 * days the money is out, at least one day (the payout day alone is day 0); 'term' is one approved
 * change away for a product that must charge the whole term.
 */
export const DEFAULT_INTEREST_RULE = { interestBasis: 'daysUsed', minInterestDays: 1 } as const;

/**
 * A new product's terms with the tax on interest its market's law sets (decision 0089) and the
 * default interest rule (decision 0095) where the operator gave none.
 */
export function withMarketTax<
  T extends { interestTaxPpm?: number; interestBasis?: InterestBasis; minInterestDays?: number },
>(product: T, market: Market): T & { interestTaxPpm: number; interestBasis: InterestBasis; minInterestDays: number } {
  return {
    ...product,
    interestTaxPpm: product.interestTaxPpm ?? MARKET_PROFILES[market].defaultInterestTaxPpm,
    interestBasis: product.interestBasis ?? DEFAULT_INTEREST_RULE.interestBasis,
    minInterestDays: product.minInterestDays ?? DEFAULT_INTEREST_RULE.minInterestDays,
  };
}

/** A reverse-domain package name, as the phone's webview sends it in `packagename`. */
export const PACKAGE_NAME = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/;

/** A new app: the packageName decides its market and default language for every call it makes. */
export const newAppSchema = z
  .object({
    packageName: z.string().trim().min(3).max(100).regex(PACKAGE_NAME),
    appName: z.string().trim().min(1).max(60),
    market: z.enum(MARKETS),
    defaultLanguage: z.enum(['en', 'es']),
    supportEmail: z.email().max(200),
  })
  .strict();

export type NewApp = z.infer<typeof newAppSchema>;

/** An app's fields an operator may change later (its packageName and market are fixed). */
export const appPatchSchema = newAppSchema
  .pick({ appName: true, defaultLanguage: true, supportEmail: true })
  .partial()
  .strict();

/** The rules a whole product must meet; each has a message in both languages (validation.product.<rule>). */
export const PRODUCT_RULES = [
  'maxBelowMin',
  'offStep',
  'creditLimitBelowMax',
  'tenuresRepeat',
  'interestOver36',
  'reloanOver36',
  'reloanDearer',
  'feesEatAmount',
] as const;
export type ProductRule = (typeof PRODUCT_RULES)[number];

type Checked = Pick<ProductTerms, Exclude<PriceField, never> | 'maxCreditLimit'>;

/** Problems with a product as it would be after an edit; empty when it may be saved. */
export function productProblems(p: Checked): ProductRule[] {
  const problems: ProductRule[] = [];
  if (p.maxAmount < p.minAmount) problems.push('maxBelowMin');
  if ((p.maxAmount - p.minAmount) % p.amountStep !== 0) problems.push('offStep');
  if (p.maxCreditLimit < p.maxAmount) problems.push('creditLimitBelowMax');
  const sorted = [...p.tenures].sort((a, b) => a - b);
  if (new Set(sorted).size !== sorted.length) problems.push('tenuresRepeat');
  if (p.dailyInterestPpm * 365 > PRODUCT_LIMITS.maxAnnualInterestPpm) problems.push('interestOver36');
  if (p.reloanDailyInterestPpm * 365 > PRODUCT_LIMITS.maxAnnualInterestPpm) problems.push('reloanOver36');
  if (p.reloanDailyInterestPpm > p.dailyInterestPpm) problems.push('reloanDearer');
  // Fee plus its tax over the longest tenure must leave the borrower something: in ppm of the amount.
  const longest = sorted[sorted.length - 1] ?? 0;
  const feePpm = BigInt(p.processingFeePpmPerDay) * BigInt(longest);
  const withTax = feePpm + (feePpm * BigInt(p.feeTaxPpm)) / 1_000_000n;
  if (withTax >= 1_000_000n) problems.push('feesEatAmount');
  return problems;
}

/** The price fields a patch changes (compared with the product as it is); tenures compared as sets. */
export function changedPriceFields(
  current: Pick<ProductTerms, PriceField>,
  patch: Partial<ProductTerms>,
): PriceField[] {
  const sortedKey = (t: number[]) => [...t].sort((a, b) => a - b).join(',');
  return PRICE_FIELDS.filter((f) => {
    const next = patch[f];
    if (next === undefined) return false;
    if (f === 'tenures') return sortedKey(next as number[]) !== sortedKey(current.tenures);
    return next !== current[f];
  });
}
