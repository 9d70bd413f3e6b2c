import { describe, expect, it } from 'vitest';
import { maskTail } from './mask';

describe('maskTail', () => {
  it.each([
    ['0123457890', 4, '******7890'],
    ['22123456789', 4, '*******6789'],
    ['BOXW310820HNERXN09', 4, '**************XN09'],
    ['002010077777777771', 6, '************777771'],
    ['0123457890', 0, '**********'],
  ])('%s (%i visible) → %s', (value, visible, masked) => {
    expect(maskTail(value, visible)).toBe(masked);
  });

  it('shows 4 by default and trims outer spaces', () => {
    expect(maskTail(' 0123457890 ')).toBe('******7890');
  });

  it('never shows more than half of a short value', () => {
    expect(maskTail('1234')).toBe('**34');
    expect(maskTail('123')).toBe('**3');
    expect(maskTail('1')).toBe('*');
    expect(maskTail('')).toBe('');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(maskTail('MUÑO800229ABA')).toBe('*********9ABA');
  });
});
