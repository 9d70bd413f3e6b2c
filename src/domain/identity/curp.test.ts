import { describe, expect, it } from 'vitest';
import { curpCheckDigit, isValidCurp, normalizeCurp } from './curp';

/** Completes 17 characters with their correct check digit, so a test fails on one rule only. */
const withDigit = (first17: string) => first17 + String(curpCheckDigit(first17));

describe('curpCheckDigit', () => {
  it.each([
    // python-stdnum's documented example (born abroad, 1931).
    ['BOXW310820HNERXN0', 9],
    // Wikipedia's worked example (Luis Raúl Bello Mena, Estado de México, 1992).
    ['BEML920313HMCLNS0', 9],
    // Widely used test CURP (Veracruz, 1956).
    ['HEGG560427MVZRRL0', 4],
  ])('%s → %i', (first17, digit) => {
    expect(curpCheckDigit(first17)).toBe(digit);
  });

  it('values Ñ/O per RENAPO table (O is 25): hand check of BOXW310820HNERXN0', () => {
    // B11·18 + O25·17 + X34·16 + W33·15 + 3·14 + 1·13 + 0·12 + 8·11 + 2·10 + 0·9
    // + H17·8 + N23·7 + E14·6 + R28·5 + X34·4 + N23·3 + 0·2 = 2551 → (10 − 1) mod 10 = 9
    expect(curpCheckDigit('BOXW310820HNERXN0')).toBe(9);
  });

  it('rejects characters outside the CURP alphabet', () => {
    expect(() => curpCheckDigit('BOXW310820HNERXN')).toThrow(RangeError);
    expect(() => curpCheckDigit('BOXW310820HNERX-0')).toThrow(RangeError);
  });
});

describe('isValidCurp', () => {
  it.each([
    'BOXW310820HNERXN09',
    'BEML920313HMCLNS09',
    'HEGG560427MVZRRL04',
    'GODE561231MDFMZM01', // DF is still Mexico City's code
    'PERJ000229HJCRNNA6', // 29 Feb 2000: letter homoclave means 2000s, a leap year
    'ROJM010930MNLDMRA5',
    'TUVE991231HYNRLS05',
    'MAHJ280603MSPRRV09',
    'SAGX950715XNEZNR06', // X: non-binary sex marker (since 2022)
  ])('accepts %s', (curp) => {
    expect(isValidCurp(curp)).toBe(true);
  });

  it('normalizes before checking', () => {
    expect(normalizeCurp('  boxw310820hnerxn09 ')).toBe('BOXW310820HNERXN09');
    expect(isValidCurp('  boxw310820hnerxn09 ')).toBe(true);
  });

  it.each([
    ['bad check digit', 'BOXW310820HNERXN08'],
    ['bad check digit', 'HEGG560427MVZRRL05'],
    ['month 13', withDigit('BOXW311320HNERXN0')],
    ['30 February', withDigit('BOXW310230HNERXN0')],
    ['31 April', withDigit('BOXW310431HNERXN0')],
    ['29 Feb 1900 (digit homoclave means 1900s)', withDigit('PERJ000229HJCRNN0')],
    ['29 Feb 2001', withDigit('PERJ010229HJCRNNA')],
    ['day 00', withDigit('BOXW310800HNERXN0')],
    ['unknown state XX', withDigit('BOXW310820HXXRXN0')],
    ['unknown state MX', withDigit('BOXW310820HMXRXN0')],
    ['sex Z', withDigit('BOXW310820ZNERXN0')],
    ['consonant in 2nd place', withDigit('BBXW310820HNERXN0')],
    ['vowel where an inner consonant goes', withDigit('BOXW310820HNEAXN0')],
    ['Ñ (always written X)', 'BOÑW310820HNERXN09'],
    ['digit in the name letters', withDigit('B0XW310820HNERXN0')],
    ['letter as check digit', 'BOXW310820HNERXN0A'],
    ['17 characters', 'BOXW310820HNERXN0'],
    ['19 characters', 'BOXW310820HNERXN090'],
    ['empty', ''],
    ['inner spaces', 'BOXW 310820 HNERXN09'],
  ])('rejects %s: %s', (_why, curp) => {
    expect(isValidCurp(curp)).toBe(false);
  });
});
