import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CallOutput } from '../../../../domain/api/contracts';
import { request } from '../../../api/client';
import { dialogHost } from '../../../components/form/kit-dialog';
import { ErrorState } from '../../../components/error-state';
import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { Dialog } from '../../../lib/antd-kit';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLoggedIn } from '../../../lib/use-logged-in';
import { useUserInfo } from '../../../queries/get-user-info';
import { forgetAgreed } from '../../onboarding';

type Consent = CallOutput<'/user/consents'>['consents'][number];
export const consentsKey = ['user-consents'] as const;

/**
 * Settings' "Your consents" (issue 28.5, decision 0083): what the borrower agreed to, when,
 * and under which version; the device permissions can be withdrawn here, with the effect the
 * server applies stated before and after. The terms cannot: they last as long as the account.
 */
export function ConsentsSection() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const loggedIn = useLoggedIn();
  // Logging out on this screen clears the cache while it is still shown: asked again without a
  // session, the list would end a session that no longer exists, with its toast over "logged out".
  const consents = useQuery({ queryKey: consentsKey, queryFn: () => request('/user/consents', {}), enabled: loggedIn });
  const [busy, setBusy] = useState(false);
  const market = user.data?.basicInfo.market ?? 'ng';
  const day = (iso: string) => formatDate(iso, currentLanguage(), market);

  const withdraw = async (consent: Consent) => {
    const text = t('consents.withdrawConfirm');
    const confirmed = await Dialog.confirm({
      getContainer: dialogHost,
      'aria-label': text,
      content: text,
      confirmText: t('consents.withdraw'),
      cancelText: t('actions.cancel'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await request('/user/consents/withdraw', { kind: consent.kind }, { loading: true });
      if (user.data) forgetAgreed(user.data.basicInfo.userId);
      toast.success(t('consents.withdrawn'));
      await consents.refetch();
    } catch (error) {
      toast.fail(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (consents.isPending)
    body = (
      <p className="muted" role="status">
        {t('states.loading')}
      </p>
    );
  else if (consents.isError)
    body = (
      <ErrorState
        title={t('states.requestFailed')}
        text={consents.error.message}
        actionLabel={t('actions.retry')}
        onAction={() => void consents.refetch()}
      />
    );
  else if (consents.data.consents.length === 0)
    body = (
      <p className="muted" data-testid="consents-empty">
        {t('consents.none')}
      </p>
    );
  else {
    body = (
      <ul className="consent-list">
        {consents.data.consents.map((c) => (
          <li key={c.kind} className="consent-row" data-testid={`consent-${c.kind}`}>
            <strong>{t(`consents.kinds.${c.kind}`)}</strong>
            <span>
              {c.version
                ? t('consents.givenVersion', { date: day(c.givenAt), version: c.version })
                : t('consents.givenAtSignUp', { date: day(c.givenAt) })}
            </span>
            {c.withdrawnAt && (
              <span data-testid="consent-withdrawn">{t('consents.withdrawnOn', { date: day(c.withdrawnAt) })}</span>
            )}
            <span className="muted">
              {/* Only the device permissions can be withdrawn (WITHDRAWABLE_CONSENTS). */}
              {t(c.withdrawnAt ? 'consents.effects.devicePermissionsWithdrawn' : `consents.effects.${c.kind}`)}
            </span>
            {c.withdrawable && !c.withdrawnAt && (
              <button
                type="button"
                className="btn btn-outline"
                disabled={busy}
                onClick={() => void withdraw(c)}
                data-testid={`consent-withdraw-${c.kind}`}
              >
                {t('consents.withdraw')}
              </button>
            )}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="consents" aria-labelledby="consents-title" data-testid="consents">
      <h2 id="consents-title">{t('consents.title')}</h2>
      {body}
    </section>
  );
}
