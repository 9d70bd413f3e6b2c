import { and, inArray, isNull, lte, eq, sql } from 'drizzle-orm';
import {
  additionInfos, bankAccounts, consents, deviceUploads, identityChecks, identityClashes, identityImages, identityVerifications, loanOrders, payouts, personalInfos, questionnaires,
} from '../../db/schema';
import type { Deps } from '../../deps';
import type { Sweep } from '../../jobs/runner';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import { TERMINAL_STATUSES } from '../../db/orders-repo';

/** SPEC §9: a rejected applicant's data is deleted after one week. */
export const PURGE_AFTER_MS = 7 * 86_400_000;

/**
 * Deletes the personal data of applicants rejected at least a week ago: personal and work
 * info, identity images (the files too) and checks (vendor verdicts too), bank accounts, questionnaire, device
 * data and consents. Kept: the users row, the rejected order and its assessment — what the
 * 30-day rule reads — with personal_data_purged_at set.
 *
 * Only users with nothing else going on qualify: no open order (they applied again and are
 * onboarding), and no order that ever moved money (a payout attempt or a disbursement), whose
 * records the lender must keep. Set-based and idempotent: a second run finds nothing.
 *
 * Files are deleted inside the transaction, after the rows: if the commit then fails, the rows
 * come back and the next run deletes them (deleting a missing file is a no-op); the other
 * order would risk files nobody points to any more.
 */
export async function purgeRejected(db: Deps['db'], storage: StorageProvider, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - PURGE_AFTER_MS);
  const due = and(eq(loanOrders.status, 9), lte(loanOrders.rejectedAt, cutoff), isNull(loanOrders.personalDataPurgedAt));
  const candidates = db.selectDistinct({ userId: loanOrders.userId }).from(loanOrders).where(and(
    due,
    sql`not exists (select 1 from ${loanOrders} o2 where o2.user_id = ${loanOrders.userId} and (
      o2.status not in (${sql.join(TERMINAL_STATUSES.map((s) => sql`${s}`), sql`, `)})
      or o2.disbursed_at is not null
      or exists (select 1 from ${payouts} p where p.order_id = o2.id)))`,
  ));
  const userIds = (await candidates).map((r) => r.userId);
  if (userIds.length === 0) return 0;

  const images = await db.select({ key: identityImages.storageKey }).from(identityImages).where(inArray(identityImages.userId, userIds));
  await db.delete(identityImages).where(inArray(identityImages.userId, userIds));
  await db.delete(identityChecks).where(inArray(identityChecks.userId, userIds));
  await db.delete(personalInfos).where(inArray(personalInfos.userId, userIds));
  await db.delete(additionInfos).where(inArray(additionInfos.userId, userIds));
  await db.delete(bankAccounts).where(inArray(bankAccounts.userId, userIds));
  await db.delete(questionnaires).where(inArray(questionnaires.userId, userIds));
  await db.delete(deviceUploads).where(inArray(deviceUploads.userId, userIds));
  await db.delete(consents).where(inArray(consents.userId, userIds));
  await db.delete(identityClashes).where(inArray(identityClashes.userId, userIds));
  await db.delete(identityVerifications).where(inArray(identityVerifications.userId, userIds));
  const marked = await db.update(loanOrders).set({ personalDataPurgedAt: now })
    .where(and(due, inArray(loanOrders.userId, userIds))).returning({ id: loanOrders.id });
  for (const { key } of images) await storage.delete(key);
  return marked.length;
}

export const purgeRejectedSweep: Sweep = {
  name: 'purgeRejected',
  everyMs: 3_600_000,
  run: (deps, now) => purgeRejected(deps.db, deps.storage, now),
};
