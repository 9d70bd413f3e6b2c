import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Navigate, useLocation } from '../../lib/hash-router';
import { ErrorState } from '../../components/error-state';
import { Page } from '../../components/page';
import { PageSkeleton } from '../../components/page-skeleton';
import { useLoggedIn } from '../../lib/use-logged-in';
import { useServedFrame } from '../../lib/use-served-frame';
import { StepProgress, type StepKey } from './step-progress';
import { useOnboarding, type OnboardingContext } from './use-onboarding';
import '../../styles/forms.css';

interface Props {
  title: string;
  step?: StepKey;
  /** The form's lead, shown from the first paint on (it does not wait for the form's data). */
  intro?: string;
  backTo?: string;
  children: (context: OnboardingContext) => ReactNode;
}

/**
 * The frame of an onboarding screen: header, step progress, and the loading and error states
 * of what the form needs. The form itself mounts only once its data is in, so its initial
 * values are the saved profile.
 */
export function OnboardingPage({ title, step, intro, backTo = '/', children }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const answered = useOnboarding();
  // The served first paint is the loading state; hydrating it, answers already cached wait for
  // the render after. An answer re-renders at once, in one task; deferred, the form it lets mount
  // renders in slices that yield to the browser while the skeleton stays.
  const showAnswer = useDeferredValue(!useServedFrame() && answered.status !== 'loading');
  const state = showAnswer ? answered : { status: 'loading' as const };
  const loggedIn = useLoggedIn();
  // SPEC's guard list misses some onboarding screens; none of them works without a session.
  if (!loggedIn)
    return <Navigate to={`/user/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return (
    <Page title={title} backTo={backTo}>
      {state.status !== 'error' && step && (
        <StepProgress current={step} profile={state.status === 'ready' ? state.context.profile : undefined} />
      )}
      {state.status !== 'error' && intro && <p className="form-intro">{intro}</p>}
      {state.status === 'loading' && <PageSkeleton />}
      {state.status === 'error' && (
        <ErrorState
          title={t('states.requestFailed')}
          text={state.message}
          actionLabel={t('actions.retry')}
          onAction={state.retry}
        />
      )}
      {state.status === 'ready' && children(state.context)}
    </Page>
  );
}
