import { and, eq, isNull } from 'drizzle-orm';
import type { LoanStatus } from '../../../domain/loan-status/statuses';
import type { Market } from '../../../domain/markets/market';
import { addDays } from '../../../domain/pricing/civil-date';
import { jobs, loanOrders, products } from '../../db/schema';
import type { Deps } from '../../deps';
import { enqueue } from '../../jobs/queue';
import { z } from 'zod';
import { jobKind, rowId } from '../../jobs/job-kind';
import { defineJob } from '../../jobs/runner';
import { postTransaction, type DbOrTx } from '../../ledger/post';
import type { PayoutResult } from '../../providers/payments/payments-provider';
import { marketToday } from '../../../domain/markets/market-date';
import { moveOrder } from '../../db/orders-repo';
import { keepCouponsUntilDue } from '../promo';
import { disbursementDraft, frozenQuoteOf } from './disbursement-ledger';
import { accountOfPayout, toPayoutAccount } from './payout-account';
import { findPayout, notePending, settlePayout, type PayoutRow } from './payouts-repo';

export const PAYOUT_JOB = jobKind('payout', z.strictObject({ payoutId: rowId }));
/** `check` counts the status checks of the attempt, from 1. */
export const PAYOUT_STATUS_JOB = jobKind(
  'payoutStatus',
  z.strictObject({ payoutId: rowId, check: z.number().int().positive() }),
);
/** A payout still pending after this many checks (about two days at the 10-minute cap) is left to an operator. */
export const MAX_STATUS_CHECKS = 300;

/** 2 s, 4 s, 8 s, … capped at 10 minutes between status checks. */
export function statusCheckDelayMs(check: number): number {
  return Math.min(600_000, 1000 * 2 ** Math.min(check, 20));
}

/** Queues the sending of an attempt, in the transaction that created it; the attempt's key is the job's. */
export async function enqueuePayout(
  db: DbOrTx,
  payout: Pick<PayoutRow, 'id' | 'idempotencyKey'>,
  now: Date,
): Promise<void> {
  await enqueue(db, { kind: PAYOUT_JOB, key: payout.idempotencyKey, payload: { payoutId: payout.id }, runAt: now });
}

/** Records a vendor's event in the transaction of its effect; false when it was recorded before (payout-events.ts). */
export type EventClaim = (tx: DbOrTx) => Promise<boolean>;

export async function orderOf(db: DbOrTx, payout: Pick<PayoutRow, 'orderId' | 'userId'>) {
  const [row] = await db
    .select({ order: loanOrders, market: products.market })
    .from(loanOrders)
    .innerJoin(products, eq(products.id, loanOrders.productId))
    .where(and(eq(loanOrders.id, payout.orderId), eq(loanOrders.userId, payout.userId)))
    .limit(1);
  return row ?? null;
}

/** Sends (or re-sends: same key, same payment) an attempt to the provider. */
async function send(deps: Deps, payout: PayoutRow, orderNo: string): Promise<PayoutResult> {
  const account = await accountOfPayout(deps.db, payout.userId, payout.bankAccountId);
  if (!account) throw new Error(`payout ${payout.idempotencyKey}: bank account missing`);
  return deps.payments.payout({
    idempotencyKey: payout.idempotencyKey,
    orderNo,
    amount: payout.amount,
    currency: payout.currency,
    account: toPayoutAccount(account, deps.config.dataKey),
  });
}

class OrderNotLending extends Error {}

/**
 * The provider paid: in one transaction the attempt is settled, the disbursement is posted to
 * the ledger and the order moves 7 → 2 with its disbursement time and due date. The due date
 * counts the agreed days from the day the money left, in the market's zone (decision 0011), so
 * a payout that lands a day late never shortens the loan. Conditional on the attempt still
 * being pending: a re-run (after a crash, or a status check racing the job) changes nothing.
 */
async function settleSucceeded(deps: Deps, payout: PayoutRow, result: PayoutResult, claim?: EventClaim): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (claim && !(await claim(tx))) return;
    if (!(await settlePayout(tx, payout.id, { status: 'succeeded', providerRef: result.providerRef }, now))) return;
    const row = await orderOf(tx, payout);
    if (!row || row.order.status !== 7)
      throw new OrderNotLending(`payout ${payout.idempotencyKey} succeeded but its order is at ${row?.order.status}`);
    const { order } = row;
    const frozen = frozenQuoteOf(order);
    if (!frozen || order.days === null) throw new Error(`order ${order.orderNo} has no frozen quote`);
    await postTransaction(tx, disbursementDraft(frozen, payout.currency, payout.attempt), now);
    const dueDate = addDays(marketToday(row.market as Market, now), order.days);
    if (!(await moveOrder(tx, order, 2, now, { disbursedAt: now, dueDate })))
      throw new OrderNotLending(`order ${order.orderNo} moved while paying out`);
    await keepCouponsUntilDue(tx, order.userId, row.market as Market, dueDate, now);
  });
}

/**
 * The provider refused: the attempt fails and the order goes 7 → 10 PayFail (nothing was paid,
 * nothing is posted). A 'cancelled' failure is the borrower's own cancel-draw-money, which moves
 * the order itself.
 */
async function settleFailed(deps: Deps, payout: PayoutRow, result: PayoutResult, claim?: EventClaim): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (claim && !(await claim(tx))) return;
    // Money that came back before we counted it as paid is a failure like any other.
    const failureCode = result.failureCode ?? (result.status === 'reversed' ? 'reversed' : 'rejected');
    if (!(await settlePayout(tx, payout.id, { status: 'failed', providerRef: result.providerRef, failureCode }, now)))
      return;
    if (failureCode === 'cancelled') return;
    const row = await orderOf(tx, payout);
    if (row && (row.order.status as LoanStatus) === 7) await moveOrder(tx, row.order, 10, now, { payFailAt: now });
  });
}

/**
 * Applies what the provider answered for an attempt we hold as pending, exactly once (every
 * settlement is conditional on pending); with a vendor's event, the event is recorded in the
 * same transaction. Answers whether the attempt is still pending.
 */
export async function applySettlement(
  deps: Deps,
  payout: PayoutRow,
  result: PayoutResult,
  claim?: EventClaim,
): Promise<boolean> {
  if (result.status === 'succeeded') await settleSucceeded(deps, payout, result, claim);
  else if (result.status === 'failed' || result.status === 'reversed') await settleFailed(deps, payout, result, claim);
  else return true;
  return false;
}

async function applyResult(deps: Deps, payout: PayoutRow, result: PayoutResult, check: number): Promise<void> {
  if (!(await applySettlement(deps, payout, result))) return;
  const now = deps.clock.now();
  await notePending(deps.db, payout.id, result, now);
  if (check > MAX_STATUS_CHECKS) {
    deps.log.error(
      { payout: payout.idempotencyKey },
      'payout still pending after every status check: needs an operator',
    );
    return;
  }
  await enqueue(deps.db, {
    kind: PAYOUT_STATUS_JOB,
    key: `${payout.idempotencyKey}:check:${check}`,
    payload: { payoutId: payout.id, check },
    runAt: new Date(now.getTime() + statusCheckDelayMs(check)),
  });
}

/**
 * Sends a pending attempt. An order no longer lending (cancelled before the job ran) sends
 * nothing. A crash after the provider paid but before the database recorded it re-runs this
 * with the same key: the provider answers the same outcome and nothing is paid twice.
 */
export const payoutJob = defineJob(PAYOUT_JOB, async ({ payoutId }, _job, deps) => {
  const payout = await findPayout(deps.db, payoutId);
  if (!payout || payout.status !== 'pending') return;
  const row = await orderOf(deps.db, payout);
  if (!row || row.order.status !== 7) return;
  await applyResult(deps, payout, await send(deps, payout, row.order.orderNo), 1);
});

/** Asks the provider how a pending attempt stands; one it never saw is sent again under the same key. */
export const payoutStatusJob = defineJob(PAYOUT_STATUS_JOB, async ({ payoutId, check }, _job, deps) => {
  const payout = await findPayout(deps.db, payoutId);
  if (!payout || payout.status !== 'pending') return;
  let result = await deps.payments.payoutStatus(payout.idempotencyKey, payout.currency);
  if (!result) {
    const row = await orderOf(deps.db, payout);
    if (!row || row.order.status !== 7) return;
    result = await send(deps, payout, row.order.orderNo);
  }
  await applyResult(deps, payout, result, check + 1);
});

/**
 * Takes back an attempt whose job no runner has claimed yet, so it is never sent: marks the
 * job done in the caller's transaction. A job once claimed (attempts > 0) may be talking to the
 * provider right now; then only the provider can say whether the payout can still be stopped.
 * Claiming (jobs/queue.ts) and this update both lock the row, so exactly one of them wins.
 */
export async function withdrawUnsentPayout(db: DbOrTx, idempotencyKey: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ doneAt: now, lockedUntil: null, lastError: 'withdrawn before sending: the borrower cancelled' })
    .where(
      and(
        eq(jobs.kind, PAYOUT_JOB.name),
        eq(jobs.key, idempotencyKey),
        eq(jobs.attempts, 0),
        isNull(jobs.doneAt),
        isNull(jobs.failedAt),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length > 0;
}
