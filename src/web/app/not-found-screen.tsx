import { useTranslation } from '../i18n/use-translation';
import { useNavigate } from '../lib/hash-router';
import { ErrorState } from '../components/error-state';

export default function NotFoundScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="page page-center">
      <ErrorState
        heading="h1"
        title={t('states.notFoundTitle')}
        text={t('states.notFoundText')}
        actionLabel={t('states.goHome')}
        onAction={() => navigate('/', { replace: true })}
      />
    </main>
  );
}
