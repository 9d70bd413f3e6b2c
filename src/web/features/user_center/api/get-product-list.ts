import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';

export const productListKey = ['loan-product-list'] as const;

/** The app's configured products with their full terms: every figure the texts quote comes from here. */
export function useProductList() {
  return useQuery({
    queryKey: productListKey,
    queryFn: () => request('/loan/product/list', {}),
    staleTime: 5 * 60_000,
  });
}
