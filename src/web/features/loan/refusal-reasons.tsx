import { useTranslation } from '../../i18n/use-translation';
import type { OrderRecord } from '../../queries/latest-order';
import '../../styles/loan.css';

type Reasons = OrderRecord['refusalReasons'];

interface Props {
  /** Undefined from an answer cached before the field existed: then nothing is shown. */
  reasons: Reasons | undefined;
  t: (key: string, options?: Record<string, unknown>) => string;
  /** Distinguishes the list's test ids where one screen could hold two. */
  testId?: string;
}

/**
 * The main reasons of a refusal as the server wrote them in the borrower's language (decision
 * 0078), each with what could change the outcome next time. Kept free of data fetching so it
 * renders the same in a test. Nothing at all when the order carries no reasons.
 */
export function RefusalReasonsList({ reasons, t, testId = 'refusal-reasons' }: Props) {
  if (!reasons || reasons.length === 0) return null;
  return (
    <section className="refusal-reasons" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <h3 id={`${testId}-title`} className="refusal-title">
        {t('loan:refusal.title')}
      </h3>
      <ul>
        {reasons.map((r) => (
          <li key={r.code} data-testid="refusal-reason" data-code={r.code}>
            <span className="refusal-text">{r.text}</span>{' '}
            <span className="refusal-advice">{t('loan:refusal.advice', { advice: r.advice })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function RefusalReasons(props: Omit<Props, 't'>) {
  const { t } = useTranslation('loan');
  return <RefusalReasonsList {...props} t={t} />;
}
