import { useQuery } from '@tanstack/react-query';
import type { CallOutput } from '../../../../domain/api/contracts';
import { request } from '../../../api/client';

export type BureauLine = CallOutput<'/repay/bureau-reports'>['lines'][number];

/**
 * `/repay/bureau-reports`: what was reported to the credit bureau about one of the borrower's loans, a line per month.
 */
export function useBureauReports(orderNo: string) {
  return useQuery({
    queryKey: ['bureau-reports', orderNo],
    queryFn: () => request('/repay/bureau-reports', { orderNo }),
  });
}
