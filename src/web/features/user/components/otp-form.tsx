import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useNavigate, useSearchParams } from '../../../lib/hash-router';
import { CODES } from '../../../../domain/api/codes';
import { call } from '../../../api/client';
import { dialCode } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useProductIndex } from '../../../queries/get-product-index';
import { registerMobile } from '../api/register';
import { startLocalSession } from '../api/session';
import { useLoginCodeRequired } from '../api/code-required';
import { useCodeNotDelivered } from '../api/code-delivery';
import { useCountdown } from '../api/use-countdown';

type Mode = 'login' | 'register';
type AuthAnswer =
  Awaited<ReturnType<typeof call<'/security/login'>>> | Awaited<ReturnType<typeof call<'/security/register'>>>;
type Errors = Partial<Record<'mobile' | 'code', string>>;

/** Only a safe in-app path may be a redirect target. */
function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

/**
 * Mobile number + SMS code, for both login and sign-up. The server checks the number per market; its field messages are
 * shown as-is.
 */
export function OtpForm({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const index = useProductIndex();
  const [mobile, setMobile] = useState(params.get('mobile') ?? '');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [notRegistered, setNotRegistered] = useState(false);
  const [left, startCountdown] = useCountdown();
  // Decision 0028: once a code was sent and the resend countdown ran out, it may also come by a voice call.
  const [sentOnce, setSentOnce] = useState(false);
  // The last code's delivery, as the vendor reports it: a text that did not arrive is said so, with the voice code
  // offered.
  const [delivery, setDelivery] = useState<{ id: string; at: number } | null>(null);
  const notDelivered = useCodeNotDelivered(delivery?.id ?? null, delivery?.at ?? 0);
  // Sign-up always proves the number; login asks for a code only when the server says so.
  const loginCodeRequired = useLoginCodeRequired(mobile, mode === 'login');
  // The server has the last word: a login sent without a code that it refuses for want of one
  // (the number was just taken off the review list) brings the code field back.
  const [codeDemanded, setCodeDemanded] = useState(false);
  const askCode = mode === 'register' || codeDemanded || loginCodeRequired !== false;

  const checkMobile = (): boolean => {
    if (!mobile.trim()) {
      setErrors({ mobile: t('messages:form.mobile.empty') });
      return false;
    }
    return true;
  };

  const fieldErrors = (data: unknown): Errors => {
    const list = (data as { errors?: { field: string; message: string }[] } | null)?.errors ?? [];
    return Object.fromEntries(
      list.filter((e) => e.field === 'mobile' || e.field === 'code').map((e) => [e.field, e.message]),
    );
  };

  const sendCode = async (channel: 'sms' | 'voice' = 'sms') => {
    setNotRegistered(false);
    if (!checkMobile()) return;
    setErrors({});
    setSending(true);
    const res = await call('/security/getVerifyCode', { mobile, type: mode, channel }, { loading: true });
    setSending(false);
    if (res.code === 0) {
      setSentOnce(true);
      setDelivery(res.data.deliveryId ? { id: res.data.deliveryId, at: Date.now() } : null);
      startCountdown(res.data.resendIn);
      toast.success(t(channel === 'voice' ? 'login.voiceCalling' : 'login.codeSent', { mobile }));
      return;
    }
    const wait = (res.data as { resendIn?: number } | null)?.resendIn;
    if (res.code === CODES.OTP_RESEND_WAIT && wait) startCountdown(wait);
    // No vendor took the text: the voice code is offered once the countdown ends.
    if (res.code === CODES.SMS_NOT_DELIVERED) {
      setSentOnce(true);
      if (wait) startCountdown(wait);
    }
    if (res.code === CODES.MOBILE_NOT_REGISTERED) setNotRegistered(true);
    const fields = fieldErrors(res.data);
    setErrors(Object.keys(fields).length ? fields : { mobile: res.msg });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!checkMobile()) return;
    if (!askCode) {
      setErrors({});
      setSubmitting(true);
      await finish(await call('/security/login', { mobile }, { loading: true }));
      return;
    }
    if (!code.trim()) {
      setErrors({ code: t('messages:form.code.empty') });
      return;
    }
    if (!/^\d{6}$/.test(code.trim())) {
      setErrors({ code: t('messages:form.code.invalid') });
      return;
    }
    setErrors({});
    setSubmitting(true);
    await finish(
      mode === 'login'
        ? await call('/security/login', { mobile, code: code.trim() }, { loading: true })
        : await registerMobile(mobile, code.trim()),
    );
  };

  const finish = async (res: AuthAnswer) => {
    if (res.code !== 0) {
      setSubmitting(false);
      const fields = fieldErrors(res.data);
      if (fields.code) setCodeDemanded(true);
      setErrors(Object.keys(fields).length ? fields : { code: res.msg });
      return;
    }
    await startLocalSession(res.data.token, mobile);
    setSubmitting(false);
    toast.success(mode === 'login' ? t('login.success') : t('register.success'));
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  };

  const prefix = index.data ? dialCode(index.data.app.market) : '';

  return (
    <form className="otp-form" onSubmit={submit} noValidate>
      <label className={`field${errors.mobile ? ' field-error' : ''}`}>
        <span className="field-label">{t('login.mobile')}</span>
        <span className="input-row">
          {prefix && (
            <span className="input-prefix" data-testid="dial-code">
              {prefix}
            </span>
          )}
          <input
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            name="mobile"
            value={mobile}
            maxLength={16}
            placeholder={t('login.mobilePlaceholder')}
            onChange={(e) => setMobile(e.target.value.replace(/[^\d+\s-]/g, ''))}
            aria-invalid={!!errors.mobile}
            data-testid="mobile"
          />
        </span>
        {errors.mobile && (
          <span className="field-message" role="alert" data-testid="mobile-error">
            {errors.mobile}
          </span>
        )}
      </label>
      {notRegistered && (
        <p className="inline-note">
          {t('login.notRegistered')}{' '}
          <Link to={`/user/register?mobile=${encodeURIComponent(mobile)}`}>{t('login.toRegister')}</Link>
        </p>
      )}

      {askCode && (
        <label className={`field${errors.code ? ' field-error' : ''}`}>
          <span className="field-label">{t('login.code')}</span>
          <span className="input-row">
            <input
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              name="code"
              value={code}
              maxLength={6}
              placeholder={t('login.codePlaceholder')}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              aria-invalid={!!errors.code}
              data-testid="code"
            />
            <button
              type="button"
              className="btn btn-link"
              onClick={() => void sendCode('sms')}
              disabled={sending || left > 0}
              data-testid="send-code"
            >
              {left > 0 ? t('login.resendIn', { seconds: left }) : t(sentOnce ? 'login.resendSms' : 'login.sendCode')}
            </button>
          </span>
          {errors.code && (
            <span className="field-message" role="alert" data-testid="code-error">
              {errors.code}
            </span>
          )}
          {notDelivered && (
            <span className="field-message" role="alert" data-testid="code-not-delivered">
              {t('login.codeNotDelivered')}
            </span>
          )}

          {/* The countdown ticks silently; its end, when a new code may be asked for, is announced. */}
          <span className="visually-hidden" role="status">
            {sentOnce && left === 0 ? t('login.resendSms') : ''}
          </span>
          {sentOnce && left === 0 && (
            <button
              type="button"
              className="btn btn-link voice-code"
              onClick={() => void sendCode('voice')}
              disabled={sending}
              data-testid="voice-code"
            >
              {t('login.voiceCode')}
            </button>
          )}
        </label>
      )}
      {!askCode && (
        <p className="inline-note" data-testid="no-code-note">
          {t('login.noCodeNeeded')}
        </p>
      )}

      {mode === 'register' && <p className="fine-print">{t('register.agree')}</p>}

      <button type="submit" className="btn btn-primary btn-block btn-large" disabled={submitting} data-testid="submit">
        {mode === 'login' ? t('actions.login') : t('actions.register')}
      </button>
    </form>
  );
}
