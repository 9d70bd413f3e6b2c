import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';

/** Polled until the rollover fee is paid (or its instrument expires). */
export function useExtensionStatus(extensionNo: string | null, pollMs: number) {
  return useQuery({
    queryKey: ['repay-extension-status', extensionNo ?? ''],
    enabled: Boolean(extensionNo),
    queryFn: () => request('/repay/updateExtensionOrderStatus', { extensionNo: extensionNo! }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? pollMs : false),
    staleTime: 0,
  });
}
