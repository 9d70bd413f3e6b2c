// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { consoleTime, offsetText, zoneOffsetMinutes } from './times';

// 20:05:33 UTC on 1 July 2026: northern summer, when Mexico City kept daylight saving until 2022.
const SUMMER = '2026-07-01T20:05:33Z';
// 14:05 UTC on 15 January 2026: winter.
const WINTER = '2026-01-15T14:05:00Z';

describe('console times on the market clock, zone named', () => {
  it("shows a Mexican time on Mexico City's clock, UTC−6 even in summer (no daylight saving since 2022)", () => {
    const fromMexico = { language: 'en' as const, operatorZone: 'America/Mexico_City' };
    expect(consoleTime(SUMMER, 'mx', fromMexico)).toBe('01/07/2026, 14:05:33 Mexico City (UTC−6)');
    expect(consoleTime(WINTER, 'mx', fromMexico)).toBe('15/01/2026, 08:05:00 Mexico City (UTC−6)');
    expect(consoleTime(SUMMER, 'mx', { language: 'es', operatorZone: 'America/Mexico_City' })).toBe(
      '01/07/2026, 14:05:33 CDMX (UTC−6)',
    );
  });

  it("shows a Nigerian time on Lagos's clock, UTC+1 all year", () => {
    const fromLagos = { language: 'en' as const, operatorZone: 'Africa/Lagos' };
    expect(consoleTime(SUMMER, 'ng', fromLagos)).toBe('01/07/2026, 21:05:33 Lagos (UTC+1)');
    expect(consoleTime(WINTER, 'ng', fromLagos)).toBe('15/01/2026, 15:05:00 Lagos (UTC+1)');
  });

  it("puts the operator's own clock beside the market's where they differ, with the date when the day differs", () => {
    // A Mexican payment read from Lagos: the borrower's hour first, the operator's 7 hours later beside it.
    expect(consoleTime(SUMMER, 'mx', { language: 'en', operatorZone: 'Africa/Lagos' })).toBe(
      '01/07/2026, 14:05:33 Mexico City (UTC−6) · 21:05 your time (UTC+1)',
    );
    expect(consoleTime(SUMMER, 'mx', { language: 'es', operatorZone: 'Africa/Lagos' })).toBe(
      '01/07/2026, 14:05:33 CDMX (UTC−6) · 21:05 tu hora (UTC+1)',
    );
    // A Nigerian time read from Mexico City: the operator's hour beside it…
    expect(consoleTime(WINTER, 'ng', { language: 'en', operatorZone: 'America/Mexico_City' })).toBe(
      '15/01/2026, 15:05:00 Lagos (UTC+1) · 08:05 your time (UTC−6)',
    );
    // …but 02:30 in Lagos is the evening before in Mexico City: the operator's date is shown.
    expect(consoleTime('2026-01-15T01:30:00Z', 'ng', { language: 'en', operatorZone: 'America/Mexico_City' })).toBe(
      '15/01/2026, 02:30:00 Lagos (UTC+1) · 14/01/2026, 19:30 your time (UTC−6)',
    );
    // An operator in London: in British summer time their clock is Lagos's (nothing beside), in winter an hour behind.
    expect(consoleTime(SUMMER, 'ng', { language: 'en', operatorZone: 'Europe/London' })).toBe(
      '01/07/2026, 21:05:33 Lagos (UTC+1)',
    );
    expect(consoleTime(WINTER, 'ng', { language: 'en', operatorZone: 'Europe/London' })).toBe(
      '15/01/2026, 15:05:00 Lagos (UTC+1) · 14:05 your time (UTC+0)',
    );
    // Another zone name on the same clock as the market's (Monterrey and Mexico City): nothing beside.
    expect(consoleTime(SUMMER, 'mx', { language: 'en', operatorZone: 'America/Monterrey' })).toBe(
      '01/07/2026, 14:05:33 Mexico City (UTC−6)',
    );
  });

  it("shows a time that belongs to no market on the operator's clock, named as theirs", () => {
    expect(consoleTime(SUMMER, null, { language: 'en', operatorZone: 'Africa/Lagos' })).toBe(
      '01/07/2026, 21:05:33 your time (UTC+1)',
    );
    expect(consoleTime(SUMMER, null, { language: 'es', operatorZone: 'Asia/Kolkata' })).toBe(
      '02/07/2026, 01:35:33 tu hora (UTC+5:30)',
    );
  });

  it('shows a dash for no time or one it cannot read', () => {
    expect(consoleTime(null, 'ng', { language: 'en', operatorZone: 'Africa/Lagos' })).toBe('—');
    expect(consoleTime('not a time', 'mx', { language: 'en', operatorZone: 'Africa/Lagos' })).toBe('—');
  });

  it("reads a zone's offset at an instant from the zone database and writes it with a true minus", () => {
    expect(zoneOffsetMinutes('America/Mexico_City', new Date(SUMMER))).toBe(-360);
    // Before 2022 Mexico City did keep summer time: the same date in 2021 was UTC−5.
    expect(zoneOffsetMinutes('America/Mexico_City', new Date('2021-07-01T20:05:33Z'))).toBe(-300);
    expect(zoneOffsetMinutes('Africa/Lagos', new Date(SUMMER))).toBe(60);
    expect([offsetText(-360), offsetText(60), offsetText(0), offsetText(330), offsetText(-570)]).toEqual([
      'UTC−6',
      'UTC+1',
      'UTC+0',
      'UTC+5:30',
      'UTC−9:30',
    ]);
  });
});
