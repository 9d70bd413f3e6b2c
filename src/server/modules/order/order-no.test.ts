import { describe, expect, it } from 'vitest';
import { marketToday } from '../../../domain/markets/market-date';
import { makeOrderNo } from './order-no';

describe('order numbers', () => {
  it('carry the market day and 8 random base32 characters', () => {
    // 05:30 UTC is still the previous day in Mexico City and already the same day in Lagos.
    const now = new Date('2026-01-02T05:30:00Z');
    expect(makeOrderNo('ng', now)).toMatch(/^PR260102[A-Z2-7]{8}$/);
    expect(makeOrderNo('mx', now)).toMatch(/^PR260101[A-Z2-7]{8}$/);
  });

  it('do not repeat', () => {
    const now = new Date();
    const numbers = new Set(Array.from({ length: 500 }, () => makeOrderNo('ng', now)));
    expect(numbers.size).toBe(500);
  });

  it('marketToday uses the market zone', () => {
    expect(marketToday('ng', new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
    expect(marketToday('mx', new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-01');
  });
});
