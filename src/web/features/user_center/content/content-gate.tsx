import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ErrorState } from '../../../components/error-state';
import { PageSkeleton } from '../../../components/page-skeleton';
import type { useContentVars } from '../api/use-content-vars';
import type { ContentVars } from './content-vars';

type ContentState = ReturnType<typeof useContentVars>;
export type ReadyContent = ContentState & { vars: ContentVars; market: NonNullable<ContentState['market']> };

/**
 * A text that quotes figures shows nothing until the real figures arrive: a skeleton while
 * loading, an error with a retry when they cannot be read — never a text with blanks.
 */
export function ContentGate({
  state,
  children,
}: {
  state: ContentState;
  children: (ready: ReadyContent) => ReactNode;
}) {
  const { t } = useTranslation();
  if (state.isError) {
    return (
      <ErrorState
        title={t('states.requestFailed')}
        text={state.error?.message ?? t('states.noData')}
        actionLabel={t('actions.retry')}
        onAction={state.retry}
      />
    );
  }
  if (!state.vars || !state.market) return <PageSkeleton />;
  return <>{children(state as ReadyContent)}</>;
}
