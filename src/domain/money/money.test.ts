import { describe, expect, it } from 'vitest';
import { applyRatePpm, divideHalfUp, formatMoney, formatRatePpm, fromMajor } from './money';

describe('money', () => {
  it('converts whole major units to minor units', () => {
    expect(fromMajor(60_000, 'NGN')).toBe(6_000_000);
    expect(() => fromMajor(1.5, 'MXN')).toThrow(RangeError);
  });

  it('applies a ppm rate rounding half-up on the minor unit', () => {
    // 0.09% of ₦1,000.00 = 90 kobo exactly
    expect(applyRatePpm(100_000, 900)).toBe(90);
    // 0.09% of 555 kobo = 0.4995 → 0; of 556 → 0.5004 → 1
    expect(applyRatePpm(555, 900)).toBe(0);
    expect(applyRatePpm(556, 900)).toBe(1);
    // half exactly rounds up: 50 ppm of 10,000 = 0.5 → 1
    expect(applyRatePpm(10_000, 50)).toBe(1);
    // over days: 0.09% × 91 days of ₦10,000.00
    expect(applyRatePpm(1_000_000, 900, 91)).toBe(81_900);
    expect(() => applyRatePpm(1.2, 900)).toThrow(RangeError);
  });

  it('divides half away from zero', () => {
    expect(divideHalfUp(5n, 2n)).toBe(3);
    expect(divideHalfUp(-5n, 2n)).toBe(-3);
    expect(divideHalfUp(4n, 3n)).toBe(1);
  });

  it('formats amounts and rates', () => {
    expect(formatMoney(6_000_000, 'NGN')).toBe('₦60,000');
    expect(formatMoney(125_050, 'MXN')).toBe('$1,250.50');
    expect(formatMoney(100, 'MXN', { alwaysCents: true })).toBe('$1.00');
    // The reader's language with the currency's market's region: es-NG groups with dots and puts the symbol after.
    expect(formatMoney(1_234_550, 'NGN', { lang: 'es' })).toBe('12.345,50\u00a0₦');
    expect(formatMoney(100_000, 'NGN', { lang: 'es', alwaysCents: true })).toBe('1000,00\u00a0₦');
    expect(formatMoney(-5, 'MXN', { lang: 'es' })).toBe('-$0.05');
    expect(formatRatePpm(900)).toBe('0.09%');
    expect(formatRatePpm(1000)).toBe('0.1%');
    expect(formatRatePpm(180_000)).toBe('18%');
    expect(formatRatePpm(100)).toBe('0.01%');
  });
});
