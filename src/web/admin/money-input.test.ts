import { describe, expect, it } from 'vitest';
import { minorToMajorText, parseMajorToMinor } from './money-input';

describe('console amounts typed in major units', () => {
  it('reads digits into whole minor units without float arithmetic', () => {
    expect(parseMajorToMinor('1500')).toBe(150_000);
    expect(parseMajorToMinor('1,500.5')).toBe(150_050);
    expect(parseMajorToMinor(' 0.29 ')).toBe(29);
    expect(parseMajorToMinor('1.005')).toBeNull();
    expect(parseMajorToMinor('-3')).toBeNull();
    expect(parseMajorToMinor('1e3')).toBeNull();
    expect(parseMajorToMinor('')).toBeNull();
  });
  it('writes minor units back as the same text', () => {
    for (const minor of [0, 5, 29, 150_050, 123_456_789])
      expect(parseMajorToMinor(minorToMajorText(minor))).toBe(minor);
  });
});
