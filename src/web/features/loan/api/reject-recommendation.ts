import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';

/** After a rejection: whether to show other lenders' offers, and when the borrower may apply again. */
export function useRejectRecommendation(enabled: boolean) {
  return useQuery({
    queryKey: ['reject-recommendation'],
    enabled,
    queryFn: () => request('/app/isRejectRecommendation', {}),
  });
}
