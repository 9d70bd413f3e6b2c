import { useQuery } from '@tanstack/react-query';
import type { CallOutput } from '../../../../domain/api/contracts';
import { request } from '../../../api/client';

export type RepayDetail = CallOutput<'/repay/repay-order/detail'>;
export const repayDetailKey = (orderNo: string | null) => ['repay-detail', orderNo ?? 'open'] as const;

/**
 * What the borrower owes on a loan. While a payment is awaited (`pollMs` given) the figures
 * are asked for again every few seconds, so money that arrives shows within seconds; a
 * finished loan stops the polling.
 */
export function useRepayDetail(orderNo: string | null, pollMs: number | false = false, enabled = true) {
  return useQuery({
    queryKey: repayDetailKey(orderNo),
    enabled,
    queryFn: () => request('/repay/repay-order/detail', orderNo ? { orderNo } : {}),
    refetchInterval: (query) => (pollMs && query.state.data?.status !== 4 ? pollMs : false),
    staleTime: 0,
  });
}
