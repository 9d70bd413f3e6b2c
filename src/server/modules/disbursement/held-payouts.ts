import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loanOrders, products } from '../../db/schema';
import type { Deps } from '../../deps';
import { z } from 'zod';
import { jobKind } from '../../jobs/job-kind';
import { defineJob, type Sweep } from '../../jobs/runner';
import { enqueue } from '../../jobs/queue';
import type { DbOrTx } from '../../ledger/post';
import { moveOrder, type OrderRow } from '../../db/orders-repo';
import { readSetting } from '../promo';
import { payoutProviderName } from '../../providers/payments/payments-provider';
import { primaryAccount } from './payout-account';
import { enqueuePayout } from './payout-job';
import { insertPayout } from './payouts-repo';

/**
 * Decision 0059, status 18 getMoney: while an app's operator has paused payouts, Get money still
 * signs the agreement (the quote frozen, the acceptance stored, the code used) and the loan
 * waits at 18 with no payout. Once the pause is lifted, this release moves each held loan
 * 18 → 7 Lending with payout attempt 1 to the borrower's primary account as it is then — the
 * same attempt get-money would have made. The 24 h job still cancels a loan held past its
 * offer's day (approved_at + 24 h): nothing was paid, nothing is owed.
 */

export const RELEASE_HELD_JOB = jobKind('releaseHeldPayouts', z.strictObject({ packageName: z.string().min(1) }));
/** Loans released in one pass; the next pass (a minute later, or the next job) takes the rest. */
const BATCH = 200;

/** Whether the app's operator has paused payouts. */
export async function payoutsPaused(db: Db, packageName: string): Promise<boolean> {
  return (await readSetting(db, packageName, 'payouts'))?.paused ?? false;
}

async function releaseOne(deps: Deps, order: OrderRow, currency: 'NGN' | 'MXN', now: Date): Promise<boolean> {
  const account = await primaryAccount(deps.db, order.userId);
  if (!account || order.received === null) {
    // No account to pay (deleted since signing): the loan stays held until the 24 h job ends it.
    deps.log.warn({ orderId: order.id }, 'held payout not released: no bank account or no frozen quote');
    return false;
  }
  return deps.db.transaction(async (tx) => {
    if (!(await moveOrder(tx, order, 7, now, { lendingAt: now }))) return false;
    const payout = await insertPayout(tx, {
      orderId: order.id,
      userId: order.userId,
      orderNo: order.orderNo,
      attempt: 1,
      provider: payoutProviderName(deps.payments, currency),
      amount: order.received!,
      currency,
      bankAccountId: account.id,
      now,
    });
    await enqueuePayout(tx, payout, now);
    return true;
  });
}

/**
 * Releases the held loans of apps whose payouts are not paused (of one app when named). Idempotent: a released loan is
 * no longer at 18.
 */
export async function releaseHeldPayouts(deps: Deps, now: Date, packageName?: string): Promise<number> {
  const rows = await deps.db
    .select({ order: loanOrders, currency: products.currency })
    .from(loanOrders)
    .innerJoin(products, eq(products.id, loanOrders.productId))
    .where(and(eq(loanOrders.status, 18), packageName ? eq(loanOrders.packageName, packageName) : undefined))
    .orderBy(asc(loanOrders.id))
    .limit(BATCH);
  const paused = new Map<string, boolean>();
  let released = 0;
  for (const { order, currency } of rows) {
    if (!paused.has(order.packageName)) paused.set(order.packageName, await payoutsPaused(deps.db, order.packageName));
    if (paused.get(order.packageName)) continue;
    if (await releaseOne(deps, order, currency as 'NGN' | 'MXN', now)) released++;
  }
  return released;
}

/** Queued when an operator lifts an app's pause, so its held loans leave at once rather than at the next sweep. */
export async function enqueueRelease(db: DbOrTx, packageName: string, now: Date): Promise<void> {
  await enqueue(db, {
    kind: RELEASE_HELD_JOB,
    key: `${packageName}:${now.getTime()}`,
    payload: { packageName },
    runAt: now,
  });
}

export const releaseHeldJob = defineJob(RELEASE_HELD_JOB, async ({ packageName }, _job, deps) => {
  await releaseHeldPayouts(deps, deps.clock.now(), packageName);
});

/** The safety net: a pause lifted on another instance, or a job that failed, is released within a minute. */
export const releaseHeldSweep: Sweep = {
  name: 'releaseHeldPayouts',
  everyMs: 60_000,
  run: (deps, now) => releaseHeldPayouts(deps, now),
};
