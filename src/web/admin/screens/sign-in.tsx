import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../api';
import { useWrite } from '../console-query';
import { FormError } from '../form-error';
import { CONSOLE_NS } from '../i18n';
import { useSession, type Operator } from '../session';

type Accepted = { operator: Operator; csrfToken?: string };

function PasswordStep() {
  const { t } = useTranslation(CONSOLE_NS);
  const { accept } = useSession();
  const write = useWrite<Accepted>([]);
  // After a refusal the authenticator code may go with the password: the way through a lock
  // someone else's guesses set on this network (decision 0072). Shown after any refusal, so it
  // says nothing about the e-mail.
  const [withCode, setWithCode] = useState(false);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const code = String(form.get('code') ?? '').trim();
    const body = { email: form.get('email'), password: form.get('password'), ...(code ? { code } : {}) };
    write.mutate(
      { method: 'POST', path: '/auth/sign-in', body },
      { onSuccess: accept, onError: () => setWithCode(true) },
    );
  };
  return (
    <form onSubmit={submit} className="card narrow">
      <h1>{t('signIn.title')}</h1>
      <label>
        {t('signIn.email')}
        <input name="email" type="email" autoComplete="username" required />
      </label>
      <label>
        {t('signIn.password')}
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {withCode && (
        <label>
          {t('signIn.codeWithPassword')}
          <input name="code" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" />
        </label>
      )}
      <FormError error={write.error} />
      <button type="submit">{t('signIn.submit')}</button>
    </form>
  );
}

function CodeStep({ operator }: { operator: Operator }) {
  const { t } = useTranslation(CONSOLE_NS);
  const { accept } = useSession();
  // A read although a POST: the server makes the pending secret once and shows the same one again.
  const enrol = useQuery({
    queryKey: ['auth', 'totp', 'enrol'],
    queryFn: () => api<{ secret: string; qrSvg: string }>('POST', '/auth/totp/enrol', {}),
    enabled: !operator.totpEnrolled,
    staleTime: Infinity,
    retry: false,
  });
  const enrolment = enrol.data;
  const write = useWrite<Accepted>([]);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    write.mutate(
      { method: 'POST', path: '/auth/totp', body: { code: new FormData(e.currentTarget).get('code') } },
      { onSuccess: accept },
    );
  };
  return (
    <form onSubmit={submit} className="card narrow">
      <h1>{operator.totpEnrolled ? t('signIn.totpTitle') : t('signIn.enrolTitle')}</h1>
      <p>{operator.totpEnrolled ? t('signIn.totpHelp') : t('signIn.enrolHelp')}</p>
      {enrolment && (
        <div className="enrol">
          {/* The SVG is made by our own server from the otpauth URI: no user content in it. */}
          <div className="qr" dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }} />
          <p>
            {t('signIn.secret')}: <code data-testid="totp-secret">{enrolment.secret}</code>
          </p>
        </div>
      )}
      <label>
        {t('signIn.code')}
        <input name="code" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" required />
      </label>
      <FormError error={write.error ?? enrol.error} />
      <button type="submit">{t('signIn.verify')}</button>
    </form>
  );
}

function ChangePasswordStep() {
  const { t } = useTranslation(CONSOLE_NS);
  const { accept } = useSession();
  const write = useWrite<Accepted>([]);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    write.mutate(
      { method: 'POST', path: '/auth/password', body: { current: form.get('current'), next: form.get('next') } },
      { onSuccess: accept },
    );
  };
  return (
    <form onSubmit={submit} className="card narrow">
      <h1>{t('signIn.changeTitle')}</h1>
      <p>{t('signIn.changeHelp')}</p>
      <label>
        {t('signIn.current')}
        <input name="current" type="password" autoComplete="current-password" required />
      </label>
      <label>
        {t('signIn.next')}
        <input name="next" type="password" autoComplete="new-password" minLength={12} required />
      </label>
      <FormError error={write.error} />
      <button type="submit">{t('signIn.change')}</button>
    </form>
  );
}

/**
 * Password, then the authenticator (enrolling it the first time), then a new password if the current one is one-time.
 */
export function SignIn() {
  const { operator } = useSession();
  if (!operator) return <PasswordStep />;
  if (operator.stage === 'totp') return <CodeStep operator={operator} />;
  return <ChangePasswordStep />;
}
