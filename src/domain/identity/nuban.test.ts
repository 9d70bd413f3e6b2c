import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canCheckNuban, isValidNuban, nubanCheckDigit } from './nuban';

describe('nubanCheckDigit', () => {
  it('reproduces the CBN worked example 1: First Bank 011, serial 000001457 → 9', () => {
    // 0·3 + 1·7 + 1·3 + 0·3 + 0·7 + 0·3 + 0·3 + 0·7 + 1·3 + 4·3 + 5·7 + 7·3 = 81; 10 − (81 mod 10) = 9
    expect(nubanCheckDigit('000001457', '011')).toBe(9);
  });

  it('reproduces the CBN worked example 2: First Bank 011, serial 000000022 → 0', () => {
    // 0·3 + 1·7 + 1·3 + … + 2·7 + 2·3 = 30; 10 − 0 = 10, written 0
    expect(nubanCheckDigit('000000022', '011')).toBe(0);
  });

  it('depends on the bank: GTBank 058, serial 000001457 → 0', () => {
    // 0·3 + 5·7 + 8·3 = 59, plus the serial's 71 = 130 → 0
    expect(nubanCheckDigit('000001457', '058')).toBe(0);
  });

  it('prefixes a 5-digit OFI code with 9 (2020 revision): Kuda 50211, serial 200000001 → 3', () => {
    // 950211200000001 × 373373373373373: 27 + 35 + 0 + 6 + 7 + 3 + 6 + 0 + … + 1·3 = 87 → 3
    expect(nubanCheckDigit('200000001', '50211')).toBe(3);
    expect(nubanCheckDigit('200000001', '950211')).toBe(3);
  });

  it("gives a bank the 2010 result: the revision's leading zeros weigh nothing", () => {
    const WEIGHTS_2010 = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), fc.stringMatching(/^\d{3}$/), (serial, bank) => {
        const sum = [...(bank + serial)].reduce((s, d, i) => s + Number(d) * WEIGHTS_2010[i], 0);
        expect(nubanCheckDigit(serial, bank)).toBe((10 - (sum % 10)) % 10);
      }),
    );
  });

  it.each([
    ['a NIP code, not a CBN code', '000001457', '090267'],
    ['a NIP bank code', '000001457', '000014'],
    ['a mobile-money operator code', '000001457', '999992'],
    ['a 4-digit code', '000001457', '0110'],
    ['letters in the code', '000001457', '035A'],
    ['an 8-digit serial', '00001457', '011'],
    ['a 10-digit serial', '0000014579', '011'],
  ])('refuses %s', (_why, serial, code) => {
    expect(() => nubanCheckDigit(serial, code)).toThrow(RangeError);
  });
});

describe('isValidNuban', () => {
  it.each([
    ['0000014579', '011'],
    ['0000000220', '011'],
    ['0000014570', '058'],
    ['2000000013', '50211'],
    ['2000000013', '950211'],
    [' 0000014579 ', ' 011 '],
  ])('accepts %s at %s', (account, bank) => {
    expect(isValidNuban(account, bank)).toBe(true);
  });

  it.each([
    ['wrong check digit', '0000014578', '011'],
    ['right number, wrong bank', '0000014579', '058'],
    ['OFI account checked as a bank', '2000000013', '211'],
    ['9 digits', '000001457', '011'],
    ['11 digits', '00000145790', '011'],
    ['letters', '000001457A', '011'],
    ['unknown code shape', '0000014579', '0011'],
    ['NIP code', '0000014579', '000016'],
    ['empty', '', '011'],
  ])('rejects %s: %s at %s', (_why, account, bank) => {
    expect(isValidNuban(account, bank)).toBe(false);
  });

  it('every serial has exactly one valid check digit', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{9}$/),
        fc.constantFrom('044', '058', '50211', '50515', '950515'),
        (serial, bank) => {
          const valid = [...'0123456789'].filter((d) => isValidNuban(serial + d, bank));
          expect(valid).toEqual([String(nubanCheckDigit(serial, bank))]);
        },
      ),
    );
  });
});

describe('canCheckNuban', () => {
  it.each(['011', '044', '50211', '950211', ' 058 '])('can check %s', (code) => {
    expect(canCheckNuban(code)).toBe(true);
  });

  it.each(['999992', '999991', '120003', '100002', '090267', '000014', '035A', '', '0110'])(
    'cannot check %s',
    (code) => {
      expect(canCheckNuban(code)).toBe(false);
    },
  );
});
