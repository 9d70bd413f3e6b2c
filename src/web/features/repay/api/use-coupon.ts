import { request } from '../../../api/client';

/** Reserves one of the borrower's coupons for this loan; it is deducted when the loan is repaid. */
export function applyCoupon(couponId: number, orderNo: string) {
  return request('/coupon/use', { couponId, orderNo }, { loading: true });
}
