import { currentLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from '../../lib/hash-router';
import type { CallOutput } from '../../../domain/api/contracts';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { TagIcon } from '../../components/icons';
import { Page } from '../../components/page';
import { PageSkeleton } from '../../components/page-skeleton';
import { formatDate, formatMoney } from '../../lib/format';
import { useLotteryShow } from './api/lottery';
import { LotteryDraw } from './lottery/lottery-draw';
import { COUPON_TABS, useCouponQuantity, useCoupons, type CouponTab } from './api/get-coupons';
import '../../styles/content.css';

type Coupon = CallOutput<'/coupons'>['coupons'][number];

const MARKET_OF = { NGN: 'ng', MXN: 'mx' } as const;

export function CouponCard({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('me');
  const market = MARKET_OF[coupon.currency];
  const dateLine = {
    available: t('coupon.validUntil', { date: formatDate(coupon.expiresAt, currentLanguage(), market) }),
    // A held coupon is taken off when that loan is repaid, whatever its end date (coupon-reservations.ts).
    reserved: t('coupon.heldFor', { orderNo: coupon.orderNo ?? '' }),
    used: t('coupon.usedOn', { date: formatDate(coupon.usedAt ?? coupon.expiresAt, currentLanguage(), market) }),
    expired: t('coupon.expiredOn', { date: formatDate(coupon.expiresAt, currentLanguage(), market) }),
  }[coupon.status];
  return (
    <li className={`coupon coupon-${coupon.status}`} data-testid="coupon">
      <div className="coupon-value">
        <span className="coupon-amount" data-testid="coupon-amount">
          {formatMoney(coupon.amount, coupon.currency, currentLanguage())}
        </span>
        <span className="coupon-off">{t('coupon.off')}</span>
      </div>
      <div className="coupon-body">
        <p className="coupon-condition" data-testid="coupon-condition">
          {coupon.quota > 0
            ? t('coupon.minQuota', { quota: formatMoney(coupon.quota, coupon.currency, currentLanguage()) })
            : t('coupon.anyLoan')}
        </p>
        <p className="coupon-date" data-testid="coupon-date">
          {dateLine}
        </p>
        <p className="coupon-source">
          <TagIcon size={14} /> {t(`coupon.source.${coupon.source}`)}
        </p>
        {coupon.status !== 'available' && <span className="coupon-status">{t(`coupon.status.${coupon.status}`)}</span>}
      </div>
    </li>
  );
}

function CouponList({ tab }: { tab: CouponTab }) {
  const { t } = useTranslation(['me', 'common']);
  const list = useCoupons(tab);
  if (list.isPending) return <PageSkeleton />;
  if (list.isError) {
    return (
      <ErrorState
        title={t('common:states.requestFailed')}
        text={list.error.message}
        actionLabel={t('common:actions.retry')}
        onAction={() => void list.refetch()}
      />
    );
  }
  if (list.data.length === 0)
    return <EmptyState title={t('common:states.noData')} text={t(`me:coupon.emptyHint.${tab}`)} />;
  return (
    <ul className="coupon-list" data-testid={`coupons-${tab}`}>
      {list.data.map((c) => (
        <CouponCard key={c.id} coupon={c} />
      ))}
    </ul>
  );
}

export default function CouponScreen() {
  const { t } = useTranslation(['me', 'common']);
  const [params, setParams] = useSearchParams();
  const tab = (COUPON_TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as CouponTab)
    : 'available';
  const drawOpen = params.get('draw') === '1';
  const quantity = useCouponQuantity();
  const lottery = useLotteryShow();

  const setTab = (next: CouponTab) => setParams({ tab: next }, { replace: true });
  const openDraw = () => setParams({ tab, draw: '1' });
  const closeDraw = () => setParams({ tab }, { replace: true });
  const count = (k: CouponTab) => {
    const q = quantity.data;
    if (!q) return null;
    return k === 'used' ? q.used + q.reserved : q[k];
  };

  return (
    <Page title={t('me:coupon.title')} backTo="/me">
      <div className="content-page">
        {lottery.data?.show && (
          <section className="draw-banner" data-testid="draw-banner">
            <div>
              <p className="draw-title">{t('me:coupon.drawBanner')}</p>
              <p className="draw-hint">{t('me:coupon.drawBannerHint')}</p>
            </div>
            <button type="button" className="btn btn-light" onClick={openDraw} data-testid="draw-open">
              {t('me:coupon.drawNow')}
            </button>
          </section>
        )}

        <div className="segmented" role="tablist">
          {COUPON_TABS.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={tab === k}
              className={tab === k ? 'active' : ''}
              onClick={() => setTab(k)}
              data-testid={`coupon-tab-${k}`}
            >
              {t(`me:coupon.tabs.${k}`)}
              {count(k) ? ` (${count(k)})` : ''}
            </button>
          ))}
        </div>

        <CouponList tab={tab} />

        <section className="content-card">
          <h2>{t('me:coupon.howTitle')}</h2>
          <ul className="plain-list">
            {(['choose', 'quota', 'once', 'cash'] as const).map((k) => (
              <li key={k}>{t(`me:coupon.how.${k}`)}</li>
            ))}
          </ul>
        </section>
      </div>
      {drawOpen && (
        <LotteryDraw onClose={closeDraw} onViewCoupons={() => setParams({ tab: 'available' }, { replace: true })} />
      )}
    </Page>
  );
}
