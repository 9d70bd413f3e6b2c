import { describe, expect, it } from 'vitest';
import { MARKET_PROFILES, MARKETS, marketClock } from './market';
import { marketToday } from './market-date';

describe('marketToday', () => {
  it("uses the market's calendar day, not the phone's", () => {
    // 03:30 UTC on 1 March is still 28 February in Mexico City and already 1 March in Lagos.
    const now = new Date('2025-03-01T03:30:00Z');
    expect(marketToday('mx', now)).toBe('2025-02-28');
    expect(marketToday('ng', now)).toBe('2025-03-01');
  });

  it('turns at midnight to the millisecond, called in any order', () => {
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

describe('marketClock', () => {
  // The fixed offsets stand in for the IANA zones (decision 0032). This walks every third hour
  // from 2023 (Mexico's first year without daylight saving) to 2036 through the platform's zone
  // database: a country that changes its clocks (for weeks at least) fails here once Node's tz
  // data knows it. Every hour took over 5 s on a loaded CI machine.
  it.each(MARKETS)('reads the same wall clock as the %s zone from 2023 to 2036', (market) => {
    const zone = new Intl.DateTimeFormat('en-CA', {
      timeZone: MARKET_PROFILES[market].timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    const mismatches: string[] = [];
    for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2036, 0, 1); t += 3 * 60 * 60_000) {
      const parts = Object.fromEntries(zone.formatToParts(t).map((p) => [p.type, p.value]));
      const c = marketClock(market, new Date(t));
      const ours = `${c.year}-${c.month}-${c.day} ${c.hour}:${c.minute}`;
      const theirs = `${Number(parts.year)}-${Number(parts.month)}-${Number(parts.day)} ${Number(parts.hour)}:${Number(parts.minute)}`;
      if (ours !== theirs && mismatches.push(`${new Date(t).toISOString()}: ${ours} ≠ ${theirs}`) >= 5) break;
    }
    expect(mismatches).toEqual([]);
  });
});
