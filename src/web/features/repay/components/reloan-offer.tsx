import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from '../../../lib/hash-router';
import { formatRatePpm } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useRefreshLoan } from '../../../queries/refresh';
import { applyAgain } from '../api/apply-again';
import { useRepayProducts } from '../api/repay-products';

/**
 * After a repaid loan: borrow again at the reloan price (`/loan/loan-order/apply-market-again`),
 * continuing at the step the server names. Shown only when the server says the price applies.
 */
export function ReloanOffer({ variant = 'card' }: { variant?: 'card' | 'inline' }) {
  const { t } = useTranslation('repay');
  const navigate = useNavigate();
  const refresh = useRefreshLoan();
  const products = useRepayProducts();
  const [busy, setBusy] = useState(false);
  const product = products.data?.products.find((p) => p.reloanPrice);
  if (!product) return null;

  const borrow = async () => {
    setBusy(true);
    try {
      const next = await applyAgain(product.code);
      // Leave first: the repay screens follow the latest order, which is now the new one with nothing to repay.
      navigate(next.route ?? '/');
      void refresh();
    } catch (error) {
      toast.fail(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const rate = formatRatePpm(product.reloanDailyInterestPpm);
  return (
    <section className={variant === 'card' ? 'loan-card reloan-card' : 'reloan-inline'} data-testid="reloan-offer">
      <h2 className="card-title">{t('reloan.title')}</h2>
      <p data-testid="reloan-text">{t('reloan.text', { rate })}</p>
      <button
        type="button"
        className="btn btn-primary btn-block"
        onClick={() => void borrow()}
        disabled={busy}
        data-testid="reloan-apply"
      >
        {t('reloan.action')}
      </button>
    </section>
  );
}
