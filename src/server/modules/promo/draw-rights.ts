import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { drawRights } from '../../db/schema';
import type { DbOrTx } from './promo-context';

/**
 * Grants one lottery draw for an event, once: `sourceKey` names the event (see
 * domain/coupons/source-keys.ts, e.g. 'order:<orderNo>:repaid') and is unique, so reporting
 * the same event again — even concurrently — grants nothing more. The repayment work calls
 * this when a loan is repaid on time.
 */
export async function grantDrawRight(db: DbOrTx, userId: number, sourceKey: string): Promise<{ granted: boolean }> {
  const rows = await db
    .insert(drawRights)
    .values({ userId, sourceKey })
    .onConflictDoNothing({ target: drawRights.sourceKey })
    .returning({ id: drawRights.id });
  return { granted: rows.length > 0 };
}

export async function countUnusedRights(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(drawRights)
    .where(and(eq(drawRights.userId, userId), isNull(drawRights.usedAt)));
  return Number(row.n);
}

/**
 * Marks the caller's oldest unused right used and returns it, or null when none is left.
 * Concurrent callers skip a row another transaction holds, and the outer `used_at IS NULL`
 * re-check means a right is consumed by exactly one transaction; run it in the transaction
 * that records the draw, so a failed draw gives the right back.
 */
export async function consumeOldestRight(
  tx: DbOrTx,
  userId: number,
  now: Date,
): Promise<{ id: number; sourceKey: string } | null> {
  const oldest = tx
    .select({ id: drawRights.id })
    .from(drawRights)
    .where(and(eq(drawRights.userId, userId), isNull(drawRights.usedAt)))
    .orderBy(asc(drawRights.id))
    .limit(1)
    .for('update', { skipLocked: true });
  // A scalar subquery runs once (an InitPlan); `id IN (subquery)` may be planned as a semi-join
  // that rescans the LIMIT 1 subquery per row and would consume every right at once.
  const [row] = await tx
    .update(drawRights)
    .set({ usedAt: now })
    .where(and(eq(drawRights.id, sql`(${oldest})`), eq(drawRights.userId, userId), isNull(drawRights.usedAt)))
    .returning({ id: drawRights.id, sourceKey: drawRights.sourceKey });
  return row ?? null;
}
