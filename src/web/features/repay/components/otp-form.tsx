import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiFailure } from '../../../api/client';
import { toast } from '../../../lib/toast';
import { verifyFlutterwaveOtp } from '../api/verify-otp';

/** Flutterwave link payments: the code the card issuer or bank sent (SPEC's `/repay/flutterwave/verify-opt`). */
export function OtpForm({ reference }: { reference: string }) {
  const { t } = useTranslation(['repay', 'messages']);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{4,8}$/.test(otp.trim())) {
      setError(t('messages:validation.otpRequired'));
      return;
    }
    setBusy(true);
    try {
      await verifyFlutterwaveOtp(reference, otp.trim());
      setOtp('');
    } catch (err) {
      const field = err instanceof ApiFailure ? err.fieldErrors.find((f) => f.field === 'otp') : undefined;
      if (field) setError(field.message);
      else toast.fail(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="retry-form" onSubmit={(e) => void submit(e)} noValidate data-testid="otp-form">
      <div className={`field${error ? ' field-error' : ''}`}>
        <label className="field-label" htmlFor="repay-otp">{t('repay:instrument.otpTitle')}</label>
        <div className="input-row">
          <input id="repay-otp" inputMode="numeric" autoComplete="one-time-code" maxLength={8} value={otp} onChange={(e) => { setOtp(e.target.value); setError(undefined); }} data-testid="otp" />
        </div>
        {error && <p className="field-message" role="alert" data-testid="error-otp">{error}</p>}
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} data-testid="otp-submit">{t('repay:instrument.otpSubmit')}</button>
    </form>
  );
}
