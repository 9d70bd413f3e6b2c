import { currentLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import type { CurrencyCode } from '../../../domain/markets/market';
import { formatDate, formatMoney, formatRatePpm, marketOfCurrency } from '../../lib/format';
import { CatNote } from './cat-note';
import { formatCost, type Disclosure } from './cost';

export interface Figures {
  currency: CurrencyCode;
  amount: number;
  days: number;
  dailyInterestPpm: number;
  processingFee: number;
  feeTax: number;
  interest: number;
  /** IVA on the interest (Mexico), part of the repayment; 0 where interest is exempt. */
  interestTax: number;
  received: number;
  repayment: number;
  dueDate: string;
  apr: number;
  cat: number;
  disclosure: Disclosure;
  /** The day the loan was priced (a quote's start date): the CAT's date. */
  startDate?: string;
  /** The day a signed loan's CAT was computed, when it is not startDate. */
  catDate?: string | null;
}

/**
 * Every figure of a quote, in the order a borrower reasons about it: what they borrow, what
 * is deducted, what they receive, what they repay and when, and the yearly cost the market's
 * law requires. Each row has a test id so the browser tests compare them with the server's.
 * The tax on the interest has its row wherever it is charged (Mexico's IVA); the CAT comes with
 * Banxico's line: without IVA, for comparison, and its date.
 */
export function QuoteFigures({ figures, compact = false }: { figures: Figures; compact?: boolean }) {
  const { t } = useTranslation('loan');
  const money = (v: number) => formatMoney(v, figures.currency, currentLanguage());
  const mx = figures.currency === 'MXN';
  const catDate = figures.catDate ?? figures.startDate;
  const rows: [string, string, string][] = [
    ['amount', t('figures.amount'), money(figures.amount)],
    ['days', t('figures.days'), t('figures.daysValue', { count: figures.days })],
    ['processingFee', t('figures.processingFee'), `− ${money(figures.processingFee)}`],
    ['feeTax', t(mx ? 'figures.feeTaxMx' : 'figures.feeTaxNg'), `− ${money(figures.feeTax)}`],
    ['received', t('figures.received'), money(figures.received)],
    ['interest', t('figures.interest', { rate: formatRatePpm(figures.dailyInterestPpm) }), money(figures.interest)],
    ...(mx || figures.interestTax > 0
      ? [
          ['interestTax', t(mx ? 'figures.interestTaxMx' : 'figures.interestTaxNg'), money(figures.interestTax)] as [
            string,
            string,
            string,
          ],
        ]
      : []),
    ['repayment', t('figures.repayment'), money(figures.repayment)],
    [
      'dueDate',
      t('figures.dueDate'),
      formatDate(figures.dueDate, currentLanguage(), marketOfCurrency(figures.currency)),
    ],
    [
      'cost',
      t(figures.disclosure === 'CAT' ? 'figures.cat' : 'figures.apr'),
      formatCost(figures.disclosure, figures.apr, figures.cat),
    ],
  ];
  return (
    <>
      <dl className={`quote-figures${compact ? ' compact' : ''}`} data-testid="quote-figures">
        {rows.map(([key, label, value]) => (
          <div key={key} className={`quote-row quote-${key}`}>
            <dt>{label}</dt>
            <dd data-testid={`figure-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {figures.disclosure === 'CAT' && catDate && (
        <CatNote cat={figures.cat} date={catDate} currency={figures.currency} />
      )}
    </>
  );
}
