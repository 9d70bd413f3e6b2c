import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identityVerifications } from '../../db/schema';

export type VerificationRow = typeof identityVerifications.$inferSelect;
export type VerificationKind = VerificationRow['kind'];

export interface VerificationResult {
  kind: VerificationKind;
  vendor: string;
  status: 'passed' | 'failed' | 'unavailable';
  reasonCodes: string[];
  score?: number | null;
}

/** The order's checks, scoped by its owner. */
export async function verificationsOf(db: Db, userId: number, orderId: number): Promise<VerificationRow[]> {
  return db
    .select()
    .from(identityVerifications)
    .where(and(eq(identityVerifications.userId, userId), eq(identityVerifications.orderId, orderId)));
}

/**
 * Records a check's outcome. A verdict (passed/failed) is final: only a check still waiting on
 * an outage is overwritten, counting the attempt, so two runs racing cannot flip a verdict.
 */
export async function recordVerification(
  db: Db,
  owner: { userId: number; orderId: number },
  r: VerificationResult,
  now: Date,
): Promise<void> {
  const settled = r.status === 'unavailable' ? null : now;
  await db
    .insert(identityVerifications)
    .values({
      userId: owner.userId,
      orderId: owner.orderId,
      kind: r.kind,
      vendor: r.vendor,
      status: r.status,
      reasonCodes: r.reasonCodes,
      score: r.score ?? null,
      attempts: 1,
      createdAt: now,
      updatedAt: now,
      checkedAt: settled,
    })
    .onConflictDoUpdate({
      target: [identityVerifications.orderId, identityVerifications.kind],
      set: {
        vendor: r.vendor,
        status: r.status,
        reasonCodes: r.reasonCodes,
        score: r.score ?? null,
        attempts: sql`${identityVerifications.attempts} + 1`,
        updatedAt: now,
        checkedAt: settled,
      },
      setWhere: sql`${identityVerifications.status} = 'unavailable'`,
    });
}
