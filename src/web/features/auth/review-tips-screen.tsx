import { currentLanguage } from '../../i18n/i18n';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useSearchParams } from '../../lib/hash-router';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { CheckIcon, HeadsetIcon, InfoIcon } from '../../components/icons';
import { Page } from '../../components/page';
import { PageSkeleton } from '../../components/page-skeleton';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { useProductIndex } from '../../queries/get-product-index';
import { useRefreshLoan } from '../../queries/refresh';
import { DecisionReview, LOAN_ROUTES, Recommendation, RefusalReasons } from '../loan';
import { useOrders, type OrderList } from '../../queries/orders';
import { orderTipKey, reviewStartedAt } from '../onboarding';
import '../../styles/forms.css';

/** The review screen counts down about 10 minutes; results take 5-10 minutes. */
const REVIEW_MS = 10 * 60_000;
/**
 * Checks the order while the borrower waits: a person's decision (Mexico's manual review) shows
 * within 5 s of being made — at 15 s a refused borrower read "under review" for that long. One
 * small read per waiting borrower every 5 s; it stops once the order is decided.
 */
const POLL_MS = 5_000;
/**
 * The assessment job answers within a couple of seconds of submit: for the first minute the
 * screen asks every 2 s so it moves on by itself almost at once, then falls back to POLL_MS.
 */
const FAST_POLL_MS = 2_000;
const FAST_WINDOW_MS = 60_000;

function useFastStart(orderNo: string | undefined, waiting: boolean, refetch: () => unknown) {
  useEffect(() => {
    if (!orderNo || !waiting) return;
    const until = reviewStartedAt(orderNo, Date.now()) + FAST_WINDOW_MS;
    if (Date.now() >= until) return;
    const timer = setInterval(() => {
      if (Date.now() >= until) clearInterval(timer);
      else void refetch();
    }, FAST_POLL_MS);
    return () => clearInterval(timer);
  }, [orderNo, waiting, refetch]);
}

/**
 * The decision changes what Home, Records and the profile show. Home's kept copy is often
 * fetched while the order was still under review (the decision lands within a second of
 * submit): when this screen shows a decided order that copy disagrees with, every loan view is
 * refreshed — once per order and status — or Home would say "Under review" after an approval.
 */
function useRefreshOnDecision(
  order: { orderNo: string; status: number } | undefined,
  homeOrderStatus: number | null | undefined,
) {
  const refresh = useRefreshLoan();
  const done = useRef('');
  useEffect(() => {
    if (!order || isWaiting(order.status) || homeOrderStatus === undefined || homeOrderStatus === order.status) return;
    const key = `${order.orderNo}:${order.status}`;
    if (done.current === key) return;
    done.current = key;
    void refresh();
  }, [order, homeOrderStatus, refresh]);
}

function useCountdown(startedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, startedAt + REVIEW_MS - now);
  const done = left === 0;
  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [done]);
  return left;
}

/** Submitted and not yet decided: 1 Applying, or 19 while device data is still arriving. */
const isWaiting = (status: number | undefined) => status === 1 || status === 19;

const mmss = (ms: number) => {
  const s = Math.ceil(ms / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

function UnderReview({ orderNo, finishing }: { orderNo: string; finishing: boolean }) {
  const { t } = useTranslation('onboarding');
  const left = useCountdown(reviewStartedAt(orderNo, Date.now()));
  const progress = 1 - left / REVIEW_MS;
  return (
    <div className="review" data-testid="review-waiting">
      <div
        className="review-clock"
        style={{ '--progress': `${Math.round(progress * 360)}deg` } as React.CSSProperties}
        aria-hidden="true"
      >
        <span data-testid="review-countdown">{mmss(left)}</span>
      </div>
      <h2 data-testid="review-title">{t(finishing ? 'review.finishingTitle' : 'review.title')}</h2>
      <p>{t('review.text')}</p>
      <p className="visually-hidden" role="timer">
        {mmss(left)}
      </p>
      {left === 0 && (
        <p className="notice" role="status" data-testid="review-late">
          <InfoIcon size={18} /> {t('review.late')}
        </p>
      )}
      <p className="review-order">{t('review.orderNo', { orderNo })}</p>
      <ul className="review-points">
        <li>
          <CheckIcon size={16} /> {t('review.pointKeepOpen')}
        </li>
        <li>
          <HeadsetIcon size={16} /> {t('review.point24h')}
        </li>
      </ul>
    </div>
  );
}

/** Review tips (route /auth/review_tips): the submitted application is being assessed. */
export default function ReviewTipsScreen() {
  const { t } = useTranslation(['onboarding', 'common', 'loan']);
  const [params] = useSearchParams();
  const wanted = params.get('orderNo');
  const pick = (list: OrderList | undefined) =>
    list?.orders.find((o) => o.orderNo === wanted) ?? (wanted ? undefined : list?.orders[0]);
  const orders = useOrders({ everyMs: POLL_MS, while: (list) => isWaiting(pick(list)?.status) });
  const order = pick(orders.data);
  const index = useProductIndex();
  const market = index.data?.app.market;
  useFastStart(order?.orderNo, isWaiting(order?.status), orders.refetch);
  useRefreshOnDecision(order, index.data ? (index.data.order?.status ?? null) : undefined);

  let body;
  if (orders.isPending) body = <PageSkeleton />;
  else if (orders.isError && !orders.data)
    body = (
      <ErrorState
        title={t('common:states.requestFailed')}
        text={orders.error.message}
        actionLabel={t('common:actions.retry')}
        onAction={() => void orders.refetch()}
      />
    );
  else if (!order) body = <EmptyState title={t('common:states.noData')} text={t('review.noOrder')} />;
  else if (isWaiting(order.status)) body = <UnderReview orderNo={order.orderNo} finishing={order.status === 19} />;
  else if (order.status === 9) {
    const retryAt = order.retryAt && market ? formatDate(order.retryAt, currentLanguage(), market) : null;
    body = (
      <div className="review" data-testid="review-rejected">
        <span className="review-icon review-icon-danger">
          <InfoIcon size={40} />
        </span>
        <h2 data-testid="review-outcome">{t('review.rejectedTitle')}</h2>
        <p data-testid="review-retry">
          {retryAt ? t('loan:review.rejectedRetry', { date: retryAt }) : t('review.rejectedText')}
        </p>
        <RefusalReasons reasons={order.refusalReasons} />
        {market && <DecisionReview order={order} market={market} />}
        <Recommendation />
      </div>
    );
  } else if (order.status === 14 || order.status === 18) {
    // Approved: the offer waits for the borrower, who goes on to choose the amount and confirm.
    const limit =
      typeof order.approvedLimit === 'number' && order.currency
        ? formatMoney(order.approvedLimit, order.currency, currentLanguage())
        : null;
    const confirmBy = order.confirmBy && market ? formatDateTime(order.confirmBy, currentLanguage(), market) : null;
    body = (
      <div className="review" data-testid="review-result" data-outcome="approved">
        <span className="review-icon">
          <CheckIcon size={40} />
        </span>
        <h2 data-testid="review-outcome">{t('review.approvedTitle')}</h2>
        <p>
          {limit && confirmBy
            ? t('loan:review.approvedText', { limit, time: confirmBy })
            : t(orderTipKey(order.status))}
        </p>
        <Link
          to={LOAN_ROUTES.toBorrow(order.orderNo)}
          className="btn btn-primary btn-block btn-large"
          data-testid="review-get-money"
        >
          {t('loan:review.getMoney')}
        </Link>
      </div>
    );
  } else {
    body = (
      <div className="review" data-testid="review-result">
        <span className="review-icon">
          <CheckIcon size={40} />
        </span>
        <h2 data-testid="review-outcome">{t('review.updatedTitle')}</h2>
        <p>{t(orderTipKey(order.status))}</p>
      </div>
    );
  }

  return (
    <Page
      title={t('review.screenTitle')}
      backTo="/"
      footer={
        <Link
          to="/"
          replace
          className={`btn btn-block btn-large ${order?.status === 14 || order?.status === 18 ? 'btn-outline' : 'btn-primary'}`}
          data-testid="review-home"
        >
          {t('review.home')}
        </Link>
      }
    >
      {body}
    </Page>
  );
}
