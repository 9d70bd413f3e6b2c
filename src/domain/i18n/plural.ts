import type { Language } from '../markets/market';

/**
 * CLDR's plural category of a count, for the app's two languages — what Intl.PluralRules
 * answers, without loading ICU for the first text that has a count (decision 0032).
 * English: one for ±1, other otherwise. Spanish: one for ±1, many for a whole non-zero number of
 * millions (un millón de…), other otherwise.
 */
export function pluralCategory(lang: Language, count: number): 'one' | 'many' | 'other' {
  const n = Math.abs(count);
  if (n === 1) return 'one';
  if (lang === 'es' && Number.isInteger(n) && n !== 0 && n % 1_000_000 === 0) return 'many';
  return 'other';
}
