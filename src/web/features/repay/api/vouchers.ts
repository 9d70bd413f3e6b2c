import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';

export const vouchersKey = (orderNo: string | null) => ['repay-vouchers', orderNo ?? 'all'] as const;

/** The borrower's repayment proofs and what an operator answered. */
export function useVouchers(orderNo: string | null) {
  return useQuery({
    queryKey: vouchersKey(orderNo),
    queryFn: () => request('/repay/get/voucher/list', orderNo ? { orderNo } : {}).then((d) => d.vouchers),
  });
}
