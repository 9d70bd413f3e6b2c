import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate } from '../../lib/hash-router';
import { call } from '../../api/client';
import { BoltIcon, CheckIcon, ShieldIcon } from '../../components/icons';
import { dialCode } from '../../lib/format';
import { useLoggedIn } from '../../lib/use-logged-in';
import { useContentVars, ContentGate } from '../user_center';
import { useStartApplication } from './api/start-application';
import '../../styles/content.css';

const HOME = '/';

/**
 * /yx3: the promotion landing. A visitor types a mobile number and taps Apply: a new number
 * goes to sign-up, a known one to log in (the number prefilled either way), and both come
 * back to Home's Apply. A logged-in borrower goes straight to the application.
 */
export default function Yx3Screen() {
  const { t } = useTranslation(['promo', 'messages']);
  const navigate = useNavigate();
  const content = useContentVars();
  const startApplication = useStartApplication();
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const loggedIn = useLoggedIn();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (loggedIn) {
      await startApplication();
      return;
    }
    if (!mobile.trim()) {
      setError(t('messages:form.mobile.empty'));
      return;
    }
    setError(null);
    setBusy(true);
    const res = await call('/security/existsByMobile', { mobile: mobile.trim() }, { loading: true });
    setBusy(false);
    if (res.code !== 0) {
      const field = (res.data as { errors?: { field: string; message: string }[] } | null)?.errors?.find(
        (x) => x.field === 'mobile',
      );
      setError(field?.message ?? res.msg);
      return;
    }
    const query = new URLSearchParams({ mobile: mobile.trim(), redirect: HOME });
    navigate(`/user/${res.data.exists ? 'login' : 'register'}?${query}`);
  };

  return (
    <main className="landing">
      <ContentGate state={content}>
        {({ vars, market }) => (
          <>
            <section className="landing-hero">
              <p className="landing-brand">{t('yx3.title', vars)}</p>
              <h1 data-testid="yx3-headline">{t('yx3.headline', vars)}</h1>
              <p>{t('yx3.sub')}</p>
            </section>
            <form className="landing-card" onSubmit={(e) => void submit(e)} noValidate>
              {loggedIn ? (
                <p className="muted" data-testid="yx3-logged-in">
                  {t('yx3.loggedIn')}
                </p>
              ) : (
                <label className={`field${error ? ' field-error' : ''}`}>
                  <span className="field-label">{t('yx3.mobile')}</span>
                  <span className="input-row">
                    <span className="input-prefix">{dialCode(market)}</span>
                    <input
                      type="tel"
                      inputMode="tel"
                      autoComplete="tel-national"
                      value={mobile}
                      maxLength={16}
                      placeholder={t('yx3.mobilePlaceholder')}
                      onChange={(e) => {
                        setMobile(e.target.value.replace(/[^\d+\s-]/g, ''));
                        setError(null);
                      }}
                      aria-invalid={!!error}
                      data-testid="yx3-mobile"
                    />
                  </span>
                  {error && (
                    <span className="field-message" role="alert" data-testid="yx3-mobile-error">
                      {error}
                    </span>
                  )}
                </label>
              )}
              <button
                type="submit"
                className="btn btn-primary btn-block btn-large"
                disabled={busy}
                data-testid="yx3-apply"
              >
                {t('apply')}
              </button>
              <p className="fine-print">
                {t('yx3.terms')} <Link to="/termsCondition">{t('yx3.termsLink')}</Link> {t('yx3.and')}{' '}
                <Link to="/provicy">{t('yx3.privacyLink')}</Link>.
              </p>
            </form>
            <ul className="benefit-list">
              <li>
                <CheckIcon />
                {t('yx3.trust.users', vars)}
              </li>
              <li>
                <BoltIcon />
                {t('yx3.trust.speed')}
              </li>
              <li>
                <ShieldIcon />
                {t('yx3.trust.safe')}
              </li>
            </ul>
          </>
        )}
      </ContentGate>
    </main>
  );
}
