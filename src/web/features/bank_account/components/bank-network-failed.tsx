import { useTranslation } from '../../../i18n/use-translation';

/**
 * Decision 0028: the bank screen says in its own words that the network failed, where the borrower
 * is looking (not a passing toast), with a retry of the call that failed.
 */
export function BankNetworkFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="notice notice-warn bank-network-failed" role="alert" data-testid="bank-network-failed">
      <span>{t('bank.networkFailed')}</span>
      <button type="button" className="btn btn-outline btn-small" onClick={onRetry} data-testid="bank-network-retry">
        {t('common:actions.retry')}
      </button>
    </div>
  );
}
