import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';

/** Hot loans: the market's offers in the operator's order. */
export function useMarketIndex() {
  return useQuery({ queryKey: ['loan-market-index'], queryFn: () => request('/loanMarket/index', {}) });
}

/** The products of every app of this market, to show each offer's full terms. */
export function useMarketProducts() {
  return useQuery({
    queryKey: ['loan-product-list-market'],
    queryFn: () => request('/loan/product/list-market', {}),
    staleTime: 5 * 60_000,
  });
}
