import { describe, expect, it } from 'vitest';
import { findText } from '../../../domain/i18n/translate';
import type { Language } from '../../../domain/markets/market';
import en from '../../i18n/locales/en/loan';
import es from '../../i18n/locales/es/loan';
import { formatMoney } from '../../lib/format';
import { catNoteText } from './cat-note';

const tables = { en, es };
const tFor = (lang: Language) => (key: string, options?: Record<string, unknown>) =>
  findText(lang, [tables[lang]], key, options as never) ?? key;

describe('the CAT beside a rate in Mexico (Banxico: sin IVA, for comparison, dated; decision 0089)', () => {
  const home = { cat: 6529, date: '2026-11-20', currency: 'MXN' as const, loan: { amount: 6_000_000, days: 91 } };

  it('an advertised rate: "CAT promedio … sin IVA, para fines informativos y de comparación", its date and the loan it is for', () => {
    expect(catNoteText(home, tFor('es'), 'es')).toBe(
      `CAT promedio 65.3% sin IVA, para fines informativos y de comparación. Calculado al 20 nov 2026 para un préstamo de ${formatMoney(6_000_000, 'MXN', 'es')} a 91 días.`,
    );
    expect(catNoteText(home, tFor('en'), 'en')).toBe(
      `Average CAT 65.3% without IVA (VAT), for information and comparison purposes. Computed on Nov 20, 2026 for a loan of ${formatMoney(6_000_000, 'MXN', 'en')} over 91 days.`,
    );
  });

  it("a borrower's own quote: the loan's CAT and the day it was priced", () => {
    const quote = { cat: 5870, date: '2026-11-20', currency: 'MXN' as const };
    expect(catNoteText(quote, tFor('es'), 'es')).toBe(
      'CAT 58.7% sin IVA, para fines informativos y de comparación. Calculado al 20 nov 2026.',
    );
    expect(catNoteText(quote, tFor('en'), 'en')).toBe(
      'CAT 58.7% without IVA (VAT), for information and comparison purposes. Computed on Nov 20, 2026.',
    );
  });
});
