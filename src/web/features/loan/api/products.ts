import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';

/** The calling app's products with their full terms: the live quote prices from these. */
export function useAppProducts() {
  return useQuery({
    queryKey: ['loan-product-list'],
    queryFn: () => request('/loan/product/list', {}),
    staleTime: 5 * 60_000,
  });
}
