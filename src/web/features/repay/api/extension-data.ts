import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';

/** The rollover on offer: fee, current and new due date. */
export function useExtensionData(orderNo: string | null, enabled = true) {
  return useQuery({
    queryKey: ['repay-extension-data', orderNo ?? 'open'],
    enabled,
    queryFn: () => request('/repay/getExtensionData', orderNo ? { orderNo } : {}),
  });
}
