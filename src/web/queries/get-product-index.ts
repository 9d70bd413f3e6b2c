import { useQuery } from '@tanstack/react-query';
import { productIndexQuery } from './product-index-query';

/** Home's figures and status key; also tells screens which market the app serves. */
export function useProductIndex() {
  return useQuery(productIndexQuery);
}
