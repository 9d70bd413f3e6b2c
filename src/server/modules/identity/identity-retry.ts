import type { Db } from '../../db/client';
import { enqueue } from '../../jobs/queue';

export const IDENTITY_VERIFY_JOB = 'identityVerify';

/**
 * Attempts before an outage is handed to a person: with the runner's backoff (2 s doubling, at
 * most 10 min apart) the twelfth attempt comes about 37 minutes after the first.
 */
export const IDENTITY_VERIFY_ATTEMPTS = 12;

/** A first try met an outage: the order's checks are retried by the identityVerify job, once per order. */
export async function enqueueIdentityRetry(db: Db, order: { id: number; userId: number; orderNo: string }, now: Date): Promise<void> {
  await enqueue(db, {
    kind: IDENTITY_VERIFY_JOB, key: order.orderNo, payload: { orderId: order.id, userId: order.userId },
    runAt: new Date(now.getTime() + 2_000), maxAttempts: IDENTITY_VERIFY_ATTEMPTS,
  });
}
