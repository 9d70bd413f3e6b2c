import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../queries/latest-order';
import { statusHistory } from './status-history';

const base = {
  createdAt: '2026-11-20T10:00:00.000Z',
  submittedAt: null,
  approvedAt: null,
  rejectedAt: null,
  confirmedAt: null,
  disbursedAt: null,
  finishedAt: null,
  cancelledAt: null,
} as unknown as OrderRecord;

describe('status history', () => {
  it('lists the steps an order went through, oldest first', () => {
    const order = {
      ...base,
      submittedAt: '2026-11-20T10:05:00.000Z',
      approvedAt: '2026-11-20T10:05:02.000Z',
      confirmedAt: '2026-11-20T10:09:00.000Z',
      disbursedAt: '2026-11-20T10:09:03.000Z',
    };
    expect(statusHistory(order).map((h) => h.event)).toEqual([
      'created',
      'submitted',
      'approved',
      'confirmed',
      'disbursed',
    ]);
  });

  it('shows a rejection and a cancellation where they happened', () => {
    expect(
      statusHistory({ ...base, submittedAt: '2026-11-20T10:05:00.000Z', rejectedAt: '2026-11-20T10:05:01.000Z' }).map(
        (h) => h.event,
      ),
    ).toEqual(['created', 'submitted', 'rejected']);
    expect(statusHistory({ ...base, cancelledAt: '2026-11-21T10:00:00.000Z' }).map((h) => h.event)).toEqual([
      'created',
      'cancelled',
    ]);
  });
});
