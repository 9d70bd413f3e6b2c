import { describe, expect, it } from 'vitest';
import { PricingError } from './pricing-error';
import { rolloverQuote } from './rollover';

describe('rolloverQuote', () => {
  const product = { rolloverFeePpm: 6_300, rolloverDays: 7 };

  it('charges the fee on the principal and moves the due date 7 days', () => {
    expect(rolloverQuote(product, 1_000_000, '2025-04-16')).toEqual({ fee: 6_300, days: 7, previousDueDate: '2025-04-16', newDueDate: '2025-04-23' });
    expect(rolloverQuote(product, 1_000_000, '2025-12-28').newDueDate).toBe('2026-01-04');
  });

  it('rounds the fee half-up', () => {
    // 0.63 % of 150,050 = 945.315 → 945; of 150,080 = 945.504 → 946
    expect(rolloverQuote(product, 150_050, '2025-01-01').fee).toBe(945);
    expect(rolloverQuote(product, 150_080, '2025-01-01').fee).toBe(946);
  });

  it('refuses bad inputs', () => {
    expect(() => rolloverQuote(product, 0, '2025-01-01')).toThrow(PricingError);
    expect(() => rolloverQuote({ ...product, rolloverDays: 0 }, 100, '2025-01-01')).toThrow(PricingError);
    expect(() => rolloverQuote(product, 100, '2025-02-30')).toThrow(PricingError);
  });
});
