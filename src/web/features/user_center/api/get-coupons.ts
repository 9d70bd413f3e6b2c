import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';

export type CouponTab = 'available' | 'used' | 'expired';
export const COUPON_TABS: readonly CouponTab[] = ['available', 'used', 'expired'];

export const couponsKey = ['coupons'] as const;

/**
 * The wallet, one tab at a time: "used" shows what /coupon/used answers (coupons held for a
 * payment and coupons already deducted); the other tabs filter /coupons by status.
 */
export function useCoupons(tab: CouponTab) {
  return useQuery({
    queryKey: [...couponsKey, tab],
    queryFn: async () =>
      (tab === 'used' ? request('/coupon/used', {}) : request('/coupons', { status: tab })).then((d) => d.coupons),
  });
}

/** Counts per status, for the tab labels and Me's menu. */
export function useCouponQuantity(enabled = true) {
  return useQuery({ queryKey: [...couponsKey, 'quantity'], queryFn: () => request('/coupon/quantity', {}), enabled });
}
