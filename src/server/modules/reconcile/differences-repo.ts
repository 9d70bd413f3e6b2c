import { and, asc, eq, isNull } from 'drizzle-orm';
import { reconcileDifferences, reconcileRuns } from '../../db/schema';
import type { DbOrTx } from '../../ledger/post';

export type DifferenceRow = typeof reconcileDifferences.$inferSelect;
export type NewDifference = Pick<
  DifferenceRow,
  'subject' | 'vendor' | 'vendorId' | 'ourReference' | 'kind' | 'currency' | 'amountVendor' | 'amountLedger'
>;

/**
 * Records a difference once: the same (subject, vendor, vendor id, kind) found again changes nothing. True when new.
 */
export async function recordDifference(
  db: DbOrTx,
  d: NewDifference,
  now: Date,
  resolved?: { at: Date; resolution: string },
): Promise<boolean> {
  const rows = await db
    .insert(reconcileDifferences)
    .values({
      ...d,
      foundAt: now,
      resolvedAt: resolved?.at ?? null,
      resolution: resolved?.resolution ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: reconcileDifferences.id });
  return rows.length > 0;
}

export async function resolveDifference(db: DbOrTx, id: number, now: Date, resolution: string): Promise<void> {
  await db
    .update(reconcileDifferences)
    .set({ resolvedAt: now, resolution })
    .where(and(eq(reconcileDifferences.id, id), isNull(reconcileDifferences.resolvedAt)));
}

export async function openDifferences(
  db: DbOrTx,
  subject: DifferenceRow['subject'],
  kind: DifferenceRow['kind'],
): Promise<DifferenceRow[]> {
  return db
    .select()
    .from(reconcileDifferences)
    .where(
      and(
        eq(reconcileDifferences.subject, subject),
        eq(reconcileDifferences.kind, kind),
        isNull(reconcileDifferences.resolvedAt),
      ),
    )
    .orderBy(asc(reconcileDifferences.foundAt), asc(reconcileDifferences.id))
    .limit(1000);
}

export async function recordRun(db: DbOrTx, run: typeof reconcileRuns.$inferInsert): Promise<void> {
  await db.insert(reconcileRuns).values(run);
}
