import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { formatMoney } from '../../../lib/format';
import { useCreditInfo } from '../../../queries/credit-info';
import '../../../styles/credit.css';

/**
 * The borrower's credit limit and what is still available of it, once an assessment granted
 * one (Home and Me). Before that there is nothing to show; it loads after the screen's first paint.
 */
export default function CreditLimit({ variant }: { variant: 'home' | 'me' }) {
  const { t } = useTranslation(['loan']);
  const info = useCreditInfo();
  if (!info.data?.assessed) return null;
  const money = (v: number) => formatMoney(v, info.data.currency, currentLanguage());
  return (
    <section className={`credit-limit credit-limit-${variant}`} data-testid={`credit-limit-${variant}`} aria-labelledby={`credit-title-${variant}`}>
      <div>
        <p className="loan-label" id={`credit-title-${variant}`}>{t('loan:credit.limit')}</p>
        <p className="credit-figure" data-testid="credit-limit">{money(info.data.creditLimit)}</p>
      </div>
      <div>
        <p className="loan-label">{t('loan:credit.available')}</p>
        <p className="credit-figure" data-testid="credit-available">{money(info.data.available)}</p>
      </div>
      {info.data.maxLimit > info.data.creditLimit && (
        <p className="credit-hint" data-testid="credit-raise">{t('loan:credit.raise', { max: money(info.data.maxLimit) })}</p>
      )}
    </section>
  );
}
