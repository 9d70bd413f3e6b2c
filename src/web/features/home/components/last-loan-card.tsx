import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { readLastLoan } from '../../../lib/last-loan';
import { lastLoanLines } from '../../../lib/last-loan-lines';

/**
 * What Home last showed of the loan, kept on the device, under Home's error when the server
 * cannot be reached (the app opened offline from the service worker's cache); nothing when none
 * was kept.
 */
export function LastLoanCard() {
  const { t } = useTranslation('loan');
  const loan = readLastLoan();
  if (!loan) return null;
  const lines = lastLoanLines(loan, currentLanguage(), (key, params) => t(`home.${key}`, params));
  return (
    <section className="card last-loan" aria-labelledby="last-loan-title" data-testid="last-loan">
      <h2 className="card-title" id="last-loan-title">
        {lines.heading}
      </h2>
      <p className="last-loan-status">{lines.status}</p>
      {lines.amount && <p className="last-loan-amount">{lines.amount}</p>}
      {lines.due && <p>{lines.due}</p>}
      <p className="last-loan-as-of">
        <time dateTime={lines.seenAt}>{lines.asOf}</time>
      </p>
    </section>
  );
}
