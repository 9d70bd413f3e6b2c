import { useSearchParams } from '../../lib/hash-router';
import { useLatestOrder } from '../../queries/latest-order';

/**
 * The order a loan screen is about: the route's orderNo, or the borrower's latest order when
 * the screen was opened without one (a bookmark, the native shell).
 */
export function useOrderNo(): { orderNo: string | null; pending: boolean } {
  const [params] = useSearchParams();
  const fromRoute = params.get('orderNo');
  const latest = useLatestOrder(!fromRoute);
  if (fromRoute) return { orderNo: fromRoute, pending: false };
  return { orderNo: latest.data?.order?.orderNo ?? null, pending: latest.isPending && latest.fetchStatus !== 'idle' };
}
