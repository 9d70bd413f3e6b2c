import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../markets/market';
import { pluralCategory } from './plural';

describe('pluralCategory', () => {
  it.each(LANGUAGES)('answers what Intl.PluralRules answers in %s', (lang) => {
    const rules = new Intl.PluralRules(lang);
    const counts = [
      0, 1, 2, 3, 5, 10, 11, 21, 100, 101, 1000, 999_999, 1_000_000, 2_000_000, 3_500_000, 1_000_001, 0.5, 1.5, 2.25,
      -1, -2,
    ];
    for (let n = 0; n <= 2_000; n++) counts.push(n);
    for (const n of counts) expect(pluralCategory(lang, n), String(n)).toBe(rules.select(n));
  });
});
