import { describe, expect, it } from 'vitest';
import { code128Bars, code128Symbols, PATTERNS, START_B, START_C, STOP } from './code128';

/** Reads bars back into symbol values, as a scanner would, to prove the drawing is the encoding. */
function decode(bars: [number, number][], width: number): number[] {
  const modules: number[] = Array.from({ length: width }, () => 0);
  for (const [x, w] of bars) for (let i = x; i < x + w; i++) modules[i] = 1;
  const runs: number[] = [];
  let last = -1;
  for (const m of modules) {
    if (m === last) runs[runs.length - 1]++;
    else runs.push(1);
    last = m;
  }
  const out: number[] = [];
  for (let i = 0; i + 6 <= runs.length; i += 6) {
    const chunk = runs.slice(i, i + 6).join('');
    const stop = runs.slice(i, i + 7).join('');
    out.push(stop === PATTERNS[STOP] ? STOP : PATTERNS.indexOf(chunk));
    if (stop === PATTERNS[STOP]) break;
  }
  return out;
}

describe('Code 128', () => {
  it('has 107 distinct symbols of 11 modules (the stop 13), starting with a bar', () => {
    expect(PATTERNS).toHaveLength(107);
    expect(new Set(PATTERNS).size).toBe(107);
    PATTERNS.forEach((p, i) => expect([...p].reduce((s, c) => s + Number(c), 0)).toBe(i === STOP ? 13 : 11));
  });

  it('uses code set C for even-length digits, with the weighted modulo-103 checksum', () => {
    // Start C (105) + 12, 34, 56: (105 + 12·1 + 34·2 + 56·3) mod 103 = 353 mod 103 = 44.
    expect(code128Symbols('123456')).toEqual([START_C, 12, 34, 56, 44]);
  });

  it('uses code set B otherwise', () => {
    // 104 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6 + 35·7 = 879; 879 mod 103 = 55.
    expect(code128Symbols('PJJ123C')).toEqual([START_B, 48, 42, 42, 17, 18, 19, 35, 55]);
    expect(() => code128Symbols('ñ')).toThrow(RangeError);
  });

  it('draws bars that read back as the same symbols, ending with the stop', () => {
    const value = '93000012345678901234';
    const { bars, width } = code128Bars(value);
    expect(width).toBe(code128Symbols(value).length * 11 + 13);
    expect(decode(bars, width)).toEqual([...code128Symbols(value), STOP]);
  });
});
