import type { CurrencyCode, Language } from '../../../domain/markets/market';
import { formatBps } from '../../../domain/pricing/format-bps';
import { currentLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate, formatMoney, marketOfCurrency } from '../../lib/format';

export interface CatFigures {
  cat: number;
  /** yyyy-mm-dd, market zone: the day the CAT was computed. */
  date: string;
  currency: CurrencyCode;
  /** The representative loan of an advertised CAT; absent for a borrower's own quote. */
  loan?: { amount: number; days: number };
}

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * Banxico's line beside any rate shown in Mexico, in two sentences: the CAT without IVA and what
 * it is for; the day it was computed — for an advertised rate also the loan it was computed for
 * (decision 0089).
 */
export function catNoteLines(f: CatFigures, t: T, lang: Language): [string, string] {
  const date = formatDate(f.date, lang, marketOfCurrency(f.currency));
  const cat = formatBps(f.cat, 1);
  return f.loan
    ? [
        t('cat.average', { cat }),
        t('cat.computedFor', { date, amount: formatMoney(f.loan.amount, f.currency, lang), days: f.loan.days }),
      ]
    : [t('cat.single', { cat }), t('cat.computed', { date })];
}

export function catNoteText(f: CatFigures, t: T, lang: Language): string {
  return catNoteLines(f, t, lang).join(' ');
}

export function CatNote(f: CatFigures) {
  const { t } = useTranslation('loan');
  const [what, when] = catNoteLines(f, t, currentLanguage());
  // Two spans: on Home's card each is a line of its own (global.css), so neither outgrows the banner as the largest
  // paint.
  return (
    <p className="cat-note" data-testid="cat-note">
      <span>{what}</span> <span>{when}</span>
    </p>
  );
}
