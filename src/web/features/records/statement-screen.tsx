import { lazy, Suspense } from 'react';
import { currentLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useSearchParams } from '../../lib/hash-router';
import { isLoanStatus, LOAN_STATUSES } from '../../../domain/loan-status/statuses';
import type { Market } from '../../../domain/markets/market';
import { marketToday } from '../../../domain/markets/market-date';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { DocIcon } from '../../components/icons';
import { Page } from '../../components/page';
import { PageSkeleton } from '../../components/page-skeleton';
import { formatDate, formatDateTime, formatMoney, formatRatePpm, marketOfCurrency } from '../../lib/format';
import { useProductIndex } from '../../queries/get-product-index';
import { useOrders } from '../../queries/orders';
import type { OrderRecord } from '../../queries/latest-order';
import { LOAN_ROUTES, ROW_ACTIONS, QuoteFigures, RefusalReasons, type Figures, tipParams } from '../loan';
import { useRepayDetail, type RepayDetail } from '../repay';
import { LoanTimeline, PaidFigures } from './loan-money';
import '../../styles/orders.css';

const BureauReported = lazy(() => import('./bureau-reported'));
import '../../styles/forms.css';
import '../../styles/loan.css';

/** The order's frozen quote, once it was confirmed (null before: nothing is priced yet). */
function figuresOf(o: OrderRecord): Figures | null {
  if (
    o.amount === null ||
    o.days === null ||
    o.dailyInterestPpm === null ||
    o.processingFee === null ||
    o.feeTax === null ||
    o.interest === null ||
    o.received === null ||
    o.repayment === null ||
    o.dueDate === null ||
    o.aprBps === null ||
    o.catBps === null
  )
    return null;
  return {
    currency: o.currency,
    amount: o.amount,
    days: o.days,
    dailyInterestPpm: o.dailyInterestPpm,
    processingFee: o.processingFee,
    feeTax: o.feeTax,
    interest: o.interest,
    interestTax: o.interestTax ?? 0,
    received: o.received,
    repayment: o.repayment,
    dueDate: o.dueDate,
    apr: o.aprBps,
    cat: o.catBps,
    disclosure: o.disclosure,
    // The CAT was computed when the borrower signed.
    catDate: o.confirmedAt ? marketToday(marketOfCurrency(o.currency), new Date(o.confirmedAt)) : null,
  };
}

/** Repaying or overdue: what remains to pay (payments deducted, penalty added) and when, and the way to pay it. */
function WhatIsDue({ order, detail }: { order: OrderRecord; detail: RepayDetail | undefined }) {
  const { t } = useTranslation('loan');
  if (order.repayment === null) return null;
  const overdue = order.status === 3;
  return (
    <section className={`loan-card due-card${overdue ? ' due-overdue' : ''}`} data-testid="statement-due">
      <p className="loan-label">{t(overdue ? 'statement.dueOverdue' : 'statement.due')}</p>
      <p className="quote-big" data-testid="statement-due-amount">
        {formatMoney(detail?.outstanding ?? order.repayment, order.currency, currentLanguage())}
      </p>
      <p className="loan-hint" data-testid="statement-due-date">
        {t('statement.dueDate', {
          date: order.dueDate ? formatDate(order.dueDate, currentLanguage(), marketOfCurrency(order.currency)) : '—',
        })}
      </p>
      {overdue && order.amount !== null && <p className="loan-hint">{t('statement.penalty')}</p>}
      <Link
        to={LOAN_ROUTES.repayDetail(order.orderNo)}
        className="btn btn-primary btn-block"
        data-testid="statement-pay"
      >
        {t('statement.pay')}
      </Link>
    </section>
  );
}

function Statement({ order, market }: { order: OrderRecord; market: Market }) {
  const { t } = useTranslation(['loan', 'onboarding', 'common']);
  // A loan that was paid out has a ledger: its money history and what was paid come from there.
  const lent = order.disbursedAt !== null && order.amount !== null;
  const detail = useRepayDetail(order.orderNo, false, lent).data;
  const figures = figuresOf(order);
  // The row's action, unless the due card below already offers it (pay) or it would open this very statement.
  const rowAction = ROW_ACTIONS[order.tipKey];
  const target = rowAction?.to(order);
  const action =
    rowAction &&
    target &&
    !target.startsWith(LOAN_ROUTES.statement(order.orderNo)) &&
    !target.startsWith(LOAN_ROUTES.repayDetail(order.orderNo))
      ? rowAction
      : undefined;
  const mayCancel = isLoanStatus(order.status) && LOAN_STATUSES[order.status].borrowerMayCancel;
  const params = tipParams(
    order,
    market,
    detail?.orderNo === order.orderNo && detail.status !== 4 ? detail.outstanding : undefined,
  );
  return (
    <div className="loan-stack" data-testid="statement">
      <section className="loan-card">
        <div className="order-row-head">
          <span className={`status-chip status-${order.statusKey}`} data-testid="statement-status">
            {t(`onboarding:orders.keys.${order.statusKey}`, { defaultValue: order.statusKey })}
          </span>
          <span className="order-no">{t('onboarding:orders.orderNo', { orderNo: order.orderNo })}</span>
        </div>
        <p className="statement-product">{order.productName}</p>
        <p className="order-tip" data-testid="statement-tip">
          {t(`loan:records.tips.${order.tipKey}`, params)}
        </p>
        {order.status === 9 && params.retryDate && (
          <p className="loan-hint" data-testid="statement-retry">
            {t('loan:statement.retryAt', { date: params.retryDate })}
          </p>
        )}
        {order.status === 9 && <RefusalReasons reasons={order.refusalReasons} />}
        {order.cancelReason && (
          <p className="loan-hint">
            {t('loan:statement.cancelReason', {
              reason: t(`loan:cancel.reasons.${order.cancelReason.split(':')[0]}`, {
                defaultValue: order.cancelReason,
              }),
            })}
          </p>
        )}
        {action && (
          <Link
            to={action.to(order)}
            className={`btn btn-block ${action.primary ? 'btn-primary' : 'btn-outline'}`}
            data-testid="statement-action"
          >
            {t(`loan:${action.label}`)}
          </Link>
        )}
      </section>

      {(order.status === 2 || order.status === 3) && <WhatIsDue order={order} detail={detail} />}
      {detail && <PaidFigures d={detail} />}

      {figures ? (
        <section className="loan-card">
          <h2 className="card-title">{t('loan:statement.figures')}</h2>
          <QuoteFigures figures={figures} />
          {order.reloan && (
            <p className="loan-hint">{t('loan:statement.reloan', { rate: formatRatePpm(figures.dailyInterestPpm) })}</p>
          )}
        </section>
      ) : order.approvedLimit !== null ? (
        <section className="loan-card">
          <h2 className="card-title">{t('loan:statement.offer')}</h2>
          <dl className="quote-figures">
            <div className="quote-row">
              <dt>{t('loan:statement.approvedLimit')}</dt>
              <dd data-testid="statement-limit">
                {formatMoney(order.approvedLimit, order.currency, currentLanguage())}
              </dd>
            </div>
            {order.confirmBy && (
              <div className="quote-row">
                <dt>{t('loan:statement.confirmBy')}</dt>
                <dd>{formatDateTime(order.confirmBy, currentLanguage(), market)}</dd>
              </div>
            )}
          </dl>
        </section>
      ) : null}

      <section className="loan-card">
        <h2 className="card-title">{t('loan:statement.history')}</h2>
        <LoanTimeline order={order} detail={detail} market={market} />
      </section>

      {lent && (
        <Suspense fallback={null}>
          <BureauReported orderNo={order.orderNo} market={market} />
        </Suspense>
      )}

      {order.confirmedAt && (
        <Link
          to={LOAN_ROUTES.signedAgreement(order.orderNo)}
          className="menu-row loan-card link-card"
          data-testid="statement-agreement"
        >
          <DocIcon />
          <span>{t('loan:statement.agreement')}</span>
        </Link>
      )}
      {mayCancel && (
        <p className="center-link">
          <Link to={LOAN_ROUTES.cancel(order.orderNo)} className="btn btn-link muted" data-testid="statement-cancel">
            {t('loan:statement.cancel')}
          </Link>
        </p>
      )}
      <p className="fine-print center-link">
        {t('loan:statement.created', { date: formatDate(order.createdAt, currentLanguage(), market) })}
      </p>
    </div>
  );
}

/** The statement of one order (tap a Records row): every figure, what is due, and its status history. */
export default function StatementScreen() {
  const { t } = useTranslation(['loan', 'common']);
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  const orders = useOrders();
  const market = useProductIndex().data?.app.market;
  const order = orders.data?.orders.find((o) => o.orderNo === orderNo);
  let body;
  if (orders.isPending || !market) body = <PageSkeleton />;
  else if (orders.isError)
    body = (
      <ErrorState
        title={t('common:states.requestFailed')}
        text={orders.error.message}
        actionLabel={t('common:actions.retry')}
        onAction={() => void orders.refetch()}
      />
    );
  else if (!order) body = <EmptyState title={t('common:states.noData')} text={t('loan:statement.notFound')} />;
  else body = <Statement order={order} market={market} />;
  return (
    <Page title={t('loan:statement.title')} backTo="/records">
      {body}
    </Page>
  );
}
