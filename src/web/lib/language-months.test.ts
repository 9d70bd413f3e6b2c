import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../domain/markets/market';
import { LANGUAGE_MONTHS, longDate } from './language-months';

// The date wheel's month names and the chosen day, written out (decision 0032), against the
// platform's Intl in the bare language as the wheel showed them before.
describe('bare-language month names and long dates', () => {
  it.each(LANGUAGES)('%s', (lang) => {
    const short = new Intl.DateTimeFormat(lang, { month: 'short' });
    expect(LANGUAGE_MONTHS[lang].short).toEqual(
      Array.from({ length: 12 }, (_, i) => short.format(new Date(2000, i, 1))),
    );
    const long = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (let t = Date.UTC(1960, 0, 1); t < Date.UTC(1962, 0, 1); t += 86_400_000) {
      const d = new Date(t);
      expect(longDate(lang, d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate())).toBe(long.format(t));
    }
  });
});
