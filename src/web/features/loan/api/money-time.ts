import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';

export const moneyTimeKey = (orderNo: string) => ['loan-money-time', orderNo] as const;

/**
 * Where the payout stands; polled while the money is on its way (7) or held until payouts resume (18, decision 0059).
 */
export function useMoneyTime(orderNo: string | null, pollMs: number) {
  return useQuery({
    queryKey: moneyTimeKey(orderNo ?? ''),
    enabled: Boolean(orderNo),
    queryFn: () => request('/loan/get-money-time', { orderNo: orderNo! }),
    refetchInterval: (query) => (query.state.data?.status === 7 || query.state.data?.status === 18 ? pollMs : false),
    staleTime: 0,
  });
}
