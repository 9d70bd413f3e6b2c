import { useTranslation } from '../i18n/use-translation';
import { ErrorState } from '../components/error-state';

/** The last resort when a screen throws or its chunk fails to load (flaky network). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="page page-center">
      <ErrorState
        heading="h1"
        title={t('states.crashTitle')}
        text={t('states.crashText')}
        actionLabel={t('states.reload')}
        onAction={() => window.location.reload()}
      />
    </main>
  );
}
