import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api';
import { FormError } from '../form-error';
import { useSession, type Operator } from '../session';

type Accepted = { operator: Operator; csrfToken?: string };

function PasswordStep() {
  const { t } = useTranslation();
  const { accept } = useSession();
  const [error, setError] = useState<unknown>(null);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    try {
      accept(await api<Accepted>('POST', '/auth/sign-in', { email: form.get('email'), password: form.get('password') }));
    } catch (err) { setError(err); }
  };
  return (
    <form onSubmit={submit} className="card narrow">
      <h1>{t('signIn.title')}</h1>
      <label>{t('signIn.email')}<input name="email" type="email" autoComplete="username" required /></label>
      <label>{t('signIn.password')}<input name="password" type="password" autoComplete="current-password" required /></label>
      <FormError error={error} />
      <button type="submit">{t('signIn.submit')}</button>
    </form>
  );
}

function CodeStep({ operator }: { operator: Operator }) {
  const { t } = useTranslation();
  const { accept } = useSession();
  const [error, setError] = useState<unknown>(null);
  const [enrolment, setEnrolment] = useState<{ secret: string; qrSvg: string } | null>(null);
  useEffect(() => {
    if (!operator.totpEnrolled) api<{ secret: string; qrSvg: string }>('POST', '/auth/totp/enrol', {}).then(setEnrolment, setError);
  }, [operator.totpEnrolled]);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    try {
      accept(await api<Accepted>('POST', '/auth/totp', { code: new FormData(e.currentTarget).get('code') }));
    } catch (err) { setError(err); }
  };
  return (
    <form onSubmit={submit} className="card narrow">
      <h1>{operator.totpEnrolled ? t('signIn.totpTitle') : t('signIn.enrolTitle')}</h1>
      <p>{operator.totpEnrolled ? t('signIn.totpHelp') : t('signIn.enrolHelp')}</p>
      {enrolment && (
        <div className="enrol">
          {/* The SVG is made by our own server from the otpauth URI: no user content in it. */}
          <div className="qr" dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }} />
          <p>{t('signIn.secret')}: <code data-testid="totp-secret">{enrolment.secret}</code></p>
        </div>
      )}
      <label>{t('signIn.code')}<input name="code" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" required /></label>
      <FormError error={error} />
      <button type="submit">{t('signIn.verify')}</button>
    </form>
  );
}

function ChangePasswordStep() {
  const { t } = useTranslation();
  const { accept } = useSession();
  const [error, setError] = useState<unknown>(null);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    try {
      accept(await api<Accepted>('POST', '/auth/password', { current: form.get('current'), next: form.get('next') }));
    } catch (err) { setError(err); }
  };
  return (
    <form onSubmit={submit} className="card narrow">
      <h1>{t('signIn.changeTitle')}</h1>
      <p>{t('signIn.changeHelp')}</p>
      <label>{t('signIn.current')}<input name="current" type="password" autoComplete="current-password" required /></label>
      <label>{t('signIn.next')}<input name="next" type="password" autoComplete="new-password" minLength={12} required /></label>
      <FormError error={error} />
      <button type="submit">{t('signIn.change')}</button>
    </form>
  );
}

/** Password, then the authenticator (enrolling it the first time), then a new password if the current one is one-time. */
export function SignIn() {
  const { operator } = useSession();
  if (!operator) return <PasswordStep />;
  if (operator.stage === 'totp') return <CodeStep operator={operator} />;
  return <ChangePasswordStep />;
}
