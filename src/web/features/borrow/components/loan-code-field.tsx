import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { CODES } from '../../../../domain/api/codes';
import { toast } from '../../../lib/toast';
import { useCountdown } from '../../user';
import { sendLoanCode, type LoanCodeOffer } from '../../loan';

interface Props {
  value: string;
  onChange: (code: string) => void;
  error?: string;
  /** The borrower's own number, masked: where the code goes. */
  mobileHint?: string;
  /** What the code accepts: named in its SMS, and a code sent for other figures signs nothing. */
  offer: LoanCodeOffer | null;
}

/**
 * The verification step of confirming a loan: a 'loan' code sent to the borrower's own number
 * (the server picks the number from the session), typed as six digits.
 */
export function LoanCodeField({ value, onChange, error, mobileHint, offer }: Props) {
  const { t } = useTranslation(['loan', 'common']);
  const [left, startCountdown] = useCountdown();
  const [sendError, setSendError] = useState<string | null>(null);

  const send = async () => {
    setSendError(null);
    if (!offer) return;
    const res = await sendLoanCode(offer);
    if (res.code === CODES.OK) {
      startCountdown(res.data.resendIn);
      toast.success(t('loan:code.sent'));
      return;
    }
    const wait = (res.data as { resendIn?: number } | null)?.resendIn;
    if (res.code === CODES.OTP_RESEND_WAIT && wait) startCountdown(wait);
    setSendError(res.msg);
  };

  const message = error ?? sendError;
  return (
    <div className={`field${message ? ' field-error' : ''}`} data-testid="field-code">
      <label className="field-label" htmlFor="loan-code">
        {t('loan:code.label')}
      </label>
      <div className="input-row">
        <input
          id="loan-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('loan:code.placeholder')}
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
          data-testid="code"
        />
        <button
          type="button"
          className="btn btn-link"
          onClick={() => void send()}
          disabled={left > 0 || !offer}
          data-testid="send-code"
        >
          {left > 0 ? t('loan:code.resendIn', { seconds: left }) : t('loan:code.send')}
        </button>
      </div>
      {mobileHint && !message && <p className="field-hint">{t('loan:code.hint', { mobile: mobileHint })}</p>}
      {message && (
        <p className="field-message" role="alert" data-testid="error-code">
          {message}
        </p>
      )}
    </div>
  );
}
