import { describe, expect, it } from 'vitest';
import { majorToMinor, minorToMajor, wholeMinor } from './minor-units';

describe('major/minor unit conversion', () => {
  it('converts decimal text and numbers exactly', () => {
    expect(majorToMinor('1500.5')).toBe(150_050);
    expect(majorToMinor(1500.5)).toBe(150_050);
    expect(majorToMinor('0.01')).toBe(1);
    expect(majorToMinor(1234567.89)).toBe(123_456_789);
    expect(majorToMinor('100')).toBe(10_000);
  });

  it('refuses what is not money', () => {
    for (const bad of ['1.005', '-1', 'abc', '', null, undefined, Number.NaN, '1e3', {}])
      expect(majorToMinor(bad)).toBeNull();
  });

  it('formats minor units as major text', () => {
    expect(minorToMajor(150_050)).toBe('1500.50');
    expect(minorToMajor(1)).toBe('0.01');
    expect(() => minorToMajor(1.5)).toThrow(RangeError);
  });

  it('takes only whole minor units as such', () => {
    expect(wholeMinor(500_000)).toBe(500_000);
    expect(wholeMinor(10.5)).toBeNull();
    expect(wholeMinor('100')).toBeNull();
  });
});
