import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { luhnCheckDigit, luhnValid } from './luhn';

describe('luhn', () => {
  it('matches the textbook example 7992739871 → 3', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });

  it('rejects non-digits and too-short input', () => {
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('0')).toBe(false);
    expect(luhnValid('4111 1111 1111 1111')).toBe(false);
    expect(() => luhnCheckDigit('12a')).toThrow(RangeError);
  });

  it('the appended check digit always validates, and changing one digit always breaks it', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,20}$/), fc.nat(), fc.integer({ min: 1, max: 9 }), (payload, pos, delta) => {
        const full = payload + String(luhnCheckDigit(payload));
        expect(luhnValid(full)).toBe(true);
        const i = pos % full.length;
        const changed = full.slice(0, i) + String((Number(full[i]) + delta) % 10) + full.slice(i + 1);
        expect(luhnValid(changed)).toBe(false);
      }),
    );
  });
});
