import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../lib/hash-router';
import { CODES } from '../../../domain/api/codes';
import { ApiFailure } from '../../api/client';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { CheckIcon, InfoIcon } from '../../components/icons';
import { Page } from '../../components/page';
import { PageSkeleton } from '../../components/page-skeleton';
import { formatMoney, formatRatePpm } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useRefreshLoan } from '../../queries/refresh';
import { LOAN_ROUTES, useOrderNo } from '../loan';
import { useRepayDetail, type RepayDetail } from './api/repay-detail';
import { CouponCard } from './components/coupon-card';
import { FigureList } from './components/figure-list';
import { useTaxRows } from './components/tax-rows';
import { ReloanOffer } from './components/reloan-offer';
import { REPAY_ROUTES } from './repay-routes';
import '../../styles/forms.css';
import '../../styles/loan.css';
import '../../styles/repay.css';
import { dayText } from './repay-format';

/**
 * Money may arrive at any moment (a transfer, a cash payment): the figures are asked for again
 * this often. A payment the vendor notifies must show within 5 s (issue 17): the worst case is
 * the interval plus one call, so the interval leaves room for a slow answer.
 */
const POLL_MS = 2500;

function Headline({ d }: { d: RepayDetail }) {
  const { t } = useTranslation('repay');
  const overdue = d.overdueDays > 0;
  const when = overdue
    ? t('detail.overdueDays', { count: d.overdueDays })
    : d.daysLeft === 0
      ? t('detail.dueToday')
      : d.daysLeft !== null
        ? t('detail.daysLeft', { count: d.daysLeft })
        : '';
  return (
    <section
      className={`loan-card due-card${overdue ? ' due-overdue' : ''}`}
      data-testid="repay-headline"
      data-overdue={overdue}
    >
      <p className="loan-label">{t('detail.toPay')}</p>
      <p className="quote-big" data-testid="repay-outstanding">
        {formatMoney(d.outstanding, d.currency)}
      </p>
      {d.payingTodaySaves > 0 && (
        <p className="loan-hint" data-testid="repay-today">
          {t('detail.payingToday', {
            cost: formatMoney(d.outstanding, d.currency),
            saves: formatMoney(d.payingTodaySaves, d.currency),
            count: d.interestDaysCharged,
          })}
        </p>
      )}
      {d.dueDate && (
        <p className="loan-hint" data-testid="repay-due">
          {t(overdue ? 'detail.dueWas' : 'detail.dueOn', { date: dayText(d.dueDate, d.currency) })} ·{' '}
          <span data-testid="repay-when">{when}</span>
        </p>
      )}
    </section>
  );
}

function Figures({ d }: { d: RepayDetail }) {
  const { t } = useTranslation('repay');
  const money = (v: number) => formatMoney(v, d.currency);
  const rate = formatRatePpm(d.penaltyRatePpm);
  const rows = [
    { key: 'amount', label: t('detail.amount'), value: money(d.amount) },
    { key: 'repayment', label: t('detail.repayment'), value: money(d.repayment) },
    ...useTaxRows(d),
    { key: 'dueDate', label: t('detail.dueDate'), value: d.dueDate ? dayText(d.dueDate, d.currency) : '—' },
    {
      key: 'overdueDays',
      label: t('detail.overdue'),
      value: String(d.overdueDays),
      tone: d.overdueDays > 0 ? ('danger' as const) : undefined,
    },
    { key: 'penaltyRate', label: t('detail.penaltyRate'), value: t('detail.penaltyRateValue', { rate }) },
    {
      key: 'penalty',
      label: t('detail.penalty'),
      value: money(d.penalty),
      tone: d.penalty > 0 ? ('danger' as const) : undefined,
    },
    ...(d.fees > 0 ? [{ key: 'fees', label: t('detail.fees'), value: money(d.fees) }] : []),
    ...(d.couponDeduction > 0
      ? [{ key: 'coupon', label: t('detail.coupon'), value: `−${money(d.couponDeduction)}` }]
      : []),
    { key: 'repaid', label: t('detail.repaid'), value: money(d.repaidAmount) },
    { key: 'remaining', label: t('detail.remaining'), value: money(d.outstanding), tone: 'strong' as const },
  ];
  return (
    <section className="loan-card">
      <h2 className="card-title">{t('detail.figures')}</h2>
      <FigureList rows={rows} testId="repay-figures" />
      <p className="loan-hint">{t('detail.penaltyNote', { rate })}</p>
    </section>
  );
}

function Actions({ d }: { d: RepayDetail }) {
  const { t } = useTranslation('repay');
  const rollover = d.rollover?.available ? d.rollover : null;
  return (
    <section className="loan-card repay-actions">
      <Link
        to={REPAY_ROUTES.cashier(d.orderNo)}
        className="btn btn-primary btn-block btn-large"
        data-testid="repay-pay"
      >
        {t('detail.pay')}
      </Link>
      {rollover && (
        <Link to={REPAY_ROUTES.rollover(d.orderNo)} className="btn btn-outline btn-block" data-testid="repay-rollover">
          {t('detail.rollover')}
        </Link>
      )}
      {rollover && (
        <p className="loan-hint center-link">
          {t('detail.rolloverHint', {
            fee: formatMoney(rollover.total, d.currency),
            date: dayText(rollover.newDueDate, d.currency),
          })}
        </p>
      )}
      <Link to={REPAY_ROUTES.manual(d.orderNo)} className="btn btn-link btn-block" data-testid="repay-proof">
        {t('detail.uploadProof')}
      </Link>
      {d.pendingVouchers > 0 && (
        <p className="notice" data-testid="repay-proofs-pending">
          <InfoIcon size={18} /> {t('detail.proofsPending', { count: d.pendingVouchers })}
        </p>
      )}
    </section>
  );
}

function Finished({ d }: { d: RepayDetail }) {
  const { t } = useTranslation('repay');
  return (
    <div className="lending" data-testid="repay-finished">
      <span className="review-icon">
        <CheckIcon size={40} />
      </span>
      <h2>{t('finished.title')}</h2>
      <p className="lending-text">{t('finished.text', { orderNo: d.orderNo })}</p>
      {/* Only a loan never overdue raises the limit (credit-loan.ts finishLoan): say which this was. */}
      <p className="loan-hint" data-testid="repay-finished-limit">
        {t(d.history.some((h) => h.event === 'overdue') ? 'finished.limitLate' : 'finished.limit')}
      </p>
      <ReloanOffer />
      <Link to="/" className="btn btn-link" data-testid="repay-home">
        {t('finished.home')}
      </Link>
    </div>
  );
}

/** Toasts money that arrived while the screen was open, and refreshes Home and Records with it. */
function useArrivals(d: RepayDetail | undefined) {
  const { t } = useTranslation('repay');
  const refresh = useRefreshLoan();
  const last = useRef<{ orderNo: string; repaid: number; status: number } | null>(null);
  useEffect(() => {
    if (!d) return;
    const before = last.current;
    last.current = { orderNo: d.orderNo, repaid: d.repaidAmount, status: d.status };
    if (!before || before.orderNo !== d.orderNo) return;
    if (d.repaidAmount > before.repaid)
      toast.success(t('detail.received', { amount: formatMoney(d.repaidAmount - before.repaid, d.currency) }));
    if (d.repaidAmount !== before.repaid || d.status !== before.status) void refresh();
  }, [d, refresh, t]);
}

/**
 * `/repay/repay_detail` (SPEC: statuses 2, 3 and 10 open it): what is owed and why, the
 * coupon, and the ways forward — pay, roll over, or prove a payment made elsewhere. The
 * figures follow the ledger every few seconds, so a payment shows as soon as it arrives.
 */
export default function RepayDetailScreen() {
  const { t } = useTranslation(['repay', 'common']);
  // Opened without one (a link back from a payment page, the native shell): the latest loan.
  const { orderNo, pending } = useOrderNo();
  const detail = useRepayDetail(orderNo, POLL_MS, !pending);
  const d = detail.data;
  useArrivals(d);

  let body;
  if (pending || detail.isPending) body = <PageSkeleton />;
  else if (detail.error instanceof ApiFailure && detail.error.code === CODES.LOAN_NOT_REPAYABLE && orderNo) {
    // A PayFail (10) or closed order has nothing to repay: say why, and lead to its statement.
    body = (
      <EmptyState title={t('common:states.noData')} text={detail.error.message}>
        <Link to={LOAN_ROUTES.statement(orderNo)} className="btn btn-primary" data-testid="repay-statement">
          {t('common:actions.detail')}
        </Link>
      </EmptyState>
    );
  } else if (detail.isError)
    body = (
      <ErrorState
        title={t('common:states.requestFailed')}
        text={detail.error.message}
        actionLabel={t('common:actions.retry')}
        onAction={() => void detail.refetch()}
      />
    );
  else if (!d) body = <EmptyState title={t('common:states.noData')} text={t('repay:detail.notFound')} />;
  else if (d.status === 4) body = <Finished d={d} />;
  else if (d.status === 10) {
    body = (
      <EmptyState title={t('common:states.noData')} text={t('repay:detail.payFail')}>
        <Link to={LOAN_ROUTES.lending(d.orderNo)} className="btn btn-primary" data-testid="repay-payout">
          {t('repay:detail.payFailAction')}
        </Link>
      </EmptyState>
    );
  } else {
    body = (
      <div className="loan-stack" data-testid="repay-detail" data-status={d.status}>
        <Headline d={d} />
        <Actions d={d} />
        <CouponCard detail={d} />
        <Figures d={d} />
        <p className="fine-print center-link">{t('repay:detail.updating')}</p>
      </div>
    );
  }
  return (
    <Page title={t('repay:detail.title')} backTo="/">
      {body}
    </Page>
  );
}
