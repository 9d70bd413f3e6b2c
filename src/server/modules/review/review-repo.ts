import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { decisionReviews } from '../../db/schema';
import type { DbOrTx } from '../../ledger/post';

export type ReviewRow = typeof decisionReviews.$inferSelect;

/** The reviews asked for on the user's orders, by order id; the owner is part of the query. */
export async function reviewsOf(db: Db, userId: number, orderIds: number[]): Promise<Map<number, ReviewRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(decisionReviews)
    .where(and(eq(decisionReviews.userId, userId), inArray(decisionReviews.orderId, orderIds)));
  return new Map(rows.map((r) => [r.orderId, r]));
}

/**
 * One request per order, in one statement: the unique order_id makes any further insert, also
 * one racing this one, do nothing. Null when a request already exists.
 */
export async function insertReview(
  db: DbOrTx,
  values: { orderId: number; userId: number; note: string | null; answerBy: Date; now: Date },
): Promise<ReviewRow | null> {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(decisionReviews)
    .values({ ...rest, requestedAt: now })
    .onConflictDoNothing({ target: decisionReviews.orderId })
    .returning();
  return row ?? null;
}
