import { useTranslation } from '../../i18n/use-translation';
import { Link, useSearchParams } from '../../lib/hash-router';
import { Page } from '../../components/page';
import { useServedFrame } from '../../lib/use-served-frame';
import { OtpForm } from './components/otp-form';

export default function LoginScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // The served frame shows no form: until React has hydrated it, a field would take typing it
  // then drops, and a submit would send the number in the page's URL. The form and the way on to
  // the register screen (which carries this screen's query) come with the render after hydration.
  const served = useServedFrame();
  return (
    <Page title={t('login.title')}>
      <p className="lead">{t('login.subtitle')}</p>
      {served ? (
        <div className="skeleton" aria-busy="true">
          <div className="skeleton-card" />
        </div>
      ) : (
        <>
          <OtpForm mode="login" />
          <p className="switch-auth">
            {t('login.noAccount')}{' '}
            <Link to={`/user/register?${params}`} data-testid="to-register">
              {t('login.toRegister')}
            </Link>
          </p>
        </>
      )}
    </Page>
  );
}
