import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';

/** How many recent loans the ticker shows. */
export const TICKER_SIZE = 10;

/** `/loanMarket/lending-record`: the market's latest loans, numbers masked by the server (Home's ticker). */
export function useLendingRecord() {
  return useQuery({
    queryKey: ['lending-record'],
    queryFn: () => request('/loanMarket/lending-record', { limit: TICKER_SIZE }),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}
