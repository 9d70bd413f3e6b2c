import { and, eq, isNull } from 'drizzle-orm';
import { FIELD, fieldCipher } from '../../crypto/field-cipher';
import { bankAccounts } from '../../db/schema';
import type { Deps } from '../../deps';
import type { TypedPerson } from '../../providers/identity/identity-provider';
import { findPersonalInfo } from '../profile';
import { findCheck } from './checks-repo';
import type { DocumentField } from './document-match';
import { currentImage } from './images-repo';

/** What the checks compare, read for one borrower; ID numbers decrypted in memory only. */
export interface VerificationInputs {
  typed: TypedPerson;
  /** 1 male, 2 female (SPEC). */
  gender: number;
  /** Mexico: the CURP from personal info. */
  curp: string | null;
  /** Nigeria: the BVN and the bank's account name from the primary bank account. */
  bvn: string | null;
  accountName: string | null;
  selfie: Buffer | null;
  idFront: Buffer | null;
  /**
   * Mexico: the CURP read off the current INE front (null: none read), and what of the typed data it disagreed with.
   */
  document: { curpRead: string | null; mismatch: DocumentField[] };
}

/**
 * A photo the database lists that storage does not hold: the instance does not share the upload
 * storage with the one that took the upload (DATA_DIR must be shared), or the file was lost. Not
 * the borrower's fault: the checks wait and retry as for a vendor outage.
 */
export class StoredPhotoMissing extends Error {
  constructor(kind: string) {
    super(`the ${kind} photo is listed but not in storage`);
  }
}

export async function loadVerificationInputs(deps: Deps, userId: number): Promise<VerificationInputs | null> {
  const info = await findPersonalInfo(deps.db, userId);
  if (!info) return null;
  const cipher = fieldCipher(deps.config.dataKey);
  const [account] = await deps.db
    .select({ bvnEnc: bankAccounts.bvnEnc, accountName: bankAccounts.accountName })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt), eq(bankAccounts.isPrimary, true)))
    .limit(1);
  const check = await findCheck(deps.db, userId);
  const photo = async (kind: 'face' | 'idFront') => {
    const row = await currentImage(deps.db, userId, kind);
    if (!row) return null;
    const bytes = await deps.storage.get(row.storageKey);
    if (!bytes) throw new StoredPhotoMissing(kind);
    return bytes;
  };
  return {
    typed: {
      firstName: info.firstName,
      middleName: info.middleName,
      lastName: info.lastName,
      birthDate: info.birthday,
    },
    gender: info.gender,
    curp: info.nationalIdEnc ? cipher.decrypt(FIELD.nationalId, info.nationalIdEnc) : null,
    bvn: account?.bvnEnc ? cipher.decrypt(FIELD.bvn, account.bvnEnc) : null,
    accountName: account?.accountName ?? null,
    selfie: await photo('face'),
    idFront: await photo('idFront'),
    document: {
      curpRead: check?.ocrNationalIdEnc ? cipher.decrypt(FIELD.ocrNationalId, check.ocrNationalIdEnc) : null,
      mismatch: (check?.documentMismatch ?? []) as DocumentField[],
    },
  };
}
