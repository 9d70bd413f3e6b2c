import { z } from 'zod';
import type { ProductTerms } from './product';

/**
 * The limits an operator's product edit must respect. They come from SPEC §1/§9 (interest at
 * most 36 % a year, processing fee at most 0.98 % a day, penalty 2 % a day, tenures within a
 * year) and from honesty: whatever the settings, the borrower must receive something.
 */
export const PRODUCT_LIMITS = {
  maxAnnualInterestPpm: 360_000,
  maxProcessingFeePpmPerDay: 9_800,
  maxFeeTaxPpm: 300_000,
  maxPenaltyPpmPerDay: 20_000,
  maxTenureDays: 365,
  maxRolloverDays: 30,
} as const;

const ppm = z.number().int().min(0);
const minor = z.number().int().positive();

/** The fields an operator may change; identity fields (app, market, currency, code) are fixed. */
export const productPatchSchema = z.object({
  name: z.string().trim().min(2).max(60),
  minAmount: minor,
  maxAmount: minor,
  amountStep: minor,
  tenures: z.array(z.number().int().min(1).max(PRODUCT_LIMITS.maxTenureDays)).min(1).max(12),
  dailyInterestPpm: ppm,
  reloanDailyInterestPpm: ppm,
  processingFeePpmPerDay: ppm.max(PRODUCT_LIMITS.maxProcessingFeePpmPerDay),
  feeTaxPpm: ppm.max(PRODUCT_LIMITS.maxFeeTaxPpm),
  penaltyPpmPerDay: ppm.max(PRODUCT_LIMITS.maxPenaltyPpmPerDay),
  rolloverFeePpm: ppm.max(200_000),
  rolloverDays: z.number().int().min(1).max(PRODUCT_LIMITS.maxRolloverDays),
  maxCreditLimit: minor,
  active: z.boolean(),
}).partial().strict();

export type ProductPatch = z.infer<typeof productPatchSchema>;

/** Problems with a product as it would be after an edit; empty when it may be saved. */
export function productProblems(p: Omit<ProductTerms, 'id'>): string[] {
  const problems: string[] = [];
  if (p.maxAmount < p.minAmount) problems.push('maxAmount must be at least minAmount');
  if ((p.maxAmount - p.minAmount) % p.amountStep !== 0) problems.push('the amount range must be a whole number of steps');
  if (p.maxCreditLimit < p.maxAmount) problems.push('maxCreditLimit must be at least maxAmount');
  const sorted = [...p.tenures].sort((a, b) => a - b);
  if (new Set(sorted).size !== sorted.length) problems.push('tenures must not repeat');
  for (const [name, rate] of [['dailyInterestPpm', p.dailyInterestPpm], ['reloanDailyInterestPpm', p.reloanDailyInterestPpm]] as const) {
    if (rate * 365 > PRODUCT_LIMITS.maxAnnualInterestPpm) problems.push(`${name} exceeds 36% a year`);
  }
  if (p.reloanDailyInterestPpm > p.dailyInterestPpm) problems.push('reloan interest may not exceed the standard interest');
  // Fee plus its tax over the longest tenure must leave the borrower something: in ppm of the amount.
  const longest = sorted[sorted.length - 1] ?? 0;
  const feePpm = BigInt(p.processingFeePpmPerDay) * BigInt(longest);
  const withTax = feePpm + (feePpm * BigInt(p.feeTaxPpm)) / 1_000_000n;
  if (withTax >= 1_000_000n) problems.push('fee and tax would consume the whole amount at the longest tenure');
  return problems;
}
