import { clabe } from 'clabe-validator';
import { describe, expect, it } from 'vitest';
import { isValidNuban } from '../../../domain/identity/nuban';
import { clabeCheckDigit, nubanFor, stpClabe } from './account-numbers';

describe('collection account numbers', () => {
  it('make STP CLABEs clabe-validator accepts, with STP as the bank', () => {
    for (const serial of [0, 1, 42, 1_234_567, 9_999_999]) {
      const value = stpClabe('6461801570', serial);
      expect(value).toMatch(/^646180157\d{9}$/);
      const check = clabe.validate(value);
      expect(check.valid.format).toBe(true);
      expect(check.ok).toBe(true);
      expect(check.tag).toBe('STP');
    }
  });

  it('compute the control digit of a published CLABE', () => {
    // clabe-validator's own example account.
    expect(clabeCheckDigit('00201007777777777')).toBe(1);
  });

  it('refuse prefixes that are not STP and serials that do not fit', () => {
    expect(() => stpClabe('0121801570', 1)).toThrow(RangeError);
    expect(() => stpClabe('6461801570', 10_000_000)).toThrow(RangeError);
  });

  it('make NUBANs with a valid check digit', () => {
    for (const [bank, serial] of [
      ['035', 1],
      ['232', 987_654_321],
      ['058', 1457],
    ] as const) {
      const n = nubanFor(bank, serial);
      expect(n).toMatch(/^\d{10}$/);
      expect(isValidNuban(n, bank)).toBe(true);
    }
    expect(nubanFor('058', 1457)).toBe('0000014570');
  });
});
