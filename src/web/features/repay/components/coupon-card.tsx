import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { TagIcon } from '../../../components/icons';
import { formatDate, formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../i18n/i18n';
import { toast } from '../../../lib/toast';
import { couponsKey, useCoupons } from '../../user_center';
import { repayDetailKey, type RepayDetail } from '../api/repay-detail';
import { applyCoupon } from '../api/use-coupon';

/** The coupon of this loan: the one reserved, or one of the borrower's coupons to apply (`/coupon/use`). */
export function CouponCard({ detail }: { detail: RepayDetail }) {
  const { t } = useTranslation('repay');
  const queryClient = useQueryClient();
  const [choosing, setChoosing] = useState(false);
  const available = useCoupons('available');
  const usable = (available.data ?? []).filter((c) => c.currency === detail.currency && c.quota <= detail.amount);

  const apply = async (couponId: number) => {
    try {
      const used = await applyCoupon(couponId, detail.orderNo);
      toast.success(t('coupon.applied', { amount: formatMoney(used.deduction, detail.currency) }));
      setChoosing(false);
      await Promise.all(
        [repayDetailKey(detail.orderNo), repayDetailKey(null), couponsKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    } catch (error) {
      toast.fail(error instanceof Error ? error.message : String(error));
    }
  };

  if (detail.coupon) {
    return (
      <section className="loan-card coupon-line" data-testid="repay-coupon" data-state="reserved">
        <p className="loan-label">
          <TagIcon size={16} /> {t('coupon.title')}
        </p>
        <p data-testid="repay-coupon-text">
          {t('coupon.reserved', { amount: formatMoney(detail.coupon.amount, detail.currency) })}
        </p>
      </section>
    );
  }
  if (detail.applicableCoupons === 0 || detail.status === 4) return null;
  return (
    <section className="loan-card coupon-line" data-testid="repay-coupon" data-state="applicable">
      <p className="loan-label">
        <TagIcon size={16} /> {t('coupon.title')}
      </p>
      <p>{t('coupon.applicable', { count: detail.applicableCoupons })}</p>
      {usable[0] && (
        <p className="loan-hint" data-testid="repay-coupon-ends">
          {t('coupon.endsOn', {
            count: usable.length,
            date: formatDate(usable[0].expiresAt, currentLanguage(), detail.market),
          })}
        </p>
      )}
      {!choosing ? (
        <button
          type="button"
          className="btn btn-outline btn-block"
          onClick={() => setChoosing(true)}
          data-testid="coupon-choose"
        >
          {t('coupon.apply')}
        </button>
      ) : usable.length === 0 ? (
        <p className="loan-hint">{available.isPending ? '…' : t('coupon.noneAvailable')}</p>
      ) : (
        <ul className="coupon-choices" aria-label={t('coupon.choose')}>
          {usable.map((c) => (
            <li key={c.id}>
              <button type="button" className="chip" onClick={() => void apply(c.id)} data-testid={`coupon-${c.id}`}>
                {t('coupon.item', {
                  amount: formatMoney(c.amount, c.currency),
                  quota: formatMoney(c.quota, c.currency),
                  date: formatDate(c.expiresAt, currentLanguage(), detail.market),
                })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
