import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from '../../lib/hash-router';
import { formatMoney } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useRefreshLoan } from '../../queries/refresh';
import { usePortalPayment } from './api/portal-payment';
import { REPAY_ROUTES } from './repay-routes';

/** An open instrument is asked about this often: the borrower is usually paying right now. */
export const INSTRUMENT_POLL_MS = 3000;

/**
 * Follows one issued instrument: what arrived on it and what remains. Money that arrives is
 * announced at once; a loan that is now fully repaid (4 Finish) goes to its repay detail,
 * which shows the success and the reloan.
 */
export function useInstrumentWatch(reference: string | null) {
  const { t } = useTranslation('repay');
  const navigate = useNavigate();
  const refresh = useRefreshLoan();
  const portal = usePortalPayment(reference, INSTRUMENT_POLL_MS);
  const seen = useRef<number | null>(null);
  const p = portal.data;

  useEffect(() => {
    if (!p) return;
    const before = seen.current;
    seen.current = p.paidAmount;
    if (before !== null && p.paidAmount > before) {
      toast.success(t('detail.received', { amount: formatMoney(p.paidAmount - before, p.instrument.currency) }));
      void refresh();
    }
    if (p.orderStatus === 4) {
      void refresh();
      navigate(REPAY_ROUTES.detail(p.instrument.orderNo), { replace: true });
    }
  }, [p, refresh, navigate, t]);

  return portal;
}
