import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate, useSearchParams } from '../../lib/hash-router';
import type { CollectionMethod } from '../../../domain/markets/payment-methods';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { CheckIcon, InfoIcon } from '../../components/icons';
import { Page } from '../../components/page';
import { PageSkeleton } from '../../components/page-skeleton';
import { formatMoney } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useRefreshLoan } from '../../queries/refresh';
import { confirmExtension } from './api/confirm-extension';
import { useExtensionData } from './api/extension-data';
import { useExtensionStatus } from './api/extension-status';
import { useRepayDetail } from './api/repay-detail';
import { InstrumentCard } from './components/instrument-card';
import { MethodList } from './components/method-list';
import { useOrderNo } from '../loan';
import { REPAY_ROUTES } from './repay-routes';
import '../../styles/forms.css';
import '../../styles/loan.css';
import '../../styles/repay.css';
import { dayText } from './repay-format';

const POLL_MS = 3000;

/** Step 1: choose how to pay the fee; the server creates the rollover and its payment instrument. */
function ChooseMethod({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation(['repay', 'common', 'messages']);
  const navigate = useNavigate();
  const offer = useExtensionData(orderNo);
  const detail = useRepayDetail(orderNo);
  const [method, setMethod] = useState<CollectionMethod | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  if (offer.isPending || detail.isPending) return <PageSkeleton />;
  if (offer.isError || detail.isError) {
    return (
      <ErrorState
        title={t('common:states.requestFailed')}
        text={(offer.error ?? detail.error)?.message}
        actionLabel={t('common:actions.retry')}
        onAction={() => {
          void offer.refetch();
          void detail.refetch();
        }}
      />
    );
  }
  if (!offer.data.available) return <EmptyState title={t('repay:rollover.unavailable')} />;
  if (detail.data.methods.length === 0) return <EmptyState title={t('repay:cashier.noMethod')} />;

  const create = async () => {
    if (!method) {
      setError(t('repay:cashier.noChannel'));
      return;
    }
    setBusy(true);
    try {
      const order = await confirmExtension(orderNo, method);
      navigate(`${REPAY_ROUTES.confirmRollover(orderNo)}&extensionNo=${encodeURIComponent(order.extensionNo)}`, {
        replace: true,
      });
    } catch (err) {
      toast.fail(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="loan-stack" data-testid="rollover-confirm">
      <section className="loan-card">
        <p data-testid="rollover-pay-fee">
          {t('repay:rollover.payFee', {
            fee: formatMoney(offer.data.fee, offer.data.currency),
            date: dayText(offer.data.newDueDate, offer.data.currency),
          })}
        </p>
        <MethodList
          methods={detail.data.methods}
          value={method}
          onChange={(m) => {
            setMethod(m);
            setError(undefined);
          }}
          error={error}
        />
      </section>
      <button
        type="button"
        className="btn btn-primary btn-block btn-large"
        onClick={() => void create()}
        disabled={busy}
        data-testid="rollover-create"
      >
        {t('repay:rollover.create')}
      </button>
    </div>
  );
}

/** Step 2: the fee's instrument, watched until the fee arrives; only then has the due date moved. */
function PayFee({ extensionNo }: { extensionNo: string }) {
  const { t } = useTranslation(['repay', 'common']);
  const navigate = useNavigate();
  const refresh = useRefreshLoan();
  const status = useExtensionStatus(extensionNo, POLL_MS);
  const x = status.data;
  useEffect(() => {
    if (x?.status === 'paid') void refresh();
  }, [x?.status, refresh]);
  if (status.isPending) return <PageSkeleton />;
  if (status.isError)
    return (
      <ErrorState
        title={t('common:states.requestFailed')}
        text={status.error.message}
        actionLabel={t('common:actions.retry')}
        onAction={() => void status.refetch()}
      />
    );
  const ext = status.data;
  if (ext.status === 'paid') {
    return (
      <div className="lending" data-testid="rollover-done">
        <span className="review-icon">
          <CheckIcon size={40} />
        </span>
        <h2>{t('repay:rollover.doneTitle')}</h2>
        <p className="lending-amount" data-testid="rollover-new-date">
          {dayText(ext.newDueDate, ext.currency)}
        </p>
        <p className="lending-text" data-testid="rollover-done-text">
          {t('repay:rollover.done', { date: dayText(ext.newDueDate, ext.currency) })}
        </p>
        <Link to={REPAY_ROUTES.detail(ext.orderNo)} className="btn btn-primary btn-block" data-testid="rollover-back">
          {t('repay:rollover.back')}
        </Link>
      </div>
    );
  }
  if (ext.status === 'expired') {
    return (
      <section className="loan-card" data-testid="instrument-expired">
        <p className="notice notice-warn">
          <InfoIcon size={18} /> <span data-testid="instrument-expired-text">{t('repay:instrument.expired')}</span>
        </p>
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={() => navigate(REPAY_ROUTES.confirmRollover(ext.orderNo), { replace: true })}
          data-testid="instrument-renew"
        >
          {t('repay:instrument.renew')}
        </button>
      </section>
    );
  }
  return (
    <div className="loan-stack" data-testid="rollover-paying" data-status={ext.status}>
      <p className="notice" data-testid="rollover-pay-fee">
        {t('repay:rollover.payFee', {
          fee: formatMoney(ext.fee, ext.currency),
          date: dayText(ext.newDueDate, ext.currency),
        })}
      </p>
      <InstrumentCard instrument={ext.instrument} />
      <p className="loan-hint waiting-line">
        <span className="mini-spinner" aria-hidden="true" /> {t('repay:rollover.waiting')}
      </p>
    </div>
  );
}

/**
 * `/repay/confirm_exhibition`: choose the method, pay the fee, and see the new date once the
 * fee has arrived (`/repay/updateExtensionOrderStatus` is asked every few seconds). The
 * rollover's number stays in the address, so a checkout page can send the borrower back here.
 */
export default function ConfirmExhibitionScreen() {
  const { t } = useTranslation('repay');
  const [params] = useSearchParams();
  // Opened without one (a link back from a payment page, the native shell): the latest loan.
  const { orderNo, pending } = useOrderNo();
  const extensionNo = params.get('extensionNo');
  let body;
  if (pending) body = <PageSkeleton />;
  else if (!orderNo) body = <EmptyState title={t('cashier.noOrder')} />;
  else if (extensionNo) body = <PayFee extensionNo={extensionNo} />;
  else body = <ChooseMethod orderNo={orderNo} />;
  return (
    <Page title={t('rollover.confirmTitle')} backTo={orderNo ? REPAY_ROUTES.rollover(orderNo) : '/'}>
      {body}
    </Page>
  );
}
