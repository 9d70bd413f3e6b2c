import { describe, expect, it } from 'vitest';
import { marketToday } from './market-date';

describe('marketToday', () => {
  it("uses the market's calendar day, not the phone's", () => {
    // 03:30 UTC on 1 March is still 28 February in Mexico City and already 1 March in Lagos.
    const now = new Date('2025-03-01T03:30:00Z');
    expect(marketToday('mx', now)).toBe('2025-02-28');
    expect(marketToday('ng', now)).toBe('2025-03-01');
  });

  it('turns at midnight to the millisecond, called in any order (one formatting per minute is kept)', () => {
    const seq: [string, string][] = [
      ['2027-02-19T22:59:59.999Z', '2027-02-19'], // 23:59:59.999 in Lagos
      ['2027-02-19T23:00:00.000Z', '2027-02-20'],
      ['2027-02-19T23:00:59.999Z', '2027-02-20'],
      ['2027-02-19T22:59:00.000Z', '2027-02-19'], // a clock moved back
      ['2027-02-19T22:59:59.999Z', '2027-02-19'],
    ];
    for (const [iso, date] of seq) expect(marketToday('ng', new Date(iso))).toBe(date);
    expect(marketToday('mx', new Date('2027-02-20T05:59:59.999Z'))).toBe('2027-02-19');
    expect(marketToday('mx', new Date('2027-02-20T06:00:00.000Z'))).toBe('2027-02-20');
  });
});
