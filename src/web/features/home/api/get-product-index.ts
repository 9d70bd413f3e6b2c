import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';

export const productIndexKey = ['loan-product-index'] as const;

/** Home's figures and status key; also tells screens which market the app serves. */
export function useProductIndex() {
  return useQuery({ queryKey: productIndexKey, queryFn: () => request('/loan/loan-product/index', {}) });
}
