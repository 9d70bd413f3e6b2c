import { and, eq } from 'drizzle-orm';
import { payouts } from '../../db/schema';
import type { Deps } from '../../deps';
import { postTransaction } from '../../ledger/post';
import { moveOrder } from '../../db/orders-repo';
import { loanBalances } from '../repay';
import { disbursementReversalDraft, frozenQuoteOf } from './disbursement-ledger';
import { orderOf, type EventClaim } from './payout-job';
import type { PayoutRow } from './payouts-repo';

export type ReversalOutcome = 'reversed' | 'already' | 'needsOperator';

/**
 * The vendor returned a payout we had settled as succeeded (Paystack `transfer.reversed`, STP
 * "devolución"). In one transaction: the event is recorded, the attempt becomes 'reversed'
 * (conditional on 'succeeded', so a replay changes nothing), the disbursement is undone in the
 * ledger under the attempt's reversal key, and the order goes 2 Repaying → 10 PayFail: nothing
 * is owed, Home asks for another bank account and Get money pays again under a new attempt.
 * A loan that already received money or went overdue is not unwound here: the attempt is marked
 * reversed and an operator decides (logged), because its repayments and penalties would need
 * undoing too.
 */
export async function settleReversed(deps: Deps, payout: PayoutRow, claim?: EventClaim): Promise<ReversalOutcome> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx): Promise<ReversalOutcome> => {
    if (claim && !(await claim(tx))) return 'already';
    const [marked] = await tx
      .update(payouts)
      .set({ status: 'reversed', failureCode: 'reversed', updatedAt: now })
      .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'succeeded')))
      .returning({ id: payouts.id });
    if (!marked) return 'already';
    const row = await orderOf(tx, payout);
    if (!row) throw new Error(`payout ${payout.idempotencyKey} has no order`);
    const { order } = row;
    const { paidIn } = await loanBalances(tx, order.id);
    const frozen = frozenQuoteOf(order);
    if (order.status !== 2 || paidIn > 0 || !frozen) {
      deps.log.error(
        { payout: payout.idempotencyKey, status: order.status },
        'payout reversed by the bank on a loan already repaying: needs an operator',
      );
      return 'needsOperator';
    }
    await postTransaction(tx, disbursementReversalDraft(frozen, payout.currency, payout.attempt), now);
    if (
      !(await moveOrder(
        tx,
        order,
        10,
        now,
        { payFailAt: now, disbursedAt: null },
        { reason: 'payout reversed by the bank' },
      ))
    ) {
      throw new Error(`order ${order.orderNo} moved while its payout was reversed`);
    }
    return 'reversed';
  });
}
