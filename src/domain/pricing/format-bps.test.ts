import { describe, expect, it } from 'vitest';
import { formatBps } from './format-bps';

describe('formatBps', () => {
  it('shows two decimals by default', () => {
    expect(formatBps(3285)).toBe('32.85%');
    expect(formatBps(5517)).toBe('55.17%');
    expect(formatBps(5)).toBe('0.05%');
    expect(formatBps(0)).toBe('0.00%');
    expect(formatBps(123_456)).toBe('1234.56%');
    expect(formatBps(-250)).toBe('-2.50%');
  });

  it('rounds half-up to one decimal when asked', () => {
    expect(formatBps(6529, 1)).toBe('65.3%');
    expect(formatBps(6525, 1)).toBe('65.3%');
    expect(formatBps(6524, 1)).toBe('65.2%');
    expect(formatBps(995, 1)).toBe('10.0%');
    expect(formatBps(-6525, 1)).toBe('-65.3%');
  });

  it('refuses fractions of a basis point', () => {
    expect(() => formatBps(1.5)).toThrow(RangeError);
  });
});
