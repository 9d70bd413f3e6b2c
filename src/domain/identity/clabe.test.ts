import { describe, expect, it } from 'vitest';
import { clabeBankCode, isValidClabe } from './clabe';

describe('isValidClabe', () => {
  it.each([
    // clabe-validator's example. Products (digit × 3,7,1) mod 10 over 00201007777777777:
    // 0,0,2,0,7,0,0,9,7,1,9,7,1,9,7,1,9 = 69 → (10 − 9) mod 10 = 1.
    ['002010077777777771', '002'],
    // Wikipedia's example (IXE, now Banorte).
    ['032180000118359719', '032'],
    // STP: 8,8,6,3,6,0,3,5,7,0… = 46 → 4.
    ['646180157000000004', '646'],
  ])('accepts %s (bank %s)', (value, bank) => {
    expect(isValidClabe(value)).toBe(true);
    expect(clabeBankCode(value)).toBe(bank);
  });

  it('accepts a well-formed CLABE of a bank code the package does not know yet', () => {
    // 999 is not a participant, but the check digit (2) is right.
    expect(isValidClabe('999180000000000002')).toBe(true);
  });

  it.each([
    ['bad check digit', '002010077777777770'],
    ['bad check digit', '646180157000000005'],
    ['two digits swapped', '002010077777777717'],
    ['17 digits', '00201007777777777'],
    ['19 digits', '0020100777777777710'],
    ['letters', '00201007777777777A'],
    ['spaces', '002 010 07777777777 1'],
    ['empty', ''],
  ])('rejects %s: %s', (_why, value) => {
    expect(isValidClabe(value)).toBe(false);
    expect(clabeBankCode(value)).toBeNull();
  });
});
