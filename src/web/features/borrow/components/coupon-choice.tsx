import type { CurrencyCode, Market } from '../../../../domain/markets/market';
import type { MinorUnits } from '../../../../domain/money/money';
import { TagIcon } from '../../../components/icons';
import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate, formatMoney } from '../../../lib/format';
import { useCoupons } from '../../user_center';

interface Props {
  /** The loan being confirmed: a coupon works only on a loan of at least its quota. */
  amount: MinorUnits;
  currency: CurrencyCode;
  market: Market | undefined;
  chosen: number | null;
  onChoose: (couponId: number | null) => void;
}

/** Whether the borrower's coupons are still on their way: the confirm screen waits (a late one moves the tick). */
export function useCouponsLoading(): boolean {
  return useCoupons('available').isLoading;
}

/**
 * The confirm screen's coupon step: the borrower may take one of their coupons onto this loan
 * as they confirm it (`/loan/get-money-plus` reserves it in the same step). It is opt-in — no
 * coupon is chosen until the borrower taps one — and shows nothing when no coupon fits.
 */
export function CouponChoice({ amount, currency, market, chosen, onChoose }: Props) {
  const { t } = useTranslation('loan');
  const available = useCoupons('available');
  const now = Date.now();
  const usable = (available.data ?? []).filter(
    (c) => c.currency === currency && c.quota <= amount && Date.parse(c.expiresAt) > now,
  );
  if (usable.length === 0 || !market) return null;
  const options = [
    { id: null, label: t('confirm.coupon.none') },
    ...usable.map((c) => ({
      id: c.id,
      label: t('confirm.coupon.item', {
        amount: formatMoney(c.amount, c.currency, currentLanguage()),
        date: formatDate(c.expiresAt, currentLanguage(), market),
      }),
    })),
  ];
  return (
    <section className="loan-card coupon-line" data-testid="confirm-coupon">
      <h2 className="loan-label" id="confirm-coupon-title">
        <TagIcon size={16} /> {t('confirm.coupon.title')}
      </h2>
      <div className="chip-group" role="radiogroup" aria-labelledby="confirm-coupon-title">
        {options.map((o) => (
          <button
            key={o.id ?? 'none'}
            type="button"
            role="radio"
            aria-checked={chosen === o.id}
            className={`chip${chosen === o.id ? ' chip-on' : ''}`}
            onClick={() => onChoose(o.id)}
            data-testid={o.id === null ? 'confirm-coupon-none' : `confirm-coupon-${o.id}`}
          >
            {o.label}
          </button>
        ))}
      </div>
      <p className="loan-hint">{t('confirm.coupon.hint')}</p>
    </section>
  );
}
