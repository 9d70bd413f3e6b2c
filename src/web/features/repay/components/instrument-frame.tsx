import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useNavigate, useSearchParams } from '../../../lib/hash-router';
import { collectionMethodInfo } from '../../../../domain/markets/payment-methods';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Page } from '../../../components/page';
import { PageSkeleton } from '../../../components/page-skeleton';
import { toast } from '../../../lib/toast';
import { issueInstrument } from '../api/issue-instrument';
import type { PortalPayment } from '../api/portal-payment';
import { REPAY_ROUTES } from '../repay-routes';
import { useInstrumentWatch } from '../use-instrument-watch';
import { InstrumentStatus } from './instrument-status';

/**
 * The frame of a screen showing one issued instrument (`?orderNo=…&reference=…`): the
 * messages when either is missing (repay:cashier.noOrder, noReference), the watcher, and the status block under the
 * instrument.
 * An expired account is renewed in place; a reference or checkout for an amount goes back to
 * the cashier to choose the amount again.
 */
export function InstrumentFrame({
  title,
  children,
}: {
  title: string;
  children: (payment: PortalPayment) => ReactNode;
}) {
  const { t } = useTranslation(['repay', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  const reference = params.get('reference');
  const portal = useInstrumentWatch(reference);

  const renew = async (payment: PortalPayment) => {
    const { method, orderNo: order } = payment.instrument;
    if (!collectionMethodInfo(method).openAmount) {
      navigate(REPAY_ROUTES.cashier(order), { replace: true });
      return;
    }
    try {
      const next = await issueInstrument(method, order, 0);
      navigate(REPAY_ROUTES.instrument(method, order, next.reference), { replace: true });
    } catch (error) {
      toast.fail(error instanceof Error ? error.message : String(error));
    }
  };

  let body;
  if (!orderNo) body = <EmptyState title={t('repay:cashier.noOrder')} />;
  else if (!reference) {
    body = (
      <EmptyState title={t('repay:cashier.noReference')}>
        <Link to={REPAY_ROUTES.cashier(orderNo)} className="btn btn-primary">
          {t('repay:instrument.retry')}
        </Link>
      </EmptyState>
    );
  } else if (portal.isPending) body = <PageSkeleton />;
  else if (portal.isError)
    body = (
      <ErrorState
        title={t('common:states.requestFailed')}
        text={portal.error.message}
        actionLabel={t('common:actions.retry')}
        onAction={() => void portal.refetch()}
      />
    );
  else {
    const payment = portal.data;
    body = (
      <div
        className="loan-stack"
        data-testid="instrument"
        data-method={payment.instrument.method}
        data-status={payment.instrument.status}
      >
        {payment.instrument.status !== 'expired' && children(payment)}
        <InstrumentStatus
          payment={payment}
          onRenew={() => void renew(payment)}
          onChecked={() => void portal.refetch()}
        />
      </div>
    );
  }
  return (
    <Page title={title} backTo={orderNo ? REPAY_ROUTES.detail(orderNo) : '/'}>
      {body}
    </Page>
  );
}
