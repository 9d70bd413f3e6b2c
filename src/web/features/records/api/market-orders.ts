import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';
import { useLoggedIn } from '../../../lib/use-logged-in';

// Under the orders key, so whatever refreshes the borrower's orders refreshes this list too.
export const marketOrdersKey = ['loan-orders', 'market'] as const;

/**
 * `/loan/loan-order/list-market`: the borrower's orders in every app of this market, newest
 * first — Records is the marketplace's history, not only this app's.
 */
export function useMarketOrders() {
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: marketOrdersKey,
    enabled: loggedIn,
    queryFn: () => request('/loan/loan-order/list-market', {}),
  });
}
