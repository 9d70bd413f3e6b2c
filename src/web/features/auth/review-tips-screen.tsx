import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { CheckIcon, HeadsetIcon, InfoIcon } from '../../components/icons';
import { Page } from '../../components/page';
import { PageSkeleton } from '../../components/page-skeleton';
import { useOrders } from '../onboarding/api/orders';
import { orderTipKey } from '../onboarding/order-tips';
import { reviewStartedAt } from '../onboarding/review-clock';
import '../../styles/forms.css';

/** SPEC §2/§9: the review screen counts down about 10 minutes; results take 5-10 minutes. */
const REVIEW_MS = 10 * 60_000;
/** Checks the order while the borrower waits; the result usually lands within minutes. */
const POLL_MS = 15_000;

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
      <div className="review-clock" style={{ '--progress': `${Math.round(progress * 360)}deg` } as React.CSSProperties} aria-hidden="true">
        <span data-testid="review-countdown">{mmss(left)}</span>
      </div>
      <h2 data-testid="review-title">{t(finishing ? 'review.finishingTitle' : 'review.title')}</h2>
      <p>{t('review.text')}</p>
      {left === 0 && <p className="notice" data-testid="review-late"><InfoIcon size={18} /> {t('review.late')}</p>}
      <p className="review-order">{t('review.orderNo', { orderNo })}</p>
      <ul className="review-points">
        <li><CheckIcon size={16} /> {t('review.pointKeepOpen')}</li>
        <li><HeadsetIcon size={16} /> {t('review.point24h')}</li>
      </ul>
    </div>
  );
}

/** Review tips (route /auth/review_tips): the submitted application is being assessed. */
export default function ReviewTipsScreen() {
  const { t } = useTranslation(['onboarding', 'common']);
  const [params] = useSearchParams();
  const wanted = params.get('orderNo');
  const orders = useOrders({ refetchInterval: POLL_MS });
  const order = orders.data?.orders.find((o) => o.orderNo === wanted) ?? (wanted ? undefined : orders.data?.orders[0]);

  let body;
  if (orders.isPending) body = <PageSkeleton />;
  else if (orders.isError && !orders.data) body = <ErrorState title={t('common:states.requestFailed')} text={orders.error.message} actionLabel={t('common:actions.retry')} onAction={() => void orders.refetch()} />;
  else if (!order) body = <EmptyState title={t('common:states.noData')} text={t('review.noOrder')} />;
  else if (order.status === 1 || order.status === 19) body = <UnderReview orderNo={order.orderNo} finishing={order.status === 19} />;
  else if (order.status === 9) {
    body = (
      <div className="review" data-testid="review-rejected">
        <h2>{t('review.rejectedTitle')}</h2>
        <p>{t('review.rejectedText')}</p>
      </div>
    );
  } else {
    body = (
      <div className="review" data-testid="review-result">
        <h2>{t(order.statusKey === 'incomplete' && (order.status === 14 || order.status === 18) ? 'review.approvedTitle' : 'review.updatedTitle')}</h2>
        <p>{t(orderTipKey(order.status))}</p>
      </div>
    );
  }

  return (
    <Page
      title={t('review.screenTitle')}
      backTo="/"
      footer={<Link to="/" replace className="btn btn-primary btn-block btn-large" data-testid="review-home">{t('review.home')}</Link>}
    >
      {body}
    </Page>
  );
}
