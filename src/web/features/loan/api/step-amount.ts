import { useQuery } from '@tanstack/react-query';
import type { CallOutput } from '../../../../domain/api/contracts';
import { request } from '../../../api/client';

export type StepAmount = CallOutput<'/loan/product/step-amount'>;

/** `/loan/product/step-amount` for an approved order: every amount the borrower may pick, and the terms. */
export function useStepAmount(orderNo: string | null) {
  return useQuery({
    queryKey: ['loan-step-amount', orderNo],
    enabled: Boolean(orderNo),
    queryFn: () => request('/loan/product/step-amount', { orderNo: orderNo! }),
    staleTime: 60_000,
  });
}
