import { useQuery } from '@tanstack/react-query';
import type { CallInput } from '../../../../domain/api/contracts';
import { request } from '../../../api/client';

/** What the cancellation form may offer for an order (or the open one). */
export function useHasCancelLoan(orderNo: string | null) {
  return useQuery({
    queryKey: ['loan-has-cancel', orderNo],
    queryFn: () => request('/loan/has-cancel-loan', orderNo ? { orderNo } : {}),
    staleTime: 0,
  });
}

/** A payout under way is stopped with cancel-draw-money; anything before it with cancel-loan. */
export function cancelOrder(status: number | null, input: CallInput<'/loan/cancel-loan'>) {
  return request(status === 7 ? '/loan/cancel-draw-money' : '/loan/cancel-loan', input, { loading: true });
}
