import { useTranslation } from '../../i18n/use-translation';
import { Link, useSearchParams } from '../../lib/hash-router';
import { Page } from '../../components/page';
import { OtpForm } from './components/otp-form';

export default function LoginScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <Page title={t('login.title')}>
      <p className="lead">{t('login.subtitle')}</p>
      <OtpForm mode="login" />
      <p className="switch-auth">
        {t('login.noAccount')} <Link to={`/user/register?${params}`} data-testid="to-register">{t('login.toRegister')}</Link>
      </p>
    </Page>
  );
}
