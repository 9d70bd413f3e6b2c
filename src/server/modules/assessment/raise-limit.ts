import { and, eq, isNull, sql } from 'drizzle-orm';
import { DEFAULT_SCORING_CONFIG } from '../../../domain/scoring/default-config';
import { raiseLimitAfterOnTimeRepayment } from '../../../domain/scoring/limit';
import { jobs, loanOrders, orderStatusHistory, products } from '../../db/schema';
import type { Deps } from '../../deps';
import { enqueue } from '../../jobs/queue';
import { z } from 'zod';
import { jobKind, rowId } from '../../jobs/job-kind';
import { defineJob } from '../../jobs/runner';
import type { DbOrTx } from '../../ledger/post';
import { findCreditLimit, upsertCreditLimit } from './assessments-repo';

export const RAISE_LIMIT_JOB = jobKind('raiseLimit', z.strictObject({ orderId: rowId }));

/**
 * For the repayment work: call when an order was repaid in full on time (pass the repayment's
 * transaction as `db` so the raise is queued with it). The raise runs as a job keyed by the
 * order, so however often this is called, a loan raises the limit once.
 */
export async function onLoanRepaidOnTime(
  deps: Pick<Deps, 'db' | 'clock'>,
  orderId: number,
  db: DbOrTx = deps.db,
): Promise<void> {
  await enqueue(db, { kind: RAISE_LIMIT_JOB, key: String(orderId), payload: { orderId }, runAt: deps.clock.now() });
}

/**
 * Raises the borrower's credit limit after one loan (decision 0005: up to the product's
 * maxCreditLimit). Checks what the caller promised — finished, never overdue — and claims its
 * own job row in the same transaction, so a job re-run after a lost lease cannot raise twice.
 * Returns the new limit, or null when nothing changed.
 */
export async function raiseLimitFor(deps: Deps, orderId: number, jobId: number): Promise<number | null> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(jobs)
      .set({ doneAt: now })
      .where(and(eq(jobs.id, jobId), isNull(jobs.doneAt)))
      .returning({ id: jobs.id });
    if (claimed.length === 0) return null;
    const [row] = await tx
      .select({ order: loanOrders, product: products })
      .from(loanOrders)
      .innerJoin(products, eq(products.id, loanOrders.productId))
      .where(
        and(
          eq(loanOrders.id, orderId),
          eq(loanOrders.status, 4),
          sql`not exists (select 1 from ${orderStatusHistory} where ${orderStatusHistory.orderId} = ${loanOrders.id} and ${orderStatusHistory.toStatus} = 3)`,
        ),
      )
      .limit(1);
    if (!row) return null;
    const { order, product } = row;
    const current = (await findCreditLimit(tx, order.userId))?.limit ?? order.approvedLimit ?? 0;
    const raised = raiseLimitAfterOnTimeRepayment(current, DEFAULT_SCORING_CONFIG, product.maxCreditLimit);
    if (raised === current) return null;
    await upsertCreditLimit(tx, {
      userId: order.userId,
      currency: product.currency,
      limit: raised,
      reason: `onTimeRepayment:${order.orderNo}`,
      now,
    });
    return raised;
  });
}

export const raiseLimitJob = defineJob(RAISE_LIMIT_JOB, async ({ orderId }, job, deps) => {
  await raiseLimitFor(deps, orderId, job.id);
});
