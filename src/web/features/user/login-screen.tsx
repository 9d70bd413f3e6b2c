import { useTranslation } from '../../i18n/use-translation';
import { Link, useSearchParams } from '../../lib/hash-router';
import { Page } from '../../components/page';
import { useServedFrame } from '../../lib/use-served-frame';
import { OtpForm } from './components/otp-form';

export default function LoginScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // The served frame is the same for every query (the boot script picks it by route): the way
  // on to the register screen takes the query from the render after hydration.
  const query = useServedFrame() ? '' : params.toString();
  return (
    <Page title={t('login.title')}>
      <p className="lead">{t('login.subtitle')}</p>
      <OtpForm mode="login" />
      <p className="switch-auth">
        {t('login.noAccount')} <Link to={`/user/register?${query}`} data-testid="to-register">{t('login.toRegister')}</Link>
      </p>
    </Page>
  );
}
