import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { request } from '../../../api/client';
import { useLoggedIn } from '../../../lib/use-logged-in';

export const lotteryShowKey = ['lottery-is-show'] as const;

/** Whether the borrower has a draw waiting, with the wheel's prizes and their chances. */
export function useLotteryShow() {
  const loggedIn = useLoggedIn();
  return useQuery({ queryKey: lotteryShowKey, queryFn: () => request('/lottery-draw/is-show', {}), enabled: loggedIn });
}

/** One draw for the borrower's oldest unused right; the server decides the prize. */
export function useDraw() {
  return useMutation({ mutationFn: () => request('/lottery-draw/create', {}) });
}

/** After the wheel stops: the won coupon is in the wallet and one right is spent. */
export function refreshAfterDraw(client: QueryClient) {
  void client.invalidateQueries({ queryKey: ['coupons'] });
  void client.invalidateQueries({ queryKey: lotteryShowKey });
}
