import { request } from '../api/client';
import { queryClient } from '../api/query-client';

export const productIndexKey = ['loan-product-index'] as const;

export const productIndexQuery = { queryKey: productIndexKey, queryFn: () => request('/loan/loan-product/index', {}) };

/**
 * Starts Home's call before Home renders (app start on `#/`), beside the texts and chunks.
 * Kept apart from the hook so the entry does not carry useQuery.
 */
export function prefetchProductIndex() {
  return queryClient.prefetchQuery(productIndexQuery);
}
