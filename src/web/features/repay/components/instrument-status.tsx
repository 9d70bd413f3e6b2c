import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../lib/hash-router';
import { CODES } from '../../../../domain/api/codes';
import { ApiFailure } from '../../../api/client';
import { InfoIcon } from '../../../components/icons';
import { formatMoney } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { confirmPayment } from '../api/confirm-payment';
import type { PortalPayment } from '../api/portal-payment';
import { REPAY_ROUTES } from '../repay-routes';

const WHAT = {
  account: 'instrument.whatAccount',
  cashReference: 'instrument.whatReference',
  checkout: 'instrument.whatCheckout',
} as const;

/**
 * Under every instrument: while nothing has arrived, the wait and "I have paid" (the server asks
 * the provider now); once money arrived, what it was, what remains and the way to the rest;
 * and — when it timed out — SPEC's message with a way to get a new one.
 */
export function InstrumentStatus({
  payment,
  onRenew,
  onChecked,
}: {
  payment: PortalPayment;
  onRenew: () => void;
  onChecked: () => void;
}) {
  const { t } = useTranslation('repay');
  const [checking, setChecking] = useState(false);
  const { instrument } = payment;
  const money = (v: number) => formatMoney(v, instrument.currency);

  if (instrument.status === 'expired') {
    return (
      <section className="loan-card" data-testid="instrument-expired">
        <p className="notice notice-warn">
          <InfoIcon size={18} /> <span data-testid="instrument-expired-text">{t('instrument.expired')}</span>
        </p>
        <button type="button" className="btn btn-primary btn-block" onClick={onRenew} data-testid="instrument-renew">
          {t('instrument.renew')}
        </button>
      </section>
    );
  }

  const check = async () => {
    setChecking(true);
    try {
      await confirmPayment(instrument.reference);
      toast.info(t('instrument.checking'));
      onChecked();
    } catch (error) {
      toast.fail(error instanceof Error ? error.message : String(error));
      // Timed out meanwhile: reload it, which offers a new one.
      if (error instanceof ApiFailure && error.code === CODES.PAYMENT_TIMED_OUT) onChecked();
    } finally {
      setChecking(false);
    }
  };

  // Money arrived on it: the screen says so and stops waiting — no spinner, no "I have paid" beside "Received".
  const arrived = payment.paidAmount > 0 || instrument.status === 'paid';
  const rest = payment.orderStatus !== 4 && payment.outstanding > 0;
  return (
    <section
      className="loan-card instrument-status"
      data-testid="instrument-status"
      data-paid={payment.paidAmount}
      data-arrived={arrived}
    >
      {arrived && (
        <p className="notice notice-ok" role="status" data-testid="instrument-received">
          {t('instrument.received', { what: t(WHAT[instrument.kind]), amount: money(payment.paidAmount) })}
        </p>
      )}
      <p className="loan-hint" data-testid="instrument-remaining">
        {t('instrument.remaining', { amount: money(payment.outstanding) })}
      </p>
      {arrived ? (
        rest && (
          <>
            <p className="loan-hint" data-testid="instrument-rest">
              {t(
                instrument.kind === 'account' && instrument.status === 'open'
                  ? 'instrument.restToAccount'
                  : 'instrument.restElsewhere',
              )}
            </p>
            <Link
              to={REPAY_ROUTES.detail(instrument.orderNo)}
              className="btn btn-primary btn-block"
              data-testid="instrument-back"
            >
              {t('instrument.back')}
            </Link>
          </>
        )
      ) : (
        <>
          {payment.orderStatus !== 4 && (
            <p className="loan-hint waiting-line" data-testid="instrument-waiting">
              <span className="mini-spinner" aria-hidden="true" /> {t('instrument.waiting')}
            </p>
          )}
          <button
            type="button"
            className="btn btn-outline btn-block"
            onClick={() => void check()}
            disabled={checking}
            data-testid="instrument-paid"
          >
            {t('instrument.paid')}
          </button>
        </>
      )}
      <Link
        to={REPAY_ROUTES.manual(instrument.orderNo)}
        className="btn btn-link btn-block"
        data-testid="instrument-proof"
      >
        {t('instrument.proof')}
      </Link>
    </section>
  );
}
