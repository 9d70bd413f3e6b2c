import type { HomeStatusKey } from '../../../domain/loan-status/statuses';
import type { OrderRecord } from '../../queries/latest-order';

/**
 * The latest order's record as Home may show it: the order Home names, in the state Home shows.
 * Right after a change (a refusal, a payout) the record can still be the one read before it:
 * shown under the new status it said "after 30 days" with no date. Such a record is `stale`:
 * shown nowhere, and read again.
 */
export function currentRecord(
  newest: OrderRecord | null | undefined,
  orderNo: string | null,
  status: HomeStatusKey,
  openStatus: number | null,
): { record: OrderRecord | undefined; stale: boolean } {
  if (!newest || orderNo === null || newest.orderNo !== orderNo) return { record: undefined, stale: false };
  const fresh = newest.homeKey === status && (openStatus === null || newest.status === openStatus);
  return fresh ? { record: newest, stale: false } : { record: undefined, stale: true };
}
