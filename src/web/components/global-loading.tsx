import { useTranslation } from '../i18n/use-translation';
import { useGlobalLoading } from '../lib/loading';

/** The global overlay with a spinner, shown while a call asked for it. */
export function GlobalLoading() {
  const visible = useGlobalLoading();
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <div
      className="global-loading"
      role="alert"
      aria-busy="true"
      aria-label={t('overlay.loading')}
      data-testid="global-loading"
    >
      <div className="spinner" />
    </div>
  );
}
