import { useQuery } from '@tanstack/react-query';
import type { CallOutput } from '../../../../domain/api/contracts';
import { request } from '../../../api/client';

export type PortalPayment = CallOutput<'/portal/repayment/detail'>;
export const portalPaymentKey = (reference: string) => ['portal-payment', reference] as const;

/** Where one issued instrument stands (received so far, what remains), polled while it is open. */
export function usePortalPayment(reference: string | null, pollMs: number) {
  return useQuery({
    queryKey: portalPaymentKey(reference ?? ''),
    enabled: Boolean(reference),
    queryFn: () => request('/portal/repayment/detail', { reference: reference! }),
    refetchInterval: (query) =>
      query.state.data?.instrument.status === 'open' && query.state.data.orderStatus !== 4 ? pollMs : false,
    staleTime: 0,
  });
}
