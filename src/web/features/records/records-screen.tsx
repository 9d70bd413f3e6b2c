import { currentLanguage } from '../../i18n/i18n';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate, useSearchParams } from '../../lib/hash-router';
import type { Market } from '../../../domain/markets/market';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { ChevronIcon } from '../../components/icons';
import { PageSkeleton } from '../../components/page-skeleton';
import { formatDate, formatMoney } from '../../lib/format';
import { useLoggedIn } from '../../lib/use-logged-in';
import { useProductIndex } from '../../queries/get-product-index';
import { useMarketOrders } from './api/market-orders';
import type { OrderRecord } from '../../queries/latest-order';
import { LOAN_ROUTES, ROW_ACTIONS, isFinished, tipParams } from '../loan';
import { useRepayDetail } from '../repay';
import '../../styles/orders.css';
import '../../styles/loan.css';

type RecordsTab = 'incomplete' | 'finished';

function OrderRow({ order, market }: { order: OrderRecord; market: Market | undefined }) {
  const { t } = useTranslation(['loan', 'onboarding', 'common']);
  const navigate = useNavigate();
  const action = ROW_ACTIONS[order.tipKey];
  const open = () => navigate(LOAN_ROUTES.statement(order.orderNo));
  // A loan being repaid names what remains now, not its total at signing (a partial payment
  // left "Repay ₦16,228.50" on the row after ₦8,000 had been paid).
  const repaying = order.status === 2 || order.status === 3;
  const owed = useRepayDetail(order.orderNo, false, repaying).data;
  return (
    <li className="order-row" data-testid={`order-${order.orderNo}`} data-status={order.status}>
      <button type="button" className="order-row-open" onClick={open} data-testid="order-open">
        <span className="order-row-head">
          <span className={`status-chip status-${order.statusKey}`} data-testid="order-status">
            {t(`onboarding:orders.keys.${order.statusKey}`, { defaultValue: order.statusKey })}
          </span>
          {market && <span className="order-date">{formatDate(order.createdAt, currentLanguage(), market)}</span>}
        </span>
        {order.amount !== null && (
          <span className="order-amount">
            {formatMoney(order.amount, order.currency, currentLanguage())}
            {order.days ? ` · ${t('common:home.days', { count: order.days })}` : ''}
          </span>
        )}
        <span className="order-tip" data-testid="order-tip">
          {t(
            `loan:records.tips.${order.tipKey}`,
            tipParams(order, market, repaying && owed?.orderNo === order.orderNo ? owed.outstanding : undefined),
          )}
        </span>
        <span className="visually-hidden">{t('loan:records.openStatement', { orderNo: order.orderNo })}</span>
        <ChevronIcon />
      </button>
      <div className="order-row-foot">
        <span className="order-no">{t('onboarding:orders.orderNo', { orderNo: order.orderNo })}</span>
        {action && (
          <button
            type="button"
            className={`btn btn-small ${action.primary ? 'btn-primary' : 'btn-outline'}`}
            onClick={() => navigate(action.to(order))}
            data-testid={action.label === 'records.action.continue' ? 'order-continue' : 'order-action'}
          >
            {t(`loan:${action.label}`)}
          </button>
        )}
      </div>
    </li>
  );
}

function OrderList({ tab }: { tab: RecordsTab }) {
  const { t } = useTranslation();
  const orders = useMarketOrders();
  const market = useProductIndex().data?.app.market;
  if (orders.isPending) return <PageSkeleton />;
  if (orders.isError) {
    return (
      <ErrorState
        title={t('states.requestFailed')}
        text={orders.error.message}
        actionLabel={t('actions.retry')}
        onAction={() => void orders.refetch()}
      />
    );
  }
  const shown = orders.data.orders.filter((o) => isFinished(o) === (tab === 'finished'));
  if (shown.length === 0) return <EmptyState title={t('records.empty')} text={t('records.emptyHint')} />;
  return (
    <ul className="order-list" data-testid={`orders-${tab}`}>
      {shown.map((o) => (
        <OrderRow key={o.orderNo} order={o} market={market} />
      ))}
    </ul>
  );
}

/**
 * Records with its two tabs: open orders with their Records tip (src/domain/loan-status/record-tips.ts) and what to do
 * next (Continue, Pay now, check the bank account), and finished ones. A row opens its
 * statement.
 */
export default function RecordsScreen() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<RecordsTab>(params.get('tab') === 'finished' ? 'finished' : 'incomplete');
  const choose = (key: RecordsTab) => {
    setTab(key);
    setParams(key === 'finished' ? { tab: key } : {}, { replace: true });
  };
  return (
    <div className="records">
      <h1 className="screen-title">{t('records.title')}</h1>
      <div className="segmented" role="tablist">
        {(['incomplete', 'finished'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={tab === key ? 'active' : ''}
            onClick={() => choose(key)}
            data-testid={`records-tab-${key}`}
          >
            {t(`records.${key}`)}
          </button>
        ))}
      </div>
      {loggedIn ? (
        <OrderList tab={tab} />
      ) : (
        <EmptyState title={t('records.empty')} text={t('records.loginPrompt')}>
          <Link to="/user/login?redirect=%2Frecords" className="btn btn-primary">
            {t('actions.login')}
          </Link>
        </EmptyState>
      )}
    </div>
  );
}
