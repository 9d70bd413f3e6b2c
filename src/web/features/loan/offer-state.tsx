import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../lib/hash-router';
import { ApiFailure } from '../../api/client';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';

/**
 * What a loan screen shows when it cannot show its order: no order at all, an offer that
 * closed (expired, cancelled, already confirmed) with the server's reason, or a failed load.
 */
export function OfferUnavailable({ error, onRetry }: { error?: Error | null; onRetry?: () => void }) {
  const { t } = useTranslation(['loan', 'common']);
  if (!error) {
    return (
      <EmptyState title={t('loan:offer.none')} text={t('loan:offer.noneHint')}>
        <Link to="/" replace className="btn btn-primary" data-testid="go-home">
          {t('common:states.goHome')}
        </Link>
      </EmptyState>
    );
  }
  // A business answer (e.g. "This loan offer is no longer open") will not change by retrying.
  if (error instanceof ApiFailure && error.code > 0) {
    return (
      <EmptyState title={t('loan:offer.closed')} text={error.message}>
        <Link to="/" replace className="btn btn-primary" data-testid="go-home">
          {t('common:states.goHome')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <ErrorState
      title={t('common:states.requestFailed')}
      text={error.message}
      actionLabel={t('common:actions.retry')}
      onAction={onRetry}
    />
  );
}
