import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { currentLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate, useSearchParams } from '../../lib/hash-router';
import { SCREEN_ROUTES } from '../../../domain/loan-status/routes';
import type { DeviceGroup } from '../../../domain/api/device';
import { request } from '../../api/client';
import type { CallOutput } from '../../../domain/api/contracts';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { CheckIcon, InfoIcon } from '../../components/icons';
import { formatDateTime } from '../../lib/format';
import { toast } from '../../lib/toast';
import { hasNativeShell } from '../../native/bridge';
import { useProductIndex } from '../../queries/get-product-index';
import { useUserInfo } from '../../queries/get-user-info';
import { checkDeviceData, submitOrder } from '../onboarding';
import '../../styles/content.css';

const POLL_MS = 2000;
/** About a minute of polling before the screen offers a retry instead of spinning forever. */
const MAX_POLLS = 30;
const SELF = SCREEN_ROUTES.FinishLoading;
/** Decision 0012: an order left waiting is cancelled 24 hours after it was submitted. */
const WAIT_MS = 24 * 3_600_000;

type OrderRecord = CallOutput<'/loan/loan-order/list'>['orders'][number];

/** The groups the market collects, each received or missing, read from /time/upload/uploadStatus. */
function GroupList({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation(['promo', 'onboarding']);
  const status = useQuery({
    queryKey: ['upload-status', orderNo],
    queryFn: () => request('/time/upload/uploadStatus', { orderNo }),
    refetchInterval: POLL_MS,
    staleTime: 0,
    gcTime: 0,
  });
  if (!status.data) return null;
  return (
    <ul className="device-groups" data-testid="finish-groups">
      {status.data.required.map((g: DeviceGroup) => {
        const done = status.data[g] === true;
        return (
          <li
            key={g}
            className={done ? 'done' : 'missing'}
            data-testid={`finish-group-${g}`}
            data-state={done ? 'received' : 'missing'}
          >
            <span className="progress-dot">{done ? <CheckIcon size={14} /> : '·'}</span>
            <strong>{t(`onboarding:permissions.groups.${g}.name`)}</strong>
            <span className="muted">{t(done ? 'promo:finishLoading.received' : 'promo:finishLoading.missing')}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The order at 19: what has arrived, what is missing, how to send it, and until when. */
function Waiting({ order, onStillWaiting }: { order: OrderRecord; onStillWaiting: () => void }) {
  const { t } = useTranslation(['promo', 'common']);
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const asked = useRef(false);
  // Read only here: on the way to another screen the order list stays the screen's first call.
  const index = useProductIndex().data;
  const user = useUserInfo().data;
  const inShell = hasNativeShell();

  const send = async (userId: number) => {
    setSending(true);
    try {
      const result = await checkDeviceData({ orderNo: order.orderNo, userId, isSubmit: true });
      if (result.code === -1 && result.msg) toast.fail(result.msg);
    } finally {
      setSending(false);
    }
  };

  // In the shell, ask it once on arrival (decision 0059: missing groups → the shell collects them).
  useEffect(() => {
    if (!inShell || !user || asked.current) return;
    asked.current = true;
    void send(user.basicInfo.userId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit, when the user is known
  }, [inShell, user]);

  // The server re-checks on a repeated submit: data that arrived, or a requirement lifted, lets it go on.
  const checkAgain = async () => {
    setChecking(true);
    try {
      const step = await submitOrder(order.orderNo);
      if (step.status !== 19 && step.route) navigate(step.route, { replace: true });
      else onStillWaiting();
    } catch (error) {
      toast.fail(error instanceof Error ? error.message : String(error));
    } finally {
      setChecking(false);
    }
  };

  const appName = index?.app.appName ?? '';
  const deadline =
    order.submittedAt && index
      ? formatDateTime(
          new Date(new Date(order.submittedAt).getTime() + WAIT_MS).toISOString(),
          currentLanguage(),
          index.app.market,
        )
      : null;
  return (
    <main className="page page-center finish-loading" data-testid="finish-loading" data-state="waiting">
      <div className="finish-card" role="status" aria-live="polite">
        <h1>{t('promo:finishLoading.title')}</h1>
        <p className="muted">{t('promo:finishLoading.text', { appName })}</p>
        <GroupList orderNo={order.orderNo} />
        {inShell ? (
          <>
            {sending && (
              <p className="muted" data-testid="finish-sending">
                {t('promo:finishLoading.sending')}
              </p>
            )}
            <button
              type="button"
              className="btn btn-primary btn-block"
              disabled={sending || !user}
              onClick={() => user && void send(user.basicInfo.userId)}
              data-testid="finish-send"
            >
              {t('promo:finishLoading.sendNow')}
            </button>
          </>
        ) : (
          <>
            <p className="notice" data-testid="finish-browser">
              <InfoIcon size={18} /> {t('promo:finishLoading.browser', { appName })}
            </p>
            <Link to="/user_center/open_app" className="btn btn-primary btn-block" data-testid="finish-open-app">
              {t('promo:finishLoading.openApp')}
            </Link>
          </>
        )}
        <button
          type="button"
          className="btn btn-outline btn-block"
          disabled={checking}
          onClick={() => void checkAgain()}
          data-testid="finish-check"
        >
          {t('promo:finishLoading.checkAgain')}
        </button>
        {deadline && (
          <p className="loan-hint" data-testid="finish-deadline">
            {t('promo:finishLoading.deadline', { time: deadline })}
          </p>
        )}
      </div>
    </main>
  );
}

/**
 * FinishLoading (status 19, decision 0059): the application is submitted in an app that requires
 * the phone's device data, and some is missing. The screen lists what has arrived and what has
 * not, asks the native shell to send it (checkDeviceData, src/web/features/onboarding/device-data.ts) or, in a browser,
 * says to
 * finish in the app, and names when the 24 h job would cancel it. It follows the order and
 * moves on by itself — to review tips once the last upload puts it into assessment. An order
 * not at 19 is sent to the screen its status opens, as before.
 */
export default function FinishLoadingScreen() {
  const { t } = useTranslation(['promo', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const wanted = params.get('orderNo');
  const [polls, setPolls] = useState(0);

  const orders = useQuery({
    queryKey: ['finish-loading-orders', wanted],
    queryFn: async () => {
      setPolls((n) => n + 1);
      return request('/loan/loan-order/list', {});
    },
    refetchInterval: (q) => {
      if (q.state.status === 'error') return false;
      const current =
        q.state.data && (wanted ? q.state.data.orders.find((o) => o.orderNo === wanted) : q.state.data.orders[0]);
      // Waiting for the phone may take a while: keep following an order at 19; anything else gives up after a minute.
      return current?.status === 19 || polls < MAX_POLLS ? POLL_MS : false;
    },
    staleTime: 0,
    gcTime: 0,
  });

  const order = orders.data && (wanted ? orders.data.orders.find((o) => o.orderNo === wanted) : orders.data.orders[0]);
  const waiting = order?.status === 19;
  const next = order && !waiting && order.route && !order.route.startsWith(SELF) ? order.route : null;
  const done = order && !waiting && !order.route;

  useEffect(() => {
    if (next) navigate(next, { replace: true });
    else if (done) navigate('/', { replace: true });
  }, [next, done, navigate]);

  if (orders.isError || (!waiting && polls >= MAX_POLLS)) {
    return (
      <main className="page page-center">
        <ErrorState
          heading="h1"
          title={t('promo:finishLoading.failed')}
          actionLabel={t('common:actions.retry')}
          onAction={() => {
            setPolls(0);
            void orders.refetch();
          }}
        />
      </main>
    );
  }
  if (orders.data && !order) {
    return (
      <main className="page page-center">
        <EmptyState heading="h1" title={t('promo:finishLoading.noOrder')}>
          <button type="button" className="btn btn-primary" onClick={() => navigate('/', { replace: true })}>
            {t('common:states.goHome')}
          </button>
        </EmptyState>
      </main>
    );
  }
  if (!waiting || !order) {
    return (
      <main className="page page-center finish-loading" data-testid="finish-loading">
        <div className="finish-card" role="status" aria-live="polite" aria-busy="true">
          <div className="spinner" aria-hidden="true" />
          <h1>{t('promo:finishLoading.loading')}</h1>
        </div>
      </main>
    );
  }

  return <Waiting order={order} onStillWaiting={() => void orders.refetch()} />;
}
