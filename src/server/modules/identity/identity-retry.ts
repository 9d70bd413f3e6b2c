import type { Db } from '../../db/client';
import { jobKind, orderJobPayload } from '../../jobs/job-kind';
import { enqueueOrderRetry } from '../../jobs/queue';

export const IDENTITY_VERIFY_JOB = jobKind('identityVerify', orderJobPayload);

/**
 * Attempts before an outage is handed to a person: with the runner's backoff (2 s doubling, at
 * most 10 min apart) the twelfth attempt comes about 37 minutes after the first.
 */
export const IDENTITY_VERIFY_ATTEMPTS = 12;

/** A first try met an outage: the order's checks are retried by the identityVerify job, once per order. */
export function enqueueIdentityRetry(
  db: Db,
  order: { id: number; userId: number; orderNo: string },
  now: Date,
): Promise<void> {
  return enqueueOrderRetry(db, IDENTITY_VERIFY_JOB, IDENTITY_VERIFY_ATTEMPTS, order, now);
}
