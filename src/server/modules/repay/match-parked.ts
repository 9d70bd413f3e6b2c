import { eq } from 'drizzle-orm';
import { MARKET_PROFILES, type CurrencyCode } from '../../../domain/markets/market';
import { incomingPayments, loanOrders, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { recordAudit, actorName, type OperatorActor } from '../operator';
import { creditLoan, lockRepayableOrder } from './credit-loan';
import { holdAsCredit, lockFinishedOrder } from './hold-as-credit';
import { loanBalances } from './loan-balances';

export interface MatchResult {
  paymentId: number;
  orderNo: string;
  finished: boolean;
  /** The loan had finished: the payment became borrower credit to refund (decision 0042). */
  heldAsCredit: boolean;
}

/**
 * An operator applies a parked payment (decision 0012: it matched no instrument or did not fit
 * one) to the loan they name. The money goes in through `creditLoan`, the very posting a
 * vendor's payment takes — same allocation, finish and effects — under the key the payment
 * would have had, `repayment:<vendor>:<eventId>`: the vendor's event is one credit whichever
 * way it reaches a loan. In one transaction with the parked row (locked, so two operators
 * matching at once make one credit) turning 'resolved' and the audit record. A loan already
 * finished takes it as borrower credit for a refund (decision 0042). Anything that does not fit
 * changes nothing.
 */
export async function matchParkedPayment(
  deps: Deps,
  actor: OperatorActor,
  paymentId: number,
  orderNo: string,
): Promise<MatchResult> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(incomingPayments)
      .where(eq(incomingPayments.id, paymentId))
      .limit(1)
      .for('update');
    if (!payment) throw new ApiError('NOT_FOUND', 404);
    if (payment.outcome !== 'parked') throw new ApiError('PAYMENT_ALREADY_MATCHED', 409);

    const [target] = await tx
      .select({ id: loanOrders.id, userId: loanOrders.userId, market: users.market })
      .from(loanOrders)
      .innerJoin(users, eq(users.id, loanOrders.userId))
      .where(eq(loanOrders.orderNo, orderNo))
      .limit(1);
    if (!target) throw new ApiError('NOT_FOUND', 404);
    const currency: CurrencyCode = MARKET_PROFILES[target.market].currency;
    if (payment.currency !== currency)
      throw new ApiError('PAYMENT_CURRENCY_MISMATCH', 409, { paid: payment.currency, owed: currency });
    const key = `repayment:${payment.vendor}:${payment.eventId}`;
    const finished = await lockFinishedOrder(tx, target.id, target.userId);
    if (finished) {
      const held = await holdAsCredit(
        tx,
        finished,
        currency,
        { key, amount: payment.amount, memo: `parked payment ${payment.id} kept as credit by an operator` },
        now,
      );
      if (!held.created) throw new ApiError('PAYMENT_ALREADY_MATCHED', 409);
      await tx
        .update(incomingPayments)
        .set({
          outcome: 'resolved',
          orderId: finished.id,
          ledgerTransactionId: held.transactionId,
          resolvedBy: actorName(actor),
          resolvedAt: now,
        })
        .where(eq(incomingPayments.id, payment.id));
      await recordAudit(
        tx,
        actor,
        {
          action: 'payment.match',
          target: `payment:${payment.id}`,
          before: {
            outcome: 'parked',
            reason: payment.reason,
            amount: payment.amount,
            currency: payment.currency,
            orderNo,
            status: finished.status,
          },
          after: { outcome: 'resolved', orderNo, transactionId: held.transactionId, heldAsCredit: true },
        },
        now,
      );
      return { paymentId: payment.id, orderNo, finished: true, heldAsCredit: true };
    }
    const order = await lockRepayableOrder(tx, target.id);
    if (!order) throw new ApiError('LOAN_NOT_REPAYABLE', 409);

    const before = await loanBalances(tx, order.id);
    const credited = await creditLoan(deps, tx, order, currency, {
      key,
      amount: payment.amount,
      memo: `parked payment ${payment.id} matched by an operator`,
    });
    // The key is the vendor event's: had it been credited elsewhere the row would not be parked.
    if (!credited.created) throw new ApiError('PAYMENT_ALREADY_MATCHED', 409);
    const after = await loanBalances(tx, order.id);
    await tx
      .update(incomingPayments)
      .set({
        outcome: 'resolved',
        orderId: order.id,
        ledgerTransactionId: credited.transactionId,
        resolvedBy: actorName(actor),
        resolvedAt: now,
      })
      .where(eq(incomingPayments.id, payment.id));
    await recordAudit(
      tx,
      actor,
      {
        action: 'payment.match',
        target: `payment:${payment.id}`,
        before: {
          outcome: 'parked',
          reason: payment.reason,
          amount: payment.amount,
          currency: payment.currency,
          orderNo,
          status: order.status,
          owed: before,
        },
        after: {
          outcome: 'resolved',
          orderNo,
          transactionId: credited.transactionId,
          finished: credited.finished,
          owed: after,
        },
      },
      now,
    );
    return { paymentId: payment.id, orderNo, finished: credited.finished, heldAsCredit: false };
  });
}
