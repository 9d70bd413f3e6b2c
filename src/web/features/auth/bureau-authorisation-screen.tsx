import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { CallOutput } from '../../../domain/api/contracts';
import { CODES } from '../../../domain/api/codes';
import { useTranslation } from '../../i18n/use-translation';
import { Navigate, useSearchParams } from '../../lib/hash-router';
import { ApiFailure } from '../../api/client';
import { ErrorState } from '../../components/error-state';
import { PageSkeleton } from '../../components/page-skeleton';
import { maskMobileForOwner } from '../../lib/format';
import { useCountdown } from '../user';
import {
  authoriseBureau,
  bureauAuthorisationStatus,
  OnboardingPage,
  sendBureauCode,
  SubmittingScreen,
  useSubmitApplication,
  type OnboardingContext,
} from '../onboarding';

type Status = CallOutput<'/user/bureau/authorisation'>;
type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; status: Status };

interface FormProps {
  orderNo: string;
  status: Status;
  mobile: string;
  /** The server has the authorisation: the application is submitted. */
  onAuthorised: () => void;
  /** The text changed since it was read (400721): read it again. */
  onTextChanged: () => void;
}

/** Nigeria: an explicit tick, then consent and submit (the Credit Reporting Act's consent). */
function AcceptForm({ orderNo, status, onAuthorised, onTextChanged }: FormProps) {
  const { t } = useTranslation('onboarding');
  const [ticked, setTicked] = useState(false);
  const [needTick, setNeedTick] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const accept = async (e: FormEvent) => {
    e.preventDefault();
    if (!ticked) {
      setNeedTick(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    const res = await authoriseBureau({ orderNo, textVersion: status.textVersion!, accept: true });
    setBusy(false);
    if (res.code === CODES.OK) return onAuthorised();
    if (res.code === CODES.BUREAU_TEXT_CHANGED) onTextChanged();
    setFailure(res.msg);
  };

  return (
    <form className="bureau-form" onSubmit={(e) => void accept(e)} noValidate data-testid="bureau-accept-form">
      <div className={`permission-tick${needTick && !ticked ? ' field-error' : ''}`}>
        <label className="bureau-tick">
          <input
            type="checkbox"
            checked={ticked}
            onChange={(e) => {
              setTicked(e.target.checked);
              setNeedTick(false);
            }}
            data-testid="bureau-tick"
          />
          <span>{t('bureau.tick')}</span>
        </label>
        {needTick && !ticked && (
          <p className="field-message" role="alert" data-testid="bureau-tick-error">
            {t('bureau.tickFirst')}
          </p>
        )}
      </div>
      {failure && (
        <p className="field-message" role="alert" data-testid="bureau-error">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block btn-large" disabled={busy} data-testid="bureau-accept">
        {t('bureau.accept')}
      </button>
    </form>
  );
}

/**
 * Mexico: the authorisation signed with a six-digit code sent by SMS to the borrower's own number
 * (the NIP the bureaus accept, LRSIC art. 28). The resend waits out the sign-in codes' pause; the
 * server's own limits answer in the borrower's language and are shown as they come.
 */
function CodeForm({ orderNo, status, mobile, onAuthorised, onTextChanged }: FormProps) {
  const { t } = useTranslation('onboarding');
  const [left, startCountdown] = useCountdown();
  const [sent, setSent] = useState<{ minutes: number } | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const masked = maskMobileForOwner(mobile);

  const send = async () => {
    setBusy(true);
    setFailure(null);
    const res = await sendBureauCode(orderNo);
    setBusy(false);
    if (res.code === CODES.OK) {
      startCountdown(res.data.resendIn);
      setSent({ minutes: Math.round(res.data.expiresIn / 60) });
      return;
    }
    const wait = (res.data as { resendIn?: number } | null)?.resendIn;
    if (wait) startCountdown(wait);
    setFailure(res.msg);
  };

  const sign = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setFailure(t(sent ? 'bureau.codeSixDigits' : 'bureau.sendFirst'));
      return;
    }
    setBusy(true);
    setFailure(null);
    const res = await authoriseBureau({ orderNo, textVersion: status.textVersion!, code });
    setBusy(false);
    if (res.code === CODES.OK) return onAuthorised();
    if (res.code === CODES.BUREAU_TEXT_CHANGED) onTextChanged();
    setFailure(res.msg);
  };

  return (
    <form className="bureau-form" onSubmit={(e) => void sign(e)} noValidate data-testid="bureau-code-form">
      <p className="field-hint">{t('bureau.codeIntro', { mobile: masked })}</p>
      <div className={`field${failure ? ' field-error' : ''}`}>
        <label className="field-label" htmlFor="bureau-code">
          {t('bureau.codeLabel')}
        </label>
        <div className="input-row">
          <input
            id="bureau-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('bureau.codePlaceholder')}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            aria-describedby={failure ? 'bureau-code-error' : undefined}
            data-testid="bureau-code"
          />
          <button
            type="button"
            className="btn btn-link"
            onClick={() => void send()}
            disabled={left > 0 || busy}
            data-testid="bureau-send-code"
          >
            {left > 0 ? t('bureau.resendIn', { seconds: left }) : t(sent ? 'bureau.resendCode' : 'bureau.sendCode')}
          </button>
        </div>
        {sent && !failure && (
          <p className="field-hint" role="status" data-testid="bureau-code-sent">
            {t('bureau.codeSent', { mobile: masked, minutes: sent.minutes })}
          </p>
        )}
        {failure && (
          <p className="field-message" role="alert" id="bureau-code-error" data-testid="bureau-error">
            {failure}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary btn-block btn-large" disabled={busy} data-testid="bureau-sign">
        {t('bureau.sign')}
      </button>
    </form>
  );
}

/**
 * The consultation's authorisation for one order, then the submission. The text is the server's
 * (its version is what is stored); a market that consults no bureau, or an order already
 * authorised, goes straight on to the submission.
 */
function BureauAuthorisation({ ctx, orderNo }: { ctx: OnboardingContext; orderNo: string }) {
  const { t } = useTranslation(['onboarding', 'common']);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const submission = useSubmitApplication(ctx.userId);
  const submitted = useRef(false);

  const load = useCallback(async () => {
    setLoaded({ state: 'loading' });
    try {
      setLoaded({ state: 'ready', status: await bureauAuthorisationStatus(orderNo) });
    } catch (error) {
      setLoaded({ state: 'failed', message: error instanceof ApiFailure ? error.message : String(error) });
    }
  }, [orderNo]);
  useEffect(() => {
    void load();
  }, [load]);

  const submit = useCallback(() => {
    submitted.current = true;
    void submission.submit(orderNo);
  }, [submission, orderNo]);

  const nothingToAsk = loaded.state === 'ready' && (!loaded.status.required || loaded.status.authorisedAt !== null);
  useEffect(() => {
    if (nothingToAsk && !submitted.current) submit();
  }, [nothingToAsk, submit]);

  if (loaded.state === 'loading') return <PageSkeleton />;
  if (loaded.state === 'failed') {
    return (
      <ErrorState
        title={t('common:states.requestFailed')}
        text={loaded.message}
        actionLabel={t('common:actions.retry')}
        onAction={() => void load()}
      />
    );
  }
  const { status } = loaded;
  const formProps: FormProps = {
    orderNo,
    status,
    mobile: ctx.mobile,
    onAuthorised: submit,
    onTextChanged: () => void load(),
  };
  return (
    <div className="bureau-consent" data-testid="bureau-authorisation">
      {nothingToAsk ? (
        <p role="status">{t('bureau.authorised')}</p>
      ) : (
        <>
          <p className="form-intro">{t('bureau.intro')}</p>
          <section
            className="bureau-text"
            aria-labelledby="bureau-title"
            data-testid="bureau-text"
            data-version={status.textVersion ?? undefined}
          >
            <h2 id="bureau-title">{status.title}</h2>
            <p>{status.text}</p>
            <p className="field-hint" data-testid="bureau-name">
              {t('bureau.bureau', { bureau: status.bureau ?? '' })} ·{' '}
              {t('bureau.version', { version: status.textVersion ?? '' })}
            </p>
          </section>
          {status.method === 'code' ? <CodeForm {...formProps} /> : <AcceptForm {...formProps} />}
        </>
      )}
      <SubmittingScreen state={submission.state} onRetry={submit} onBack={submission.reset} />
    </div>
  );
}

/**
 * Issue 31 (decision 0100): the credit bureau authorisation an order needs before it is submitted, where the market
 * consults one.
 */
export default function BureauAuthorisationScreen() {
  const { t } = useTranslation('onboarding');
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  if (!orderNo) return <Navigate to="/" replace />;
  return (
    <OnboardingPage
      title={t('bureau.screenTitle')}
      backTo={`/auth/loan_question?orderNo=${encodeURIComponent(orderNo)}`}
    >
      {(ctx) => <BureauAuthorisation ctx={ctx} orderNo={orderNo} />}
    </OnboardingPage>
  );
}
