import type { Market } from '../markets/market';

/**
 * Monthly income bands (decision 0096). The contract fixes the codes (`monthlySalary` stores them); what a
 * band covers is the market's own money (decision 0096): Nigeria's figures are SPEC's naira;
 * Mexico's are pesos drawn from INEGI's ENIGH 2024, where most earners would have fallen in
 * SPEC's first band.
 */
export const INCOME_RANGES = ['under29999', '30000-49999', '50000-99999', '100000-149999', 'over150000'] as const;
export type IncomeRange = (typeof INCOME_RANGES)[number];

/** Inclusive bounds in whole major units; max null means no upper bound. */
export interface IncomeBounds {
  min: number;
  max: number | null;
}

export const INCOME_RANGE_BOUNDS_BY_MARKET: Record<Market, Record<IncomeRange, IncomeBounds>> = {
  ng: {
    under29999: { min: 0, max: 29_999 },
    '30000-49999': { min: 30_000, max: 49_999 },
    '50000-99999': { min: 50_000, max: 99_999 },
    '100000-149999': { min: 100_000, max: 149_999 },
    over150000: { min: 150_000, max: null },
  },
  mx: {
    under29999: { min: 0, max: 7_999 },
    '30000-49999': { min: 8_000, max: 15_999 },
    '50000-99999': { min: 16_000, max: 29_999 },
    '100000-149999': { min: 30_000, max: 59_999 },
    over150000: { min: 60_000, max: null },
  },
};

/** SPEC's own figures, which the codes name: Nigeria's. */
export const INCOME_RANGE_BOUNDS: Record<IncomeRange, IncomeBounds> = INCOME_RANGE_BOUNDS_BY_MARKET.ng;

/** The band a monthly income in whole major units of the market's money falls in (fractions fall with their floor). */
export function incomeRangeOf(major: number, market: Market = 'ng'): IncomeRange {
  if (!Number.isFinite(major) || major < 0) throw new RangeError(`income must be a non-negative number, got ${major}`);
  const whole = Math.floor(major);
  const found = INCOME_RANGES.find((range) => {
    const { min, max } = INCOME_RANGE_BOUNDS_BY_MARKET[market][range];
    return whole >= min && (max === null || whole <= max);
  });
  // The bands cover 0..∞ without gaps, so this only guards against a future edit breaking that.
  if (!found) throw new RangeError(`no income band for ${major}`);
  return found;
}
