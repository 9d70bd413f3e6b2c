import type { Language } from '../../domain/markets/market';
import { EN_MONTHS, ES_MONTHS_SEPT } from './locale-shapes';

// Apart from locale-shapes.ts so that only the date wheel carries the long names, not every
// screen that shows an amount.

/** Month names in the bare language, as the date wheel shows them (the reader's language only). */
export const LANGUAGE_MONTHS: Record<Language, { short: readonly string[]; long: readonly string[] }> = {
  en: {
    short: EN_MONTHS,
    long: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  },
  es: {
    short: ES_MONTHS_SEPT,
    long: [
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ],
  },
};

/** A day in the bare language, written out: "September 21, 2027", "21 de septiembre de 2027". */
export function longDate(lang: Language, year: number, month: number, day: number): string {
  const name = LANGUAGE_MONTHS[lang].long[month - 1];
  return lang === 'es' ? `${day} de ${name} de ${year}` : `${name} ${day}, ${year}`;
}
