import { and, desc, eq } from 'drizzle-orm';
import { payouts } from '../../db/schema';
import type { DbOrTx } from '../../ledger/post';
import { vendorReference } from '../../../domain/collections/vendor-reference';
import type { PayoutFailureCode, PayoutResult } from '../../providers/payments/payments-provider';

export type PayoutRow = typeof payouts.$inferSelect;

/**
 * `PAY<orderNo>N<attempt>` (the one vendor reference scheme) — what the provider sees; a new attempt (after PayFail)
 * gets a new key.
 */
export function payoutKey(orderNo: string, attempt: number): string {
  return vendorReference('payout', orderNo, attempt);
}

export async function insertPayout(
  db: DbOrTx,
  values: {
    orderId: number;
    userId: number;
    attempt: number;
    orderNo: string;
    provider: string;
    amount: number;
    currency: 'NGN' | 'MXN';
    bankAccountId: number;
    now: Date;
  },
): Promise<PayoutRow> {
  const { orderNo, now, ...row } = values;
  const [inserted] = await db
    .insert(payouts)
    .values({
      ...row,
      idempotencyKey: payoutKey(orderNo, values.attempt),
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return inserted;
}

/** The order's latest attempt; the owner is part of the query. */
export async function latestPayout(db: DbOrTx, orderId: number, userId: number): Promise<PayoutRow | null> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.orderId, orderId), eq(payouts.userId, userId)))
    .orderBy(desc(payouts.attempt))
    .limit(1);
  return row ?? null;
}

export async function findPayout(db: DbOrTx, id: number): Promise<PayoutRow | null> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).limit(1);
  return row ?? null;
}

/** Remembers the provider's reference of a pending payout. */
export async function notePending(db: DbOrTx, id: number, result: PayoutResult, now: Date): Promise<void> {
  await db
    .update(payouts)
    .set({ providerRef: result.providerRef, updatedAt: now })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'pending')));
}

/**
 * Settles a pending attempt as succeeded or failed; conditional on it still being pending, so
 * of two settlements of one attempt (the job re-run after a crash, a status check, a cancel)
 * exactly one takes effect. False when it was settled already.
 */
export async function settlePayout(
  db: DbOrTx,
  id: number,
  outcome: { status: 'succeeded' | 'failed'; providerRef: string | null; failureCode?: PayoutFailureCode },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(payouts)
    .set({
      status: outcome.status,
      providerRef: outcome.providerRef,
      failureCode: outcome.failureCode ?? null,
      updatedAt: now,
    })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'pending')))
    .returning({ id: payouts.id });
  return rows.length > 0;
}
