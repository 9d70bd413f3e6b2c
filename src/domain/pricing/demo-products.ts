import { fromMajor } from '../money/money';
import type { ProductTerms } from '../products/product';

/**
 * Seed products for the demo apps, two per market. Figures are inside the SPEC's ranges and
 * chosen so the borrower keeps at least 90 % of the amount at every tenure (see
 * docs/decisions/0006-pricing.md for the arithmetic):
 *
 * - daily interest 0.09 % (32.85 % a year, under the SPEC's 36 % maximum; 0.1 %/day would be
 *   36.5 % and break it); reloan 0.01 % a day, SPEC's "reloan interest as low as 0.01%";
 * - processing fee 0.05 %/day (standard, 91 days) and 0.04 %/day (flex, up to 180 days), far
 *   under the SPEC's 0.98 %/day ceiling;
 * - tax on the fee is the real rate of each market, not the SPEC's 18 %: Nigeria's VAT is
 *   7.5 %, Mexico's IVA 16 %; Mexico's IVA also falls on interest, penalty and rollover fee,
 *   Nigeria's interest is exempt (decision 0089);
 * - penalty 2 %/day (SPEC), capped in penalty.ts;
 * - rollover: 7 days for 0.63 % of the principal, i.e. what 7 days of interest would cost;
 * - interest for the days used, at least one day: paying early costs less (decision 0104).
 */
const COMMON = {
  dailyInterestPpm: 900,
  reloanDailyInterestPpm: 100,
  penaltyPpmPerDay: 20_000,
  rolloverFeePpm: 6_300,
  rolloverDays: 7,
  // Interest for the days the money is out, at least one day (decisions 0095, 0104).
  interestBasis: 'daysUsed',
  minInterestDays: 1,
  active: true,
} as const;

const NG = {
  packageName: 'com.presta.ng',
  market: 'ng',
  currency: 'NGN',
  feeTaxPpm: 75_000,
  interestTaxPpm: 0,
} as const;
const MX = {
  packageName: 'com.presta.mx',
  market: 'mx',
  currency: 'MXN',
  feeTaxPpm: 160_000,
  interestTaxPpm: 160_000,
} as const;

function amounts(currency: 'NGN' | 'MXN') {
  return {
    minAmount: fromMajor(1_000, currency),
    maxAmount: fromMajor(60_000, currency),
    amountStep: fromMajor(500, currency),
    maxCreditLimit: fromMajor(500_000, currency),
  };
}

export const DEMO_PRODUCTS: Omit<ProductTerms, 'id'>[] = [
  {
    ...NG,
    ...COMMON,
    ...amounts('NGN'),
    code: 'standard',
    name: 'Presta Standard',
    tenures: [91],
    processingFeePpmPerDay: 500,
  },
  {
    ...NG,
    ...COMMON,
    ...amounts('NGN'),
    code: 'flex',
    name: 'Presta Flex',
    tenures: [91, 120, 180],
    processingFeePpmPerDay: 400,
  },
  {
    ...MX,
    ...COMMON,
    ...amounts('MXN'),
    code: 'standard',
    name: 'Presta Estándar',
    tenures: [91],
    processingFeePpmPerDay: 500,
  },
  {
    ...MX,
    ...COMMON,
    ...amounts('MXN'),
    code: 'flex',
    name: 'Presta Flexible',
    tenures: [91, 120, 180],
    processingFeePpmPerDay: 400,
  },
];

/** The product a new borrower is offered first in each app. */
export const DEFAULT_PRODUCT_CODE = 'standard';
