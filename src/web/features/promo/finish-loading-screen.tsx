import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate, useSearchParams } from '../../lib/hash-router';
import { SCREEN_ROUTES } from '../../../domain/loan-status/routes';
import { request } from '../../api/client';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { CheckIcon } from '../../components/icons';
import '../../styles/content.css';

const POLL_MS = 2000;
/** About a minute of polling before the screen offers a retry instead of spinning forever. */
const MAX_POLLS = 30;
const SELF = SCREEN_ROUTES.FinishLoading;

/**
 * FinishLoading (status 19): shown after submission while the order is prepared. It polls the
 * borrower's orders and moves on to the screen the order's status opens as soon as it changes.
 */
export default function FinishLoadingScreen() {
  const { t } = useTranslation(['promo', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const wanted = params.get('orderNo');
  const [polls, setPolls] = useState(0);
  const exhausted = polls >= MAX_POLLS;

  const orders = useQuery({
    queryKey: ['finish-loading-orders', wanted],
    queryFn: async () => {
      setPolls((n) => n + 1);
      return request('/loan/loan-order/list', {});
    },
    refetchInterval: (q) => (q.state.status === 'error' || exhausted ? false : POLL_MS),
    staleTime: 0,
    gcTime: 0,
  });

  const order = orders.data && (wanted ? orders.data.orders.find((o) => o.orderNo === wanted) : orders.data.orders[0]);
  const next = order && order.route && !order.route.startsWith(SELF) ? order.route : null;
  const done = order && !order.route;

  useEffect(() => {
    if (next) navigate(next, { replace: true });
    else if (done) navigate('/', { replace: true });
  }, [next, done, navigate]);

  if (orders.isError || exhausted) {
    return (
      <main className="page page-center">
        <ErrorState heading="h1" title={t('promo:finishLoading.failed')} actionLabel={t('common:actions.retry')} onAction={() => { setPolls(0); void orders.refetch(); }} />
      </main>
    );
  }
  if (orders.data && !order) {
    return (
      <main className="page page-center">
        <EmptyState heading="h1" title={t('promo:finishLoading.noOrder')}>
          <button type="button" className="btn btn-primary" onClick={() => navigate('/', { replace: true })}>{t('common:states.goHome')}</button>
        </EmptyState>
      </main>
    );
  }

  const stage = Math.min(2, Math.floor(polls / 2));
  return (
    <main className="page page-center finish-loading" data-testid="finish-loading">
      <div className="finish-card" role="status" aria-live="polite">
        <div className="spinner" aria-hidden="true" />
        <h1>{t('promo:finishLoading.title')}</h1>
        <p className="muted">{t('promo:finishLoading.text')}</p>
        <ol className="progress-steps">
          {(['received', 'checking', 'preparing'] as const).map((k, i) => (
            <li key={k} className={i < stage ? 'done' : i === stage ? 'active' : ''}>
              <span className="progress-dot">{i < stage ? <CheckIcon size={14} /> : i + 1}</span>
              {t(`promo:finishLoading.steps.${k}`)}
            </li>
          ))}
        </ol>
      </div>
    </main>
  );
}
