import { currentLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import type { CurrencyCode } from '../../../domain/markets/market';
import { formatDate, formatMoney, formatRatePpm, marketOfCurrency } from '../../lib/format';
import { formatCost, type Disclosure } from './cost';

export interface Figures {
  currency: CurrencyCode;
  amount: number;
  days: number;
  dailyInterestPpm: number;
  processingFee: number;
  feeTax: number;
  interest: number;
  received: number;
  repayment: number;
  dueDate: string;
  apr: number;
  cat: number;
  disclosure: Disclosure;
}

/**
 * Every figure of a quote, in the order a borrower reasons about it: what they borrow, what
 * is deducted, what they receive, what they repay and when, and the yearly cost the market's
 * law requires. Each row has a test id so the browser tests compare them with the server's.
 */
export function QuoteFigures({ figures, compact = false }: { figures: Figures; compact?: boolean }) {
  const { t } = useTranslation('loan');
  const money = (v: number) => formatMoney(v, figures.currency, currentLanguage());
  const rows: [string, string, string][] = [
    ['amount', t('figures.amount'), money(figures.amount)],
    ['days', t('figures.days'), t('figures.daysValue', { count: figures.days })],
    ['processingFee', t('figures.processingFee'), `− ${money(figures.processingFee)}`],
    ['feeTax', t(figures.currency === 'MXN' ? 'figures.feeTaxMx' : 'figures.feeTaxNg'), `− ${money(figures.feeTax)}`],
    ['received', t('figures.received'), money(figures.received)],
    ['interest', t('figures.interest', { rate: formatRatePpm(figures.dailyInterestPpm) }), money(figures.interest)],
    ['repayment', t('figures.repayment'), money(figures.repayment)],
    ['dueDate', t('figures.dueDate'), formatDate(figures.dueDate, currentLanguage(), marketOfCurrency(figures.currency))],
    ['cost', t(figures.disclosure === 'CAT' ? 'figures.cat' : 'figures.apr'), formatCost(figures.disclosure, figures.apr, figures.cat)],
  ];
  return (
    <dl className={`quote-figures${compact ? ' compact' : ''}`} data-testid="quote-figures">
      {rows.map(([key, label, value]) => (
        <div key={key} className={`quote-row quote-${key}`}>
          <dt>{label}</dt>
          <dd data-testid={`figure-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
