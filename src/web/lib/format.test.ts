import { describe, expect, it } from 'vitest';
import { LOCALE_SHAPES } from '../../domain/markets/locale-shapes';
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
    // The 12-hour clock writes its hour without a leading zero, as Mexico does.
    expect(formatDateTime('2026-11-23T11:26:19Z', 'es', 'mx')).toBe('23 nov 2026, 5:26 a.m.');
    expect(formatTime('2026-11-23T22:08:00Z', 'es', 'mx')).toBe('4:08 p.m.');
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

// The figures and dates are written out by hand (locale-shapes.ts, decision 0032) so the first
// screen loads no ICU; these hold every shape to the platform's own Intl output.
describe('format matches Intl for every locale the app shows', () => {
  const LOCALES = [
    ['en', 'ng'],
    ['es', 'ng'],
    ['en', 'mx'],
    ['es', 'mx'],
  ] as const;
  const currencyOf = { ng: 'NGN', mx: 'MXN' } as const;
  const zoneOf = { ng: 'Africa/Lagos', mx: 'America/Mexico_City' } as const;

  it.each(LOCALES)('money in %s-%s', (lang, market) => {
    const currency = currencyOf[market];
    const intl = (whole: boolean) =>
      new Intl.NumberFormat(localeOf(lang, market), {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: 2,
      });
    const amounts = [
      0, 1, 5, 10, 99, 100, 101, 999_99, 1000_00, 1234_05, 9999_00, 10_000_00, 12_345_50, 100_000_00, 999_999_99,
      1_000_000_00, 1_234_567_89, 9_007_199_254_740_991,
    ];
    // A fixed pseudo-random walk over 1 to 14 digits (the same figures on every run).
    for (let i = 0, x = 12_345; i < 400; i++) amounts.push((x = (x * 48_271) % 2_147_483_647) % 10 ** (1 + (i % 14)));
    for (const a of amounts.flatMap((x) => [x, -x])) {
      const whole = a % 100 === 0;
      const decimal = `${a < 0 ? '-' : ''}${Math.floor(Math.abs(a) / 100)}.${String(Math.abs(a) % 100).padStart(2, '0')}`;
      expect(formatMoney(a, currency, lang), `${a}`).toBe(intl(whole).format(decimal as unknown as number));
    }
  });

  // About 30,000 formats per locale: seconds on a loaded machine, so it gets more than the default 5 s.
  it.each(LOCALES)(
    'dates and times in %s-%s',
    (lang, market) => {
      const locale = localeOf(lang, market);
      const timeZone = zoneOf[market];
      const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
      const dayInZone = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone });
      // A 24-hour clock pads its hour ("05:26"); a 12-hour one does not ("5:26 a.m.").
      const hour = LOCALE_SHAPES[locale].dayPeriods ? 'numeric' : '2-digit';
      const dateTime = new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour,
        minute: '2-digit',
        timeZone,
      });
      const time = new Intl.DateTimeFormat(locale, { hour, minute: '2-digit', timeZone });
      // Every day of two years at a civil date; every 37 minutes of a year (all hours, all months) as an instant.
      for (let t = Date.UTC(2027, 0, 1); t < Date.UTC(2029, 0, 1); t += 86_400_000) {
        expect(formatDate(new Date(t).toISOString().slice(0, 10), lang, market)).toBe(day.format(t));
      }
      for (let t = Date.UTC(2027, 0, 1); t < Date.UTC(2028, 0, 1); t += 37 * 60_000) {
        const iso = new Date(t).toISOString();
        expect(formatDate(iso, lang, market), iso).toBe(dayInZone.format(t));
        expect(formatDateTime(iso, lang, market), iso).toBe(dateTime.format(t));
        expect(formatTime(iso, lang, market), iso).toBe(time.format(t));
      }
    },
    30_000,
  );
});
