import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';

export const customerServiceKey = ['customer-service'] as const;

/** The app's support address, hours, open days and time zone, as the operator configured them. */
export function useCustomerService() {
  return useQuery({
    queryKey: customerServiceKey,
    queryFn: () => request('/loanMarket/customer-service', {}),
    staleTime: 5 * 60_000,
  });
}
