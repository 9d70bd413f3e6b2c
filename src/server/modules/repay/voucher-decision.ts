import { and, eq } from 'drizzle-orm';
import { loanOrders, repaymentVouchers } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError, notFound } from '../../http/api-error';
import { recordAudit, actorName, type OperatorActor } from '../operator';
import { creditLoan, lockRepayableOrder } from './credit-loan';

export type VoucherDecision = { outcome: 'confirm' } | { outcome: 'refuse'; reason: string };

/**
 * An operator answers a repayment proof (decision 0012: within 48 hours). Confirming credits the
 * loan exactly as a vendor's payment would — the same allocation, finish and effects — under
 * the key `voucher:<id>`, in the transaction that marks the proof confirmed and writes the
 * audit row. Refusing records the reason the borrower will read. A decided proof stays decided.
 */
export async function decideVoucher(deps: Deps, id: number, decision: VoucherDecision, actor: OperatorActor) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [voucher] = await tx
      .select()
      .from(repaymentVouchers)
      .where(eq(repaymentVouchers.id, id))
      .limit(1)
      .for('update');
    if (!voucher || voucher.status === 'uploaded') throw notFound();
    if (voucher.status !== 'pending') throw new ApiError('VOUCHER_DECIDED', 409);
    const [order] = await tx
      .select({ orderNo: loanOrders.orderNo })
      .from(loanOrders)
      .where(eq(loanOrders.id, voucher.orderId))
      .limit(1);
    let finished = false;
    if (decision.outcome === 'confirm') {
      const locked = await lockRepayableOrder(tx, voucher.orderId);
      if (!locked || locked.userId !== voucher.userId) throw new ApiError('LOAN_NOT_REPAYABLE', 409);
      const credited = await creditLoan(deps, tx, locked, voucher.currency, {
        key: `voucher:${voucher.id}`,
        amount: voucher.amount!,
        memo: `repayment proof ${voucher.id} confirmed`,
      });
      finished = credited.finished;
    }
    const status = decision.outcome === 'confirm' ? ('confirmed' as const) : ('refused' as const);
    const refuseReason = decision.outcome === 'refuse' ? decision.reason : null;
    await tx
      .update(repaymentVouchers)
      .set({ status, decidedAt: now, decidedBy: actorName(actor), refuseReason })
      .where(and(eq(repaymentVouchers.id, id), eq(repaymentVouchers.status, 'pending')));
    await recordAudit(
      tx,
      actor,
      {
        action: `voucher.${decision.outcome}`,
        target: `voucher:${id}`,
        reason: refuseReason ?? undefined,
        before: { status: voucher.status },
        after: { status, refuseReason, amount: voucher.amount, orderNo: order?.orderNo, finished },
      },
      now,
    );
    return { id, status, orderNo: order?.orderNo ?? null, finished };
  });
}
