import type { OrderRecord } from '../../queries/latest-order';

export type HistoryEvent =
  'created' | 'submitted' | 'approved' | 'rejected' | 'confirmed' | 'disbursed' | 'finished' | 'cancelled';

/** Which timestamp of an order marks each step of its life, in the order they happen. */
const EVENT_FIELDS: readonly [HistoryEvent, keyof OrderRecord][] = [
  ['created', 'createdAt'],
  ['submitted', 'submittedAt'],
  ['approved', 'approvedAt'],
  ['rejected', 'rejectedAt'],
  ['confirmed', 'confirmedAt'],
  ['disbursed', 'disbursedAt'],
  ['finished', 'finishedAt'],
  ['cancelled', 'cancelledAt'],
];

/** The order's status history from its recorded timestamps, oldest first. */
export function statusHistory(order: OrderRecord): { event: HistoryEvent; at: string }[] {
  return EVENT_FIELDS.flatMap(([event, field]) => {
    const at = order[field];
    return typeof at === 'string' ? [{ event, at }] : [];
  }).sort((a, b) => a.at.localeCompare(b.at));
}
