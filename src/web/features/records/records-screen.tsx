import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { CallOutput } from '../../../domain/api/contracts';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { PageSkeleton } from '../../components/page-skeleton';
import { formatDate, formatMoney } from '../../lib/format';
import { isLoggedIn } from '../../lib/storage';
import { useProductIndex } from '../home/api/get-product-index';
import { useOrders } from '../onboarding/api/orders';
import { canContinue, FINISHED_KEYS, orderTipKey } from '../onboarding/order-tips';
import '../../styles/orders.css';

type RecordsTab = 'incomplete' | 'finished';
type Order = CallOutput<'/loan/loan-order/list'>['orders'][number];

function OrderRow({ order }: { order: Order }) {
  const { t } = useTranslation(['onboarding', 'common']);
  const navigate = useNavigate();
  const index = useProductIndex();
  const app = index.data?.app;
  const currency = index.data?.product.currency;
  return (
    <li className="order-row" data-testid={`order-${order.orderNo}`} data-status={order.status}>
      <div className="order-row-head">
        <span className={`status-chip status-${order.statusKey}`} data-testid="order-status">{t(`orders.keys.${order.statusKey}`, { defaultValue: order.statusKey })}</span>
        {app && <span className="order-date">{formatDate(order.createdAt, app.market)}</span>}
      </div>
      {order.amount !== null && currency && <p className="order-amount">{formatMoney(order.amount, currency)}{order.days ? ` · ${t('common:home.days', { count: order.days })}` : ''}</p>}
      <p className="order-tip" data-testid="order-tip">{t(orderTipKey(order.status))}</p>
      <div className="order-row-foot">
        <span className="order-no">{t('orders.orderNo', { orderNo: order.orderNo })}</span>
        {canContinue(order) && (
          <button type="button" className="btn btn-primary btn-small" onClick={() => navigate(order.route)} data-testid="order-continue">{t('common:actions.continue')}</button>
        )}
      </div>
    </li>
  );
}

function OrderList({ tab }: { tab: RecordsTab }) {
  const { t } = useTranslation();
  const orders = useOrders();
  if (orders.isPending) return <PageSkeleton />;
  if (orders.isError) {
    return <ErrorState title={t('states.requestFailed')} text={orders.error.message} actionLabel={t('actions.retry')} onAction={() => void orders.refetch()} />;
  }
  const shown = orders.data.orders.filter((o) => FINISHED_KEYS.has(o.statusKey) === (tab === 'finished'));
  if (shown.length === 0) return <EmptyState title={t('records.empty')} text={t('records.emptyHint')} />;
  return (
    <ul className="order-list" data-testid={`orders-${tab}`}>
      {shown.map((o) => <OrderRow key={o.orderNo} order={o} />)}
    </ul>
  );
}

/** Records with its two tabs (SPEC §2): open orders with their tip and Continue, and finished ones. */
export default function RecordsScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<RecordsTab>('incomplete');
  return (
    <div className="records">
      <h1 className="screen-title">{t('records.title')}</h1>
      <div className="segmented" role="tablist">
        {(['incomplete', 'finished'] as const).map((key) => (
          <button key={key} type="button" role="tab" aria-selected={tab === key} className={tab === key ? 'active' : ''} onClick={() => setTab(key)} data-testid={`records-tab-${key}`}>
            {t(`records.${key}`)}
          </button>
        ))}
      </div>
      {isLoggedIn() ? (
        <OrderList tab={tab} />
      ) : (
        <EmptyState title={t('records.empty')} text={t('records.loginPrompt')}>
          <Link to="/user/login?redirect=%2Frecords" className="btn btn-primary">{t('actions.login')}</Link>
        </EmptyState>
      )}
    </div>
  );
}
