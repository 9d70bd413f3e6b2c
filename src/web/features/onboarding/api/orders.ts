import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';
import { isLoggedIn } from '../../../lib/storage';

export const ordersKey = ['loan-orders'] as const;

/** The borrower's orders, newest first (Records, review tips). */
export function useOrders(options: { refetchInterval?: number } = {}) {
  return useQuery({
    queryKey: ordersKey,
    enabled: isLoggedIn(),
    queryFn: () => request('/loan/loan-order/list', {}),
    refetchInterval: options.refetchInterval,
  });
}
