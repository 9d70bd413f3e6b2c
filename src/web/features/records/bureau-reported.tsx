import { monthDays } from '../../../domain/bureau/report-month';
import type { Market } from '../../../domain/markets/market';
import { currentLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate, formatMoney } from '../../lib/format';
import { useBureauReports } from './api/bureau-reports';

/**
 * What the credit bureau was told about this loan, one line per month (lazy: only a lent loan's statement shows it).
 */
export default function BureauReported({ orderNo, market }: { orderNo: string; market: Market }) {
  const { t } = useTranslation('loan');
  const lines = useBureauReports(orderNo).data?.lines;
  if (!lines) return null;
  const lang = currentLanguage();
  return (
    <section className="loan-card" data-testid="statement-bureau">
      <h2 className="card-title">{t('statement.bureau.title')}</h2>
      <p className="loan-hint">{t('statement.bureau.intro')}</p>
      {lines.length === 0 ? (
        <p className="loan-hint" data-testid="statement-bureau-empty">
          {t('statement.bureau.empty')}
        </p>
      ) : (
        <dl className="quote-figures">
          {lines.map((l) => (
            <div className="quote-row" key={l.month} data-testid="statement-bureau-line">
              <dt>{t('statement.bureau.asOf', { date: formatDate(monthDays(l.month).last, lang, market) })}</dt>
              <dd>
                {t(`statement.bureau.status.${l.accountStatus}`, { days: l.daysPastDue })}
                {l.accountStatus !== 'closed' && <> · {formatMoney(l.outstanding, l.currency, lang)}</>}
                {l.corrected && <> · {t('statement.bureau.corrected')}</>}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="fine-print">{t('statement.bureau.dispute')}</p>
    </section>
  );
}
