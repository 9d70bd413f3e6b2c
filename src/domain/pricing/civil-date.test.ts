import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isRealDate, parseCivilDate } from './civil-date';
import { PricingError } from './pricing-error';

describe('civil dates', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2025-01-01', 91)).toBe('2025-04-02');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(addDays('2025-03-10', -10)).toBe('2025-02-28');
    expect(addDays('2024-01-01', 366)).toBe('2025-01-01');
  });

  it('counts days between dates', () => {
    expect(daysBetween('2025-01-01', '2025-04-02')).toBe(91);
    expect(daysBetween('2025-04-02', '2025-01-01')).toBe(-91);
    expect(daysBetween('1970-01-01', '1970-01-01')).toBe(0);
  });

  it('refuses malformed and impossible dates', () => {
    for (const bad of ['2025-02-29', '2025-13-01', '2025-00-10', '2025-1-01', '01/02/2025', '2025-04-31', '']) {
      expect(() => parseCivilDate(bad)).toThrow(PricingError);
    }
  });

  it('agrees with the UTC calendar of the JavaScript engine', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_900_000 }), fc.integer({ min: -400, max: 400 }), (base, delta) => {
        const start = new Date(Date.UTC(1970, 0, 1) + base * 86_400_000).toISOString().slice(0, 10);
        const expected = new Date(Date.UTC(1970, 0, 1) + (base + delta) * 86_400_000).toISOString().slice(0, 10);
        expect(addDays(start, delta)).toBe(expected);
        expect(daysBetween(start, expected)).toBe(delta);
      }),
    );
  });
});

describe('isRealDate', () => {
  it.each([
    [2024, 2, 29],
    [2000, 2, 29],
    [1999, 12, 31],
    [2023, 4, 30],
    [1956, 1, 1],
  ])('accepts %i-%i-%i', (y, m, d) => expect(isRealDate(y, m, d)).toBe(true));

  it.each([
    [2023, 2, 29],
    [1900, 2, 29],
    [2023, 2, 30],
    [2023, 4, 31],
    [2023, 13, 1],
    [2023, 0, 10],
    [2023, 1, 0],
    [2023, 1, 32],
  ])('rejects %i-%i-%i', (y, m, d) => expect(isRealDate(y, m, d)).toBe(false));
});
