import { describe, expect, it } from 'vitest';
import { marketToday } from './market-date';

describe('marketToday', () => {
  it("uses the market's calendar day, not the phone's", () => {
    // 03:30 UTC on 1 March is still 28 February in Mexico City and already 1 March in Lagos.
    const now = new Date('2025-03-01T03:30:00Z');
    expect(marketToday('mx', now)).toBe('2025-02-28');
    expect(marketToday('ng', now)).toBe('2025-03-01');
  });
});
