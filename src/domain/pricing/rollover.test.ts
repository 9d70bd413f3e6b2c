import { describe, expect, it } from 'vitest';
import { PricingError } from './pricing-error';
import { rolloverFeeTax, rolloverQuote } from './rollover';

describe('rolloverQuote', () => {
  const product = { rolloverFeePpm: 6_300, rolloverDays: 7, interestTaxPpm: 0 };

  it('charges the fee on the principal and moves the due date 7 days', () => {
    expect(rolloverQuote(product, 1_000_000, '2025-04-16')).toEqual({
      fee: 6_300,
      feeTax: 0,
      total: 6_300,
      days: 7,
      previousDueDate: '2025-04-16',
      newDueDate: '2025-04-23',
    });
    expect(rolloverQuote(product, 1_000_000, '2025-12-28').newDueDate).toBe('2026-01-04');
  });

  it('rounds the fee half-up', () => {
    // 0.63 % of 150,050 = 945.315 → 945; of 150,080 = 945.504 → 946
    expect(rolloverQuote(product, 150_050, '2025-01-01').fee).toBe(945);
    expect(rolloverQuote(product, 150_080, '2025-01-01').fee).toBe(946);
  });

  it("adds the tax on the fee (Mexico's IVA), rounded half-up once on the fee", () => {
    // 6,300 × 16 % = 1,008; 945 × 16 % = 151.2 → 151; 946 × 16 % = 151.36 → 151; 947 × 16 % = 151.52 → 152
    const mx = { ...product, interestTaxPpm: 160_000 };
    expect(rolloverQuote(mx, 1_000_000, '2025-04-16')).toMatchObject({ fee: 6_300, feeTax: 1_008, total: 7_308 });
    expect(rolloverQuote(mx, 150_050, '2025-01-01')).toMatchObject({ fee: 945, feeTax: 151, total: 1_096 });
    expect(rolloverFeeTax(947, 160_000)).toBe(152);
  });

  it('refuses bad inputs', () => {
    expect(() => rolloverQuote(product, 0, '2025-01-01')).toThrow(PricingError);
    expect(() => rolloverQuote({ ...product, rolloverDays: 0 }, 100, '2025-01-01')).toThrow(PricingError);
    expect(() => rolloverQuote(product, 100, '2025-02-30')).toThrow(PricingError);
  });
});
