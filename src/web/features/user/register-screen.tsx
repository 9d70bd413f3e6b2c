import { useTranslation } from '../../i18n/use-translation';
import { Link, useSearchParams } from '../../lib/hash-router';
import { Page } from '../../components/page';
import { OtpForm } from './components/otp-form';

export default function RegisterScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <Page title={t('register.title')}>
      <p className="lead">{t('register.subtitle')}</p>
      <OtpForm mode="register" />
      <p className="switch-auth">
        {t('register.haveAccount')}{' '}
        <Link to={`/user/login?${params}`} data-testid="to-login">
          {t('register.toLogin')}
        </Link>
      </p>
    </Page>
  );
}
