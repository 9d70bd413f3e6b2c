import { describe, expect, it } from 'vitest';
import { isValidNss } from './nss';

describe('isValidNss', () => {
  it.each([
    // Published example of francerz/mx-imss. Weights 1,2,1,2… over 8496631121:
    // 8 + 8 + 9 + (12→3) + 6 + 6 + 1 + 2 + 2 + 2 = 47 → check digit 3.
    '84966311213',
    // catalogmx's test vector: 1 + 4 + 3 + 8 + 5 + (12→3) + 7 + (16→7) + 9 + 0 = 47 → 3.
    '12345678903',
    '00000000000',
  ])('accepts %s', (nss) => {
    expect(isValidNss(nss)).toBe(true);
  });

  it('tolerates outer whitespace only', () => {
    expect(isValidNss(' 84966311213 ')).toBe(true);
    expect(isValidNss('8496631121-3')).toBe(false);
    expect(isValidNss('84 96 63 1121 3')).toBe(false);
  });

  it.each([
    ["wrong check digit (the same library's invalid example)", '84966311215'],
    ['wrong check digit', '12345678900'],
    ['two digits swapped', '48966311213'],
    ['10 digits', '8496631121'],
    ['12 digits', '849663112130'],
    ['letters', '8496631121A'],
    ['empty', ''],
  ])('rejects %s: %s', (_why, nss) => {
    expect(isValidNss(nss)).toBe(false);
  });
});
