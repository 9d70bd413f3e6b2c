import { describe, expect, it } from 'vitest';
import { charCount, readText, stripSeparators } from './raw-input';

describe('readText', () => {
  it('treats empty, blank, null and undefined as missing', () => {
    for (const raw of [undefined, null, '', '   ', '\n']) expect(readText(raw)).toEqual({ kind: 'missing' });
  });

  it('trims and normalises to NFC', () => {
    expect(readText('  Jose\u0301 ')).toEqual({ kind: 'text', text: 'José' });
  });

  it('reads whole non-negative numbers as their digits, nothing else', () => {
    expect(readText(15)).toEqual({ kind: 'text', text: '15' });
    for (const raw of [-1, 1.5, Number.NaN, true, {}, [], () => 1])
      expect(readText(raw)).toEqual({ kind: 'wrongType' });
  });
});

describe('helpers', () => {
  it('strips separators and counts characters', () => {
    expect(stripSeparators('0803-123 45.67')).toBe('08031234567');
    expect(charCount('Muñoz 😀')).toBe(7);
  });
});
