import { and, eq, sql } from 'drizzle-orm';
import { MARKET_PROFILES, type CurrencyCode } from '../../../domain/markets/market';
import { formatMoney } from '../../../domain/money/money';
import { creditRefunds, loanOrders, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { z } from 'zod';
import { jobKind, rowId } from '../../jobs/job-kind';
import { enqueue } from '../../jobs/queue';
import type { DbOrTx } from '../../ledger/post';
import { recordAudit, actorName, type OperatorActor } from '../operator';
import { loanBalances } from '../repay';

export const REFUND_JOB = jobKind('creditRefund', z.strictObject({ refundId: rowId }));

export type RefundRow = typeof creditRefunds.$inferSelect;

export interface RefundRequest {
  orderNo: string;
  /** Whole minor units. */
  amount: number;
  /** The console's key for this one refund (a form made once): a repeat of the request is the same refund. */
  key: string;
  reason: string;
}

/** Credit a loan still holds for its borrower: the ledger's borrowerCredit less refunds on their way. */
export async function refundableCredit(
  db: DbOrTx,
  orderId: number,
): Promise<{ credit: number; pending: number; available: number }> {
  const { credit } = await loanBalances(db, orderId);
  const [row] = await db
    .select({ pending: sql<string>`coalesce(sum(${creditRefunds.amount}), 0)` })
    .from(creditRefunds)
    .where(and(eq(creditRefunds.orderId, orderId), eq(creditRefunds.status, 'pending')));
  const pending = Number(row.pending);
  return { credit, pending, available: Math.max(0, credit - pending) };
}

/**
 * An operator sends a loan's borrower credit back (decision 0025). Under the order's row lock —
 * so concurrent refunds of one loan are weighed one after another and together never pass the
 * credit — the amount is checked against what is available, the refund recorded as pending,
 * its payout queued and the request audited, all in one transaction. The money moves in the
 * ledger when the provider says it left (refund-job.ts). The same key again answers the same
 * refund; the same key for another amount is refused.
 */
export async function requestRefund(
  deps: Deps,
  actor: OperatorActor,
  input: RefundRequest,
  kickJobs: () => void,
): Promise<RefundRow> {
  const now = deps.clock.now();
  const key = `refund:${input.orderNo}:${input.key}`;
  const refund = await deps.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: loanOrders.id, userId: loanOrders.userId, market: users.market })
      .from(loanOrders)
      .innerJoin(users, eq(users.id, loanOrders.userId))
      .where(eq(loanOrders.orderNo, input.orderNo))
      .limit(1);
    if (!target) throw new ApiError('NOT_FOUND', 404);
    await tx.select({ id: loanOrders.id }).from(loanOrders).where(eq(loanOrders.id, target.id)).for('update');

    const [seen] = await tx.select().from(creditRefunds).where(eq(creditRefunds.idempotencyKey, key)).limit(1);
    if (seen) {
      if (seen.amount !== input.amount) throw new ApiError('REFUND_KEY_REUSED', 409);
      return seen;
    }
    const currency: CurrencyCode = MARKET_PROFILES[target.market].currency;
    const before = await refundableCredit(tx, target.id);
    if (input.amount > before.available) {
      throw new ApiError('REFUND_EXCEEDS_CREDIT', 409, {
        available: formatMoney(before.available, currency, { alwaysCents: true }),
      });
    }
    const [row] = await tx
      .insert(creditRefunds)
      .values({
        idempotencyKey: key,
        orderId: target.id,
        userId: target.userId,
        amount: input.amount,
        currency,
        reason: input.reason,
        operatorId: actor.operatorId,
        requestedBy: actorName(actor),
        createdAt: now,
      })
      .returning();
    await enqueue(tx, { kind: REFUND_JOB, key, payload: { refundId: row.id }, runAt: now, maxAttempts: 30 });
    await recordAudit(
      tx,
      actor,
      {
        action: 'refund.request',
        target: `order:${input.orderNo}`,
        reason: input.reason,
        before: before,
        after: {
          refundId: row.id,
          amount: input.amount,
          currency,
          status: 'pending',
          available: before.available - input.amount,
        },
      },
      now,
    );
    return row;
  });
  kickJobs();
  return refund;
}
