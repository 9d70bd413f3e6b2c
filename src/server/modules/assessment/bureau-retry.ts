import { and, eq } from 'drizzle-orm';
import { loanOrders } from '../../db/schema';
import type { Db } from '../../db/client';
import { enqueueOrderRetry } from '../../jobs/queue';
import type { Deps } from '../../deps';
import { jobKind, orderJobPayload } from '../../jobs/job-kind';
import { defineJob, type JobDefinition } from '../../jobs/runner';
import { findAssessment } from './assessments-repo';

export const BUREAU_CONSULT_JOB = jobKind('bureauConsult', orderJobPayload);

/**
 * Attempts before an outage goes to a person: the runner's backoff (2 s doubling, at most 10 min) spreads 8 over about
 * 8 minutes.
 */
export const BUREAU_CONSULT_ATTEMPTS = 8;

/** The bureau could not be asked: the order's assessment is tried again by the bureauConsult job, once per order. */
export function enqueueBureauRetry(
  db: Db,
  order: { id: number; userId: number; orderNo: string },
  now: Date,
): Promise<void> {
  return enqueueOrderRetry(db, BUREAU_CONSULT_JOB, BUREAU_CONSULT_ATTEMPTS, order, now);
}

/**
 * Assesses again an order that waited on its bureau. Still no answer: fails, so the runner tries
 * later; the last attempt assesses without the report, which sends the application to a person.
 */
export function bureauConsultJob(
  assess: (deps: Deps, orderId: number, userId: number, opts: { bureauLastAttempt: boolean }) => Promise<unknown>,
): JobDefinition<typeof orderJobPayload> {
  return defineJob(BUREAU_CONSULT_JOB, async ({ orderId, userId }, job, deps) => {
    const [row] = await deps.db
      .select({ status: loanOrders.status })
      .from(loanOrders)
      .where(and(eq(loanOrders.id, orderId), eq(loanOrders.userId, userId)))
      .limit(1);
    if (!row || row.status !== 1) return;
    await assess(deps, orderId, userId, { bureauLastAttempt: job.attempts >= job.maxAttempts });
    if (!(await findAssessment(deps.db, orderId)))
      throw new Error('bureau unavailable: the consultation waits for the next attempt');
  });
}
