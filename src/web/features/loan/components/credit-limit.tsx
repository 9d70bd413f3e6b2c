import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { formatMoney } from '../../../lib/format';
import { useCreditInfo } from '../../../queries/credit-info';
import '../../../styles/credit.css';

/**
 * What Home says "available now" rests on, per `dependsOn`. A waiting offer needs no words here:
 * Home's order card above says it is approved, up to the same figure, and until when.
 */
const HINTS = {
  checks: 'loan:credit.promise',
  newAssessment: 'loan:credit.dependsOnAssessmentHint',
  offer: null,
} as const;

/**
 * The borrower's credit limit and what is still available of it, once an assessment granted
 * one (Home and Me). Before that there is nothing to show; it loads after the screen's first paint.
 */
export default function CreditLimit({ variant }: { variant: 'home' | 'me' }) {
  const { t } = useTranslation(['loan']);
  const info = useCreditInfo();
  if (!info.data?.assessed) return null;
  const money = (v: number) => formatMoney(v, info.data.currency, currentLanguage());
  // While a loan is open nothing more can be borrowed (available 0); the promise is for after it.
  const open = info.data.used > 0;
  const { lowered } = info.data;
  const hint = HINTS[info.data.dependsOn];
  return (
    <section
      className={`credit-limit credit-limit-${variant}`}
      data-testid={`credit-limit-${variant}`}
      aria-labelledby={`credit-title-${variant}`}
    >
      <div>
        <p className="loan-label" id={`credit-title-${variant}`}>
          {t('loan:credit.limit')}
        </p>
        <p className="credit-figure" data-testid="credit-limit">
          {money(info.data.creditLimit)}
        </p>
      </div>
      <div>
        <p className="loan-label">{t('loan:credit.available')}</p>
        {/* After a late loan nothing carries over: no figure is promised, the next assessment decides. */}
        {open || info.data.dependsOn !== 'newAssessment' ? (
          <p className="credit-figure" data-testid="credit-available">
            {money(info.data.available)}
          </p>
        ) : (
          <p className="credit-figure credit-depends" data-testid="credit-available">
            {t('loan:credit.dependsOnAssessment')}
          </p>
        )}
      </div>
      {!open && hint && (
        <p className="credit-hint" data-testid="credit-promise">
          {t(hint)}
        </p>
      )}
      {lowered && (
        <p className="credit-hint" data-testid="credit-lowered">
          {t(lowered.why === 'lateRepayment' ? 'loan:credit.loweredLateRepayment' : 'loan:credit.loweredProductCap', {
            from: money(lowered.from),
            to: money(info.data.creditLimit),
          })}
        </p>
      )}
      {info.data.maxLimit > info.data.creditLimit && (
        <p className="credit-hint" data-testid="credit-raise">
          {t('loan:credit.raise', { max: money(info.data.maxLimit) })}
        </p>
      )}
    </section>
  );
}
