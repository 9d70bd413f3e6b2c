/** Monthly income bands of SPEC §3, the same figures in both markets (naira or pesos). */
export const INCOME_RANGES = ['under29999', '30000-49999', '50000-99999', '100000-149999', 'over150000'] as const;
export type IncomeRange = (typeof INCOME_RANGES)[number];

/** Inclusive bounds in whole major units; max null means no upper bound. */
export interface IncomeBounds {
  min: number;
  max: number | null;
}

export const INCOME_RANGE_BOUNDS: Record<IncomeRange, IncomeBounds> = {
  under29999: { min: 0, max: 29_999 },
  '30000-49999': { min: 30_000, max: 49_999 },
  '50000-99999': { min: 50_000, max: 99_999 },
  '100000-149999': { min: 100_000, max: 149_999 },
  over150000: { min: 150_000, max: null },
};

/** The band a monthly income in whole major units falls in (fractions fall with their floor). */
export function incomeRangeOf(major: number): IncomeRange {
  if (!Number.isFinite(major) || major < 0) throw new RangeError(`income must be a non-negative number, got ${major}`);
  const whole = Math.floor(major);
  const found = INCOME_RANGES.find((range) => {
    const { min, max } = INCOME_RANGE_BOUNDS[range];
    return whole >= min && (max === null || whole <= max);
  });
  // The bands cover 0..∞ without gaps, so this only guards against a future edit breaking that.
  if (!found) throw new RangeError(`no income band for ${major}`);
  return found;
}
