import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';

/** The products offered after repaying, with the reloan rate next to the standard one. */
export function useRepayProducts(enabled = true) {
  return useQuery({ queryKey: ['repay-products'], enabled, queryFn: () => request('/loanMarket/repay/products', {}) });
}
