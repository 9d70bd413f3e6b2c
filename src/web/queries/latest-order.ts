import { useQuery } from '@tanstack/react-query';
import type { CallOutput } from '../../domain/api/contracts';
import { request } from '../api/client';
import { useLoggedIn } from '../lib/use-logged-in';

export const latestOrderKey = ['loan-order-latest'] as const;
export type OrderRecord = CallOutput<'/loan/loan-order/list'>['orders'][number];

/** The borrower's most recent order with every figure (Home's status card). */
export function useLatestOrder(enabled = true) {
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: latestOrderKey,
    enabled: loggedIn && enabled,
    queryFn: () => request('/loan/loan-order/latest', {}),
    // Home compares it with the open order's status on every visit; a cheap call, always asked again.
    staleTime: 0,
  });
}
