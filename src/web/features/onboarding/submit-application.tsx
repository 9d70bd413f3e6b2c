import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from '../../lib/hash-router';
import { routeForStatus } from '../../../domain/loan-status/routes';
import { CODES } from '../../../domain/api/codes';
import { ApiFailure } from '../../api/client';
import { toast } from '../../lib/toast';
import { bureauAuthorisationRoute, bureauAuthorisationStatus } from './api/bureau-authorisation';
import { useRefreshOnboarding } from './api/next-step';
import { submitOrder } from './api/submit';
import { checkDeviceData } from './device-data';
import { markReviewStarted } from './review-clock';

export type SubmitPhase = { phase: 'idle' } | { phase: 'submitting' } | { phase: 'failed'; message: string };

/**
 * The last step after the permission popup: device data through the native shell (decision 0007,
 * device-data.ts; a browser collects nothing and carries on), then /user/submit, then the
 * review screen — or finish loading, when the app waits for the phone's data (status 19). Failures stay on the loading
 * screen with a retry: the answers are saved.
 * Where the market consults a credit bureau and this order is not authorised yet, it goes to the
 * authorisation screen instead, which submits once the borrower has authorised.
 */
export function useSubmitApplication(userId: number) {
  const navigate = useNavigate();
  const refresh = useRefreshOnboarding();
  const [state, setState] = useState<SubmitPhase>({ phase: 'idle' });

  const submit = useCallback(
    async (orderNo: string) => {
      setState({ phase: 'submitting' });
      try {
        // A market that consults a credit bureau refuses the submit until the borrower authorised
        // the consultation for this order (400720, decision 0099): its screen asks first.
        const bureau = await bureauAuthorisationStatus(orderNo);
        if (bureau.required && !bureau.authorisedAt) {
          setState({ phase: 'idle' });
          navigate(bureauAuthorisationRoute(orderNo));
          return;
        }
        await checkDeviceData({ orderNo, userId, isSubmit: true });
        const step = await submitOrder(orderNo);
        await refresh();
        // An app that requires the phone's data holds the application at 19 until it arrives
        // (decision 0059): finish loading says what is missing. Otherwise the review starts.
        if (step.status === 19 && step.route) {
          navigate(step.route, { replace: true });
          return;
        }
        markReviewStarted(orderNo);
        navigate(routeForStatus(1, orderNo)!, { replace: true });
      } catch (error) {
        // A step went missing since (the server names it and where it is): go and fill it in.
        const next =
          error instanceof ApiFailure && error.code === CODES.STEP_MISSING
            ? (error.data as { next?: { route?: string | null } } | null)?.next?.route
            : null;
        if (next) {
          setState({ phase: 'idle' });
          toast.info((error as ApiFailure).message);
          navigate(next);
          return;
        }
        // The bureau was switched on between the check and the submit: ask for the authorisation.
        if (error instanceof ApiFailure && error.code === CODES.BUREAU_AUTHORISATION_REQUIRED) {
          setState({ phase: 'idle' });
          navigate(bureauAuthorisationRoute(orderNo));
          return;
        }
        setState({ phase: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    },
    [navigate, refresh, userId],
  );

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, submit, reset };
}

/** The loading screen for order submission, with its failure text (common:states.requestFailed) and a retry. */
export function SubmittingScreen({
  state,
  onRetry,
  onBack,
}: {
  state: SubmitPhase;
  onRetry: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation(['onboarding', 'common']);
  if (state.phase === 'idle') return null;
  return (
    <div className="submit-screen" role="alert" aria-busy={state.phase === 'submitting'} data-testid="submit-screen">
      {state.phase === 'submitting' ? (
        <>
          <div className="spinner" />
          <h2>{t('submit.title')}</h2>
          <p>{t('submit.text')}</p>
        </>
      ) : (
        <>
          <h2>{t('common:states.requestFailed')}</h2>
          <p data-testid="submit-error">{state.message}</p>
          <button
            type="button"
            className="btn btn-primary btn-block btn-large"
            onClick={onRetry}
            data-testid="submit-retry"
          >
            {t('common:actions.retry')}
          </button>
          <button type="button" className="btn btn-link" onClick={onBack}>
            {t('common:actions.back')}
          </button>
        </>
      )}
    </div>
  );
}
