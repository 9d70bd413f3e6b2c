import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  bankAccounts,
  bureauReportRuns,
  identityChecks,
  identityClashes,
  operators,
  personalInfos,
} from '../db/schema';
import type { DbOrTx } from '../ledger/post';
import { rotateDataKeyCheck } from './data-key-check';
import { BUREAU_FILE_FIELD, FIELD, FieldCipher, TOTP_FIELD } from './field-cipher';

/**
 * Every column encrypted with the data key, as `table.column`, and every lookup hash keyed by
 * it. rotate-data-key.test.ts fails when the schema gains an `_enc` column not listed here: a
 * rotation that skipped it would leave values no key can read.
 */
export const ENCRYPTED_COLUMNS = [
  'personal_infos.national_id_enc',
  'personal_infos.rfc_enc',
  'personal_infos.nss_enc',
  'identity_checks.ocr_national_id_enc',
  'bank_accounts.account_enc',
  'bank_accounts.bvn_enc',
  'operators.totp_secret_enc',
  'data_key_check.check_enc',
  'bureau_report_runs.file_enc',
] as const;
export const DATA_KEY_HASH_COLUMNS = [
  'personal_infos.national_id_hash',
  'bank_accounts.account_hash',
  'bank_accounts.bvn_hash',
  'identity_clashes.national_id_hash',
] as const;

export interface RotationCount {
  personalInfos: number;
  identityChecks: number;
  bankAccounts: number;
  operators: number;
  identityClashes: number;
  dataKeyCheck: number;
  bureauReports: number;
}

/**
 * Re-encrypts every encrypted column and recomputes every lookup hash from the old data key to
 * the new one, in ONE transaction: it commits whole (each value read back under the new key
 * first) or changes nothing. Run it while no instance writes (they hold the old key): stop the
 * app, rotate, start it with the new DATA_KEY (docs/operations.md).
 */
export async function rotateDataKey(db: Db, oldKey: string, newKey: string): Promise<RotationCount> {
  const from = new FieldCipher(oldKey);
  const to = new FieldCipher(newKey);
  if (oldKey === newKey) throw new Error('the new data key is the old one');
  const again = (purpose: string, stored: string | null) => {
    if (stored === null) return null;
    const plain = from.decrypt(purpose, stored);
    const sealed = to.encrypt(purpose, plain);
    if (to.decrypt(purpose, sealed) !== plain)
      throw new Error(`${purpose}: a value did not read back under the new key`);
    return sealed;
  };
  return db.transaction(async (tx) => {
    const count: RotationCount = {
      personalInfos: 0,
      identityChecks: 0,
      bankAccounts: 0,
      operators: 0,
      identityClashes: 0,
      dataKeyCheck: 0,
      bureauReports: 0,
    };
    for (const row of await tx.select().from(personalInfos)) {
      const nationalId = row.nationalIdEnc ? from.decrypt(FIELD.nationalId, row.nationalIdEnc) : null;
      // A clashing CURP is kept without its hash (identity_clashes): it stays without one.
      const hash =
        nationalId !== null && row.nationalIdHash !== null ? to.lookupHash(FIELD.nationalId, nationalId) : null;
      await tx
        .update(personalInfos)
        .set({
          nationalIdEnc: again(FIELD.nationalId, row.nationalIdEnc),
          nationalIdHash: hash,
          rfcEnc: again(FIELD.rfc, row.rfcEnc),
          nssEnc: again(FIELD.nss, row.nssEnc),
        })
        .where(eq(personalInfos.userId, row.userId));
      count.personalInfos++;
      count.identityClashes += await rehashClashes(tx, row.userId, FIELD.nationalId, nationalId, from, to);
    }
    for (const row of await tx
      .select({ userId: identityChecks.userId, enc: identityChecks.ocrNationalIdEnc })
      .from(identityChecks)
      .where(isNotNull(identityChecks.ocrNationalIdEnc))) {
      await tx
        .update(identityChecks)
        .set({ ocrNationalIdEnc: again(FIELD.ocrNationalId, row.enc) })
        .where(eq(identityChecks.userId, row.userId));
      count.identityChecks++;
    }
    // An account erased after its retention (decision 0084) holds no number to re-seal.
    for (const row of await tx.select().from(bankAccounts).where(ne(bankAccounts.accountEnc, ''))) {
      const account = from.decrypt(FIELD.account, row.accountEnc);
      const bvn = row.bvnEnc ? from.decrypt(FIELD.bvn, row.bvnEnc) : null;
      await tx
        .update(bankAccounts)
        .set({
          accountEnc: again(FIELD.account, row.accountEnc)!,
          accountHash: to.lookupHash(FIELD.account, `${row.market}:${row.bankCode}:${account}`),
          bvnEnc: again(FIELD.bvn, row.bvnEnc),
          bvnHash: bvn === null ? null : to.lookupHash(FIELD.bvn, bvn),
        })
        .where(eq(bankAccounts.id, row.id));
      count.identityClashes += await rehashClashes(tx, row.userId, FIELD.bvn, bvn, from, to);
      count.bankAccounts++;
    }
    for (const row of await tx
      .select({ id: operators.id, enc: operators.totpSecretEnc })
      .from(operators)
      .where(isNotNull(operators.totpSecretEnc))) {
      await tx
        .update(operators)
        .set({ totpSecretEnc: again(TOTP_FIELD, row.enc) })
        .where(eq(operators.id, row.id));
      count.operators++;
    }
    for (const row of await tx
      .select({ id: bureauReportRuns.id, enc: bureauReportRuns.fileEnc })
      .from(bureauReportRuns)) {
      await tx
        .update(bureauReportRuns)
        .set({ fileEnc: again(BUREAU_FILE_FIELD, row.enc)! })
        .where(eq(bureauReportRuns.id, row.id));
      count.bureauReports++;
    }
    // The start's check value (data-key-check.ts): a rotation that left it would make every start refuse the new key.
    count.dataKeyCheck = await rotateDataKeyCheck(tx, from, to);
    return count;
  });
}

/**
 * A clash keeps the hash of the CURP (or BVN) its borrower typed, which their profile (or card)
 * still holds while it matters; a clash about one the borrower has since replaced (resolved, its
 * plaintext gone) cannot be rehashed and keeps the old hash as a record.
 */
async function rehashClashes(
  tx: DbOrTx,
  userId: number,
  purpose: string,
  value: string | null,
  from: FieldCipher,
  to: FieldCipher,
): Promise<number> {
  if (value === null) return 0;
  const oldHash = from.lookupHash(purpose, value);
  const rows = await tx
    .update(identityClashes)
    .set({ nationalIdHash: to.lookupHash(purpose, value) })
    .where(and(eq(identityClashes.userId, userId), eq(identityClashes.nationalIdHash, oldHash)))
    .returning({ id: identityClashes.id });
  return rows.length;
}
