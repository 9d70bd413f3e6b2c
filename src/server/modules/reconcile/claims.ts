import { and, eq, sql, type SQL } from 'drizzle-orm';
import { reconcileChecks } from '../../db/schema';
import type { DbOrTx } from '../../ledger/post';

export type CheckSubject = 'instrument' | 'payout' | 'refund';

/**
 * The rows a vendor should be asked about: open instruments; payouts and refunds pending since before `pendingBefore`.
 */
const DUE_ROWS: Record<CheckSubject, (pendingBefore: string) => SQL> = {
  instrument: () => sql`SELECT id, created_at FROM payment_instruments WHERE status = 'open'`,
  payout: (before) =>
    sql`SELECT id, created_at FROM payouts WHERE status = 'pending' AND created_at <= ${before}::timestamptz`,
  refund: (before) =>
    sql`SELECT id, created_at FROM credit_refunds WHERE status = 'pending' AND created_at <= ${before}::timestamptz`,
};

export interface ClaimWindow {
  now: Date;
  /** When a claimed row is due again (the start of the next interval). */
  nextAt: Date;
  pendingBefore: Date;
  limit: number;
}

/**
 * Claims up to `limit` rows of a subject that are due, the longest unasked first, in ONE
 * statement: a row nobody asked about yet is inserted, one asked before is taken only while
 * its next_at has passed. Two instances claiming at once meet on the primary key; the second
 * re-reads the row the first committed, finds next_at in the future and skips it — so each
 * row is asked about once per interval however many instances run.
 */
export async function claimDue(db: DbOrTx, subject: CheckSubject, w: ClaimWindow): Promise<number[]> {
  const now = w.now.toISOString();
  const result = await db.execute(sql`
    WITH due AS (
      SELECT s.id FROM (${DUE_ROWS[subject](w.pendingBefore.toISOString())}) s
      LEFT JOIN reconcile_checks c ON c.subject = ${subject} AND c.subject_id = s.id
      WHERE c.next_at IS NULL OR c.next_at <= ${now}::timestamptz
      ORDER BY coalesce(c.checked_at, s.created_at), s.id
      LIMIT ${w.limit}
    )
    INSERT INTO reconcile_checks (subject, subject_id, next_at, checked_at)
    SELECT ${subject}, id, ${w.nextAt.toISOString()}::timestamptz, ${now}::timestamptz FROM due
    ON CONFLICT (subject, subject_id) DO UPDATE
      SET next_at = excluded.next_at, checked_at = excluded.checked_at, checks = reconcile_checks.checks + 1
      WHERE reconcile_checks.next_at <= ${now}::timestamptz
    RETURNING subject_id`);
  return (result as unknown as { rows: { subject_id: string | number }[] }).rows.map((r) => Number(r.subject_id));
}

/** What the vendor answered last, for the console ("pending", "unknownAtVendor", "credited", …). */
export async function noteOutcome(db: DbOrTx, subject: CheckSubject, id: number, outcome: string): Promise<void> {
  await db
    .update(reconcileChecks)
    .set({ lastOutcome: outcome.slice(0, 60) })
    .where(and(eq(reconcileChecks.subject, subject), eq(reconcileChecks.subjectId, id)));
}
