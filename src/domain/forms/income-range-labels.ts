import { INCOME_RANGE_BOUNDS_BY_MARKET, INCOME_RANGES, type IncomeRange } from '../enums/income-range';
import type { Language, Market } from '../markets/market';

// Both markets group thousands with commas, in either language.
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const WORDS: Record<Language, { upTo: string; orMore: string }> = {
  en: { upTo: 'Up to {{max}}', orMore: '{{min}} or more' },
  es: { upTo: 'Hasta {{max}}', orMore: '{{min}} o más' },
};

/** The monthly income bands as the market's borrowers read them, in its money (decision 0096). */
export function incomeRangeLabels(market: Market, lang: Language): Record<IncomeRange, string> {
  const words = WORDS[lang];
  return Object.fromEntries(
    INCOME_RANGES.map((range) => {
      const { min, max } = INCOME_RANGE_BOUNDS_BY_MARKET[market][range];
      if (max === null) return [range, words.orMore.replace('{{min}}', grouped(min))];
      if (min === 0) return [range, words.upTo.replace('{{max}}', grouped(max))];
      return [range, `${grouped(min)} – ${grouped(max)}`];
    }),
  ) as Record<IncomeRange, string>;
}
