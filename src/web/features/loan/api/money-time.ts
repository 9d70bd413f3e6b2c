import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';

export const moneyTimeKey = (orderNo: string) => ['loan-money-time', orderNo] as const;

/** Where the payout stands; polled while the money is on its way (status 7). */
export function useMoneyTime(orderNo: string | null, pollMs: number) {
  return useQuery({
    queryKey: moneyTimeKey(orderNo ?? ''),
    enabled: Boolean(orderNo),
    queryFn: () => request('/loan/get-money-time', { orderNo: orderNo! }),
    refetchInterval: (query) => (query.state.data?.status === 7 ? pollMs : false),
    staleTime: 0,
  });
}
