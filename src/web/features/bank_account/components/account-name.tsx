import { useTranslation } from '../../../i18n/use-translation';
import { ApiFailure } from '../../../api/client';
import { CheckIcon, InfoIcon } from '../../../components/icons';
import type { useAccountName } from '../api/bank';

/** What the payments provider says about the account: whose it is, or that it could not tell. */
export function AccountName({ lookup }: { lookup: ReturnType<typeof useAccountName> }) {
  const { t } = useTranslation('onboarding');
  if (!lookup.isEnabled && !lookup.data) return null;
  if (lookup.isFetching)
    return (
      <p className="notice" role="status" data-testid="account-name">
        {t('bank.verifying')}
      </p>
    );
  if (lookup.isError) {
    const message = lookup.error instanceof ApiFailure ? lookup.error.message : t('bank.notVerified');
    return (
      <p className="notice notice-warn" role="status" data-testid="account-name">
        {message}
      </p>
    );
  }
  if (!lookup.data) return null;
  if (!lookup.data.verified || !lookup.data.accountName) {
    return (
      <p className="notice notice-warn" role="status" data-testid="account-name">
        <InfoIcon size={18} /> {t('bank.notVerified')}
      </p>
    );
  }
  return (
    <p className="notice notice-ok" role="status" data-testid="account-name">
      <CheckIcon size={18} /> {t('bank.accountName')}{' '}
      <strong data-testid="account-holder">{lookup.data.accountName}</strong>
    </p>
  );
}
