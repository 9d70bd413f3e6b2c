import { and, inArray, sql } from 'drizzle-orm';
import {
  additionInfos,
  agreementAcceptances,
  bankAccounts,
  consents,
  deviceUploads,
  identityChecks,
  identityClashes,
  identityImages,
  identityVerifications,
  personalInfos,
  payouts,
  questionnaires,
  repaymentVouchers,
} from '../../db/schema';
import type { DbOrTx } from '../../ledger/post';
import type { StorageProvider } from '../../providers/storage/storage-provider';

/**
 * The one erasure of a borrower's personal data, used by the 7-day purge of rejected applicants
 * and by a borrower closing their account (decision 0084). Always erased: work details and the
 * emergency contacts, identity photos and checks (vendor verdicts too), the questionnaire,
 * device data, consents and identity clashes. `keepRecords` is for a borrower whose loans moved
 * money: the law makes a lender keep who they lent to and where the money went, so the
 * identification (names, date of birth, address, national IDs) and the bank accounts stay —
 * the ways to contact them do not. Without it, those go too: by the purge and the closing of an
 * account that never borrowed, and by the retention-end sweep once `retainUntil` has passed. What
 * the money records point at outlives the person: a bank account a payout went to keeps its row
 * (the payout's foreign key) with its number, name, BVN and phone blanked, and a signed
 * agreement keeps its version, language, time and hash while its text (name and ID) goes. The
 * loans, payouts, payments and the ledger are never touched.
 *
 * Returns the storage keys of the files the rows pointed to: the caller deletes them once the
 * rows are gone (`deleteFiles`), so no file outlives its row and none is lost to a rollback.
 */
export async function erasePersonalData(
  db: DbOrTx,
  userIds: number[],
  opts: { keepRecords: boolean; now?: Date },
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const images = await db
    .select({ key: identityImages.storageKey })
    .from(identityImages)
    .where(inArray(identityImages.userId, userIds));
  const vouchers = await db
    .select({ key: repaymentVouchers.storageKey })
    .from(repaymentVouchers)
    .where(inArray(repaymentVouchers.userId, userIds));
  await db.delete(identityImages).where(inArray(identityImages.userId, userIds));
  await db.delete(identityChecks).where(inArray(identityChecks.userId, userIds));
  await db.delete(additionInfos).where(inArray(additionInfos.userId, userIds));
  await db.delete(questionnaires).where(inArray(questionnaires.userId, userIds));
  await db.delete(deviceUploads).where(inArray(deviceUploads.userId, userIds));
  await db.delete(consents).where(inArray(consents.userId, userIds));
  await db.delete(identityClashes).where(inArray(identityClashes.userId, userIds));
  await db.delete(identityVerifications).where(inArray(identityVerifications.userId, userIds));
  if (opts.keepRecords) {
    await db
      .update(personalInfos)
      .set({ email: '', whatsappNo: null, alternativePhone: null })
      .where(inArray(personalInfos.userId, userIds));
    await db.update(bankAccounts).set({ phone: null }).where(inArray(bankAccounts.userId, userIds));
  } else {
    await db.delete(personalInfos).where(inArray(personalInfos.userId, userIds));
    const paidTo = sql`exists (select 1 from ${payouts} p where p.bank_account_id = ${bankAccounts.id})`;
    await db
      .update(bankAccounts)
      .set({
        accountEnc: '',
        accountHash: '',
        accountLast4: '',
        bvnEnc: null,
        bvnHash: null,
        accountName: null,
        phone: null,
        validPeriod: null,
        deletedAt: sql`coalesce(${bankAccounts.deletedAt}, ${(opts.now ?? new Date()).toISOString()}::timestamptz)`,
      })
      .where(and(inArray(bankAccounts.userId, userIds), paidTo));
    await db.delete(bankAccounts).where(and(inArray(bankAccounts.userId, userIds), sql`not ${paidTo}`));
    await db.update(agreementAcceptances).set({ html: '' }).where(inArray(agreementAcceptances.userId, userIds));
  }
  return [...images, ...vouchers].map((r) => r.key);
}

/** Deletes the files of erased rows; deleting a file already gone is a no-op, so a retry is safe. */
export async function deleteFiles(storage: StorageProvider, keys: string[]): Promise<void> {
  for (const key of keys) await storage.delete(key);
}
