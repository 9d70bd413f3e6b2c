import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { complaintPhotos, complaints, complaintUpdates, decisionReviews, privacyRequests } from '../../db/schema';
import type { DbOrTx } from '../../ledger/post';
import type { Deps } from '../../deps';
import type { Sweep } from '../../jobs/runner';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import { deleteFiles, erasePersonalData } from './erase-personal-data';

/**
 * Decision 0084: a closed account whose loans moved money keeps its identification, bank
 * accounts and agreements until `retain_until`; once that has passed they are erased with the
 * purge's own erasure (nothing kept), and the loans, payouts, payments and the ledger stay whole.
 *
 * The rows are claimed by setting `erased_at` in one statement, in the sweep's transaction: a
 * second instance (which the advisory lock normally keeps out anyway) waits on those rows and then
 * finds them claimed, and a second run finds nothing. A rollback gives the claim back.
 */
export async function eraseAfterRetention(db: Deps['db'], storage: StorageProvider, now: Date): Promise<number> {
  const claimed = await db
    .update(privacyRequests)
    .set({ erasedAt: now })
    .where(
      and(
        eq(privacyRequests.outcome, 'closed'),
        lte(privacyRequests.retainUntil, now),
        isNull(privacyRequests.erasedAt),
      ),
    )
    .returning({ userId: privacyRequests.userId });
  const userIds = [...new Set(claimed.map((r) => r.userId))];
  const files = await erasePersonalData(db, userIds, { keepRecords: false, now });
  const photos = await eraseCaseTexts(db, userIds);
  await deleteFiles(storage, [...files, ...photos]);
  return userIds.length;
}

/**
 * The borrower's own words kept with their cases, erased with the rest at the retention date:
 * complaint texts, the answers on them and their photos, and a refusal review's note. The
 * cases stay (number, category, dates, outcome) for the lender's complaint statistics. Not in
 * the 7-day purge: a refused applicant's complaint or review may still be open then.
 */
async function eraseCaseTexts(db: DbOrTx, userIds: number[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const theirs = db.select({ id: complaints.id }).from(complaints).where(inArray(complaints.userId, userIds));
  const photos = await db
    .delete(complaintPhotos)
    .where(inArray(complaintPhotos.userId, userIds))
    .returning({ key: complaintPhotos.storageKey });
  await db.update(complaintUpdates).set({ body: null }).where(inArray(complaintUpdates.complaintId, theirs));
  await db.update(complaints).set({ text: '' }).where(inArray(complaints.userId, userIds));
  await db.update(decisionReviews).set({ note: null }).where(inArray(decisionReviews.userId, userIds));
  return photos.map((p) => p.key);
}

export const retentionEndSweep: Sweep = {
  name: 'retentionEnd',
  everyMs: 3_600_000,
  run: (deps, now) => eraseAfterRetention(deps.db, deps.storage, now),
};
