import { and, eq } from 'drizzle-orm';
import type { Market } from '../../../domain/markets/market';
import { loanOrders, users } from '../../db/schema';
import { defineJob } from '../../jobs/runner';
import { assessOrder } from './assess-job';
import { IDENTITY_VERIFY_JOB, settleIdentity } from '../identity';

export { IDENTITY_VERIFY_JOB };

/**
 * Retries an order's identity checks. Still waiting on a vendor: fails, so the runner tries
 * again later; on the last attempt the waiting checks fail instead and the order is assessed
 * (and reviewed by a person). Settled: the order is assessed with the checks' verdicts.
 */
export const identityVerifyJob = defineJob(IDENTITY_VERIFY_JOB, async ({ orderId, userId }, job, deps) => {
  const [row] = await deps.db
    .select({ status: loanOrders.status, market: users.market })
    .from(loanOrders)
    .innerJoin(users, eq(users.id, loanOrders.userId))
    .where(and(eq(loanOrders.id, orderId), eq(loanOrders.userId, userId)))
    .limit(1);
  if (!row || row.status !== 1) return;
  const outcome = await settleIdentity(deps, { orderId, userId }, row.market as Market, {
    lastAttempt: job.attempts >= job.maxAttempts,
  });
  if (!outcome.settled) throw new Error('identity vendor unavailable: the checks wait for the next attempt');
  await assessOrder(deps, orderId, userId);
});
