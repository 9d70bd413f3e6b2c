import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatTime, localeOf } from './format';

describe('format', () => {
  it('names the locale from the language and the market', () => {
    expect(localeOf('es', 'mx')).toBe('es-MX');
    expect(localeOf('en', 'ng')).toBe('en-NG');
  });

  it('shows a civil date as that day in words, whatever the zone', () => {
    expect(formatDate('2027-02-21', 'es', 'mx')).toBe('21 feb 2027');
    expect(formatDate('2027-02-21', 'en', 'ng')).toBe('21 Feb 2027');
  });

  it('shows an instant as the date it was in the market, not in UTC', () => {
    // 03:00 UTC on 22 Feb is still 21 Feb in Mexico City (UTC-6) and already 22 Feb in Lagos.
    expect(formatDate('2027-02-22T03:00:00Z', 'es', 'mx')).toBe('21 feb 2027');
    expect(formatDate('2027-02-22T03:00:00Z', 'en', 'ng')).toBe('22 Feb 2027');
  });

  it('shows date and time in the market zone, never a raw timestamp', () => {
    const shown = formatDateTime('2026-11-23T11:26:19Z', 'en', 'ng');
    expect(shown).toBe('23 Nov 2026, 12:26');
    expect(shown).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(formatDateTime('2026-11-23T11:26:19Z', 'es', 'mx')).toMatch(/^23 nov 2026, 0?5:26/);
    expect(formatTime('2026-11-23T11:26:19Z', 'en', 'ng')).toBe('12:26');
  });

  it('answers an empty string for an unreadable date instead of "Invalid Date"', () => {
    expect(formatDate('soon', 'en', 'ng')).toBe('');
    expect(formatDateTime('soon', 'en', 'ng')).toBe('');
  });

  it('formats minor units exactly, cents only when present', () => {
    expect(formatMoney(6_000_000, 'NGN', 'en')).toBe('₦60,000');
    expect(formatMoney(125_050, 'MXN', 'es')).toBe('$1,250.50');
    expect(formatMoney(5, 'MXN', 'es')).toBe('$0.05');
    expect(formatMoney(-125_050, 'NGN', 'en')).toBe('-₦1,250.50');
    // No float on the way: the largest safe integer keeps its last digit.
    expect(formatMoney(9_007_199_254_740_991, 'NGN', 'en')).toBe('₦90,071,992,547,409.91');
  });

  it('falls back to the market language and refuses a fractional amount', () => {
    expect(formatMoney(100_000, 'MXN')).toBe('$1,000');
    expect(() => formatMoney(1.5, 'NGN')).toThrow(RangeError);
  });
});
