import { and, eq } from 'drizzle-orm';
import { vendorReference } from '../../../domain/collections/vendor-reference';
import { refundDraft } from '../../../domain/repayment/refund-posting';
import { creditRefunds, loanOrders } from '../../db/schema';
import type { Deps } from '../../deps';
import { defineJob } from '../../jobs/runner';
import { postTransaction } from '../../ledger/post';
import { primaryAccount, toPayoutAccount } from '../disbursement';
import { REFUND_JOB, type RefundRow } from './refund-credit';

/** A payout the provider has not finished yet: the job fails on purpose and the queue asks again later (backoff). */
class RefundPending extends Error {}

/**
 * Sends a pending refund to the borrower's primary bank account through the payments provider,
 * under the refund's vendor reference (one reference is one payment at the provider however often it is sent).
 * Succeeded: in one transaction the refund is settled (conditional on pending) and the ledger
 * posts Dr borrowerCredit, Cr providerCash under the same key. Failed: the refund is marked
 * failed and its amount is available again; nothing was posted. Pending: asked again later.
 */
export const refundJob = defineJob(REFUND_JOB, async ({ refundId }, _job, deps) => {
  const [refund] = await deps.db.select().from(creditRefunds).where(eq(creditRefunds.id, refundId)).limit(1);
  if (!refund || refund.status !== 'pending') return;
  const [order] = await deps.db
    .select({ orderNo: loanOrders.orderNo })
    .from(loanOrders)
    .where(and(eq(loanOrders.id, refund.orderId), eq(loanOrders.userId, refund.userId)))
    .limit(1);
  const account = await primaryAccount(deps.db, refund.userId);
  if (!order || !account) {
    await settleRefund(deps, refund, { status: 'failed', failureCode: 'no_account' });
    return;
  }
  const result = await deps.payments.payout({
    idempotencyKey: refundVendorReference(order.orderNo, refund.id),
    orderNo: order.orderNo,
    purpose: 'refund',
    amount: refund.amount,
    currency: refund.currency,
    account: toPayoutAccount(account, deps.config.dataKey),
  });
  if (result.status === 'pending') throw new RefundPending(`refund ${refund.id} still pending at the provider`);
  // A refund the bank sent back never reached the borrower: failed, its amount refundable again.
  await settleRefund(deps, refund, {
    status: result.status === 'reversed' ? 'failed' : result.status,
    providerRef: result.providerRef,
    failureCode: result.failureCode ?? null,
    orderNo: order.orderNo,
  });
});

/**
 * What the provider sees: `RFD<orderNo>N<refund id>` (the one vendor reference scheme). The
 * console's key stays the refund's own idempotency key and the ledger's; the row id is a server
 * serial, so the vendor never sees text an operator typed.
 */
export function refundVendorReference(orderNo: string, refundId: number): string {
  return vendorReference('refund', orderNo, refundId);
}

/**
 * The provider's final answer about a pending refund, from this job or reconciliation: applied once (conditional on
 * pending).
 */
export async function settleRefund(
  deps: Deps,
  refund: RefundRow,
  outcome: { status: 'succeeded' | 'failed'; providerRef?: string; failureCode?: string | null; orderNo?: string },
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // The order's lock, as requestRefund takes it: a request never weighs the credit half-way through this.
    await tx.select({ id: loanOrders.id }).from(loanOrders).where(eq(loanOrders.id, refund.orderId)).for('update');
    const [settled] = await tx
      .update(creditRefunds)
      .set({
        status: outcome.status,
        providerRef: outcome.providerRef ?? null,
        failureCode: outcome.failureCode ?? null,
        settledAt: now,
      })
      .where(and(eq(creditRefunds.id, refund.id), eq(creditRefunds.status, 'pending')))
      .returning({ id: creditRefunds.id });
    if (!settled || outcome.status !== 'succeeded') return;
    const posted = await postTransaction(
      tx,
      refundDraft(
        { id: refund.orderId, userId: refund.userId, orderNo: outcome.orderNo ?? '', currency: refund.currency },
        refund.idempotencyKey,
        refund.amount,
        `borrower credit refunded (refund ${refund.id})`,
      ),
      now,
    );
    await tx
      .update(creditRefunds)
      .set({ ledgerTransactionId: posted.transactionId })
      .where(eq(creditRefunds.id, refund.id));
  });
}
