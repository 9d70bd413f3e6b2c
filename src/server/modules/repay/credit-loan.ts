import { and, eq } from 'drizzle-orm';
import { sourceKeys } from '../../../domain/coupons/source-keys';
import type { CurrencyCode } from '../../../domain/markets/market';
import type { MinorUnits } from '../../../domain/money/money';
import { allocatePayment, totalOwed, type Owed } from '../../../domain/repayment/allocation';
import { loanFigures, type LoanBalances } from '../../../domain/repayment/loan-figures';
import {
  couponDraft,
  recoveryDraft,
  repaymentDraft,
  unearnedInterestDraft,
  type LoanRef,
} from '../../../domain/repayment/postings';
import { loanOrders, orderStatusHistory } from '../../db/schema';
import type { Deps } from '../../deps';
import { postTransaction, type DbOrTx } from '../../ledger/post';
import { onLoanRepaidOnTime } from '../assessment';
import type { OrderRow } from '../../db/orders-repo';
import { moveOrder } from '../../db/orders-repo';
import { keepPaidPromises } from '../../db/promises-repo';
import { markReservedCouponUsed, releaseCouponReservation, reservedCouponFor, grantDrawRight } from '../promo';
import { closeOrderInstruments } from './instruments-repo';
import { interestToday, marketOfCurrency } from './interest-today';
import { loanBalances } from './loan-balances';

/** Orders a repayment can be credited to: the money is out and not yet all back. */
export const REPAYABLE_STATUSES = [2, 3] as const;

/** The caller's repayable order, locked so concurrent credits of one loan allocate one after another. */
export async function lockRepayableOrder(db: DbOrTx, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(loanOrders).where(eq(loanOrders.id, orderId)).limit(1).for('update');
  return row && (REPAYABLE_STATUSES as readonly number[]).includes(row.status) ? row : null;
}

export function loanRef(order: OrderRow, currency: CurrencyCode): LoanRef {
  return { id: order.id, userId: order.userId, orderNo: order.orderNo, currency };
}

export interface Credited {
  transactionId: number;
  /** False when the key had been posted before (nothing new happened). */
  created: boolean;
  finished: boolean;
}

/**
 * Credits money received for a loan, inside the caller's transaction (the order row locked
 * by `lockRepayableOrder`): one balanced repayment transaction allocating penalty → fees →
 * interest → principal, any excess to borrowerCredit (decision 0012). When nothing is left
 * beyond what the reserved coupon covers, the loan finishes: the coupon is posted and marked
 * used, the order moves to 4 Finish, and a loan never overdue raises the limit and grants a
 * draw right — all in the same transaction as the money.
 */
export async function creditLoan(
  deps: Pick<Deps, 'clock' | 'db'>,
  tx: DbOrTx,
  order: OrderRow,
  currency: CurrencyCode,
  payment: { key: string; amount: MinorUnits; memo: string },
): Promise<Credited> {
  const now = deps.clock.now();
  const loan = loanRef(order, currency);
  const ledger = await loanBalances(tx, order.id);
  if (order.writtenOffAt) return creditRecovery(deps, tx, order, loan, ledger.writtenOff, payment);
  const before = await withUnearnedReversed(tx, order, loan, ledger, payment.amount, now);
  const allocation = allocatePayment(payment.amount, before);
  const posted = await postTransaction(tx, repaymentDraft(loan, payment.key, allocation, payment.memo), now);
  if (!posted.created) return { transactionId: posted.transactionId, created: false, finished: false };
  // An open promise to pay is kept by the money itself, in the same transaction (decision 0086).
  await keepPaidPromises(tx, order.id, now);

  const after: Owed = {
    penalty: before.penalty - allocation.penalty,
    fees: before.fees - allocation.fees,
    interest: before.interest - allocation.interest,
    principal: before.principal - allocation.principal,
  };
  const left = totalOwed(after);
  const coupon = await reservedCouponFor(tx, order.userId, order.id);
  if (left > (coupon?.amount ?? 0)) return { transactionId: posted.transactionId, created: true, finished: false };

  if (coupon && left > 0) {
    await postTransaction(tx, couponDraft(loan, allocatePayment(left, after)), now);
    await markReservedCouponUsed(tx, order.userId, order.id, now);
  } else if (coupon) {
    // Paid in full without needing the coupon: it goes back to the wallet for the next loan.
    await releaseCouponReservation(tx, order.userId, order.id);
  }
  await finishLoan(deps, tx, order, now);
  return { transactionId: posted.transactionId, created: true, finished: true };
}

/**
 * A payment that pays the loan off before its due date (decision 0095): the interest not earned by
 * today, and its tax, is taken back in its own transaction (key `unearned:<orderNo>`) before the
 * payment is allocated, so the payment finishes the loan at today's cost. A smaller payment, a loan
 * earning for the term, or one at or past its due date changes nothing. The balances to allocate
 * against are returned.
 */
async function withUnearnedReversed(
  tx: DbOrTx,
  order: OrderRow,
  loan: LoanRef,
  ledger: LoanBalances,
  amount: MinorUnits,
  now: Date,
): Promise<LoanBalances> {
  const earned = interestToday(order, marketOfCurrency(loan.currency), now);
  if (earned.unearned + earned.unearnedTax === 0) return ledger;
  const coupon = await reservedCouponFor(tx, order.userId, order.id);
  if (amount < loanFigures(ledger, coupon?.amount ?? null, earned.unearned + earned.unearnedTax).amountDue)
    return ledger;
  await postTransaction(tx, unearnedInterestDraft(loan, earned.unearned, earned.unearnedTax, ledger), now);
  return loanBalances(tx, order.id);
}

/**
 * A payment on a written-off loan (decision 0087): recovered against the loss up to what the
 * write-off left, the rest owed back as credit; recovering all of it finishes the loan. No coupon
 * applies (the write-off released it) and the loan was late, so nothing is "repaid on time".
 */
async function creditRecovery(
  deps: Pick<Deps, 'clock' | 'db'>,
  tx: DbOrTx,
  order: OrderRow,
  loan: LoanRef,
  left: MinorUnits,
  payment: { key: string; amount: MinorUnits; memo: string },
): Promise<Credited> {
  const now = deps.clock.now();
  const recovered = Math.min(payment.amount, left);
  const posted = await postTransaction(
    tx,
    recoveryDraft(loan, payment.key, recovered, payment.amount - recovered, `${payment.memo} (recovery)`),
    now,
  );
  if (!posted.created || recovered < left)
    return { transactionId: posted.transactionId, created: posted.created, finished: false };
  await finishLoan(deps, tx, order, now);
  return { transactionId: posted.transactionId, created: true, finished: true };
}

/** 2/3 → 4 Finish with its effects. A loan that never went overdue is "repaid on time". */
async function finishLoan(deps: Pick<Deps, 'clock' | 'db'>, tx: DbOrTx, order: OrderRow, now: Date): Promise<void> {
  if (!(await moveOrder(tx, order, 4, now, { finishedAt: now })))
    throw new Error(`order ${order.orderNo} moved while locked`);
  await closeOrderInstruments(tx, order.id, now);
  const [late] = await tx
    .select({ id: orderStatusHistory.id })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.toStatus, 3)))
    .limit(1);
  if (late || order.status === 3) return;
  await onLoanRepaidOnTime(deps, order.id, tx);
  await grantDrawRight(tx, order.userId, sourceKeys.repaidOnTime(order.orderNo));
}
