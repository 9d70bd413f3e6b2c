import type { CallOutput } from '../../../domain/api/contracts';
import type { CancelReason } from '../../../domain/api/loan-money';
import { LOAN_STATUSES, type LoanStatus } from '../../../domain/loan-status/statuses';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import type { DbOrTx } from '../../ledger/post';
import { findOpenOrder, moveOrder, nextStep, requireOwnOrder, type OrderRow } from '../../db/orders-repo';
import { releaseCouponReservation } from '../promo';
import { withdrawUnsentPayout } from './payout-job';
import { latestPayout, settlePayout } from './payouts-repo';

export interface CancelInput {
  orderNo: string;
  reason: CancelReason;
  remark?: string;
}

const mayCancel = (order: OrderRow) => LOAN_STATUSES[order.status as LoanStatus]?.borrowerMayCancel ?? false;

/** The form's reason key, then the borrower's note: `costTooHigh: found it cheaper elsewhere`. */
const reasonText = (input: CancelInput) => (input.remark ? `${input.reason}: ${input.remark}` : input.reason);

/** `/loan/has-cancel-loan`: what the cancellation form may offer for an order (or the open one). */
export async function hasCancelLoan(
  deps: Deps,
  userId: number,
  orderNo: string | undefined,
): Promise<CallOutput<'/loan/has-cancel-loan'>> {
  const order = orderNo ? await requireOwnOrder(deps.db, userId, orderNo) : await findOpenOrder(deps.db, userId);
  if (!order) return { orderNo: null, status: null, canCancel: false, canCancelDraw: false };
  const canCancel = mayCancel(order);
  const pendingDraw = order.status === 7 && (await latestPayout(deps.db, order.id, userId))?.status === 'pending';
  return { orderNo: order.orderNo, status: order.status, canCancel, canCancelDraw: canCancel || pendingDraw };
}

/** Order → 8 Cancel with the reason, its reserved coupon back in the wallet; false when the order moved meanwhile. */
async function cancelIn(db: DbOrTx, order: OrderRow, input: CancelInput, now: Date): Promise<boolean> {
  if (
    !(await moveOrder(
      db,
      order,
      8,
      now,
      { cancelledAt: now, cancelReason: reasonText(input) },
      { reason: `borrower cancelled (${input.reason})` },
    ))
  )
    return false;
  await releaseCouponReservation(db, order.userId, order.id);
  return true;
}

/**
 * `/loan/cancel-loan`: before any money is sent (the status table's borrowerMayCancel:
 * onboarding, an approved offer, a failed payout). A repeat on a cancelled order answers it.
 */
export async function cancelLoan(
  deps: Deps,
  userId: number,
  input: CancelInput,
): Promise<CallOutput<'/loan/cancel-loan'>> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const order = await requireOwnOrder(deps.db, userId, input.orderNo);
    if (order.status === 8) return nextStep(order);
    if (!mayCancel(order)) throw new ApiError('CANCEL_NOT_ALLOWED');
    const now = deps.clock.now();
    if (await deps.db.transaction((tx) => cancelIn(tx, order, input, now)))
      return nextStep({ orderNo: order.orderNo, status: 8 });
  }
  throw new ApiError('CANCEL_NOT_ALLOWED', 409);
}

class Moved extends Error {}

/**
 * `/loan/cancel-draw-money`: cancels a disbursement under way (7 Lending) only while the money
 * has not left:
 * 1. the attempt was never sent (no runner claimed its job): the job is withdrawn, the attempt
 *    fails as 'cancelled' and the order is cancelled, all in one transaction;
 * 2. otherwise the provider is asked to cancel it; it agrees only while it has not processed
 *    the payout (and then never pays that key), and the order is cancelled;
 * 3. otherwise the money is on its way or arrived: refused with DRAW_ALREADY_SENT.
 * Before a payout exists (14, 18, 10) it is the same as cancel-loan.
 */
export async function cancelDrawMoney(
  deps: Deps,
  userId: number,
  input: CancelInput,
): Promise<CallOutput<'/loan/cancel-draw-money'>> {
  const order = await requireOwnOrder(deps.db, userId, input.orderNo);
  if (order.status !== 7) return cancelLoan(deps, userId, input);
  const payout = await latestPayout(deps.db, order.id, userId);
  if (!payout || payout.status !== 'pending') throw new ApiError('DRAW_ALREADY_SENT');

  const cancelWith = async (stopSending: (tx: DbOrTx, now: Date) => Promise<boolean>) => {
    const now = deps.clock.now();
    try {
      return await deps.db.transaction(async (tx) => {
        if (!(await stopSending(tx, now))) return false;
        await settlePayout(
          tx,
          payout.id,
          { status: 'failed', providerRef: payout.providerRef, failureCode: 'cancelled' },
          now,
        );
        if (!(await cancelIn(tx, order, input, now))) throw new Moved();
        return true;
      });
    } catch (err) {
      if (err instanceof Moved) return false;
      throw err;
    }
  };

  if (await cancelWith((tx, now) => withdrawUnsentPayout(tx, payout.idempotencyKey, now)))
    return nextStep({ orderNo: order.orderNo, status: 8 });
  const answer = await deps.payments.cancelPayout(payout.idempotencyKey, payout.currency);
  if (!answer.cancelled) throw new ApiError('DRAW_ALREADY_SENT');
  if (await cancelWith(async () => true)) return nextStep({ orderNo: order.orderNo, status: 8 });
  // The provider stopped the payout but the order had moved (a failure settled first): answer where it is.
  return nextStep(await requireOwnOrder(deps.db, userId, input.orderNo));
}
