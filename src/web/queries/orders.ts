import { useQuery } from '@tanstack/react-query';
import type { CallOutput } from '../../domain/api/contracts';
import { request } from '../api/client';
import { useLoggedIn } from '../lib/use-logged-in';

export const ordersKey = ['loan-orders'] as const;
export type OrderList = CallOutput<'/loan/loan-order/list'>;

interface Polling {
  everyMs: number;
  /** Keeps polling while this holds for the latest answer (e.g. an order still under review). */
  while: (data: OrderList) => boolean;
}

/** The borrower's orders, newest first (Records, review tips). */
export function useOrders(poll?: Polling) {
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: ordersKey,
    enabled: loggedIn,
    queryFn: () => request('/loan/loan-order/list', {}),
    refetchInterval: poll
      ? (query) => (query.state.data && !poll.while(query.state.data) ? false : poll.everyMs)
      : undefined,
  });
}
