import { isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bankAccounts, dataKeyCheck, operators, personalInfos } from '../db/schema';
import type { DbOrTx } from '../ledger/post';
import { StartRefused } from '../settings/start-refused';
import { FIELD, FieldCipher, TOTP_FIELD } from './field-cipher';

/** The check value's purpose (its column, as every encrypted field is bound to one). */
export const DATA_KEY_CHECK_FIELD = 'data_key_check.check';
/**
 * What the check value holds: known, so decrypting it proves the key (GCM's tag already does; the text is a second
 * look).
 */
const KNOWN = 'presta data key check v1';

const refused = () =>
  new StartRefused([
    {
      name: 'DATA_KEY',
      message:
        "DATA_KEY must be the key this database's data was encrypted with (it does not decrypt the stored check value; after a rotation start with the new key)",
    },
  ]);

/**
 * At start, before any request: the database's check value must decrypt under DATA_KEY, or
 * the start is refused naming DATA_KEY (a wrong key would otherwise start and answer 500 on the
 * first read of an account number). A database without the value stores it, encrypted with
 * this key; one that already holds encrypted data from before the check existed must first
 * decrypt a sample of it, so a wrong key is not written down as the right one. Instances
 * starting together store one value (the first insert wins) and each checks it.
 */
export async function checkDataKey(db: Db, dataKey: string): Promise<'stored' | 'checked'> {
  const cipher = new FieldCipher(dataKey);
  const [row] = await db.select({ checkEnc: dataKeyCheck.checkEnc }).from(dataKeyCheck).limit(1);
  if (row) {
    if (!decrypts(cipher, DATA_KEY_CHECK_FIELD, row.checkEnc, KNOWN)) throw refused();
    return 'checked';
  }
  for (const sample of await encryptedSamples(db)) {
    if (!decrypts(cipher, sample.purpose, sample.value)) throw refused();
  }
  await db
    .insert(dataKeyCheck)
    .values({ id: 1, checkEnc: cipher.encrypt(DATA_KEY_CHECK_FIELD, KNOWN) })
    .onConflictDoNothing();
  const [stored] = await db.select({ checkEnc: dataKeyCheck.checkEnc }).from(dataKeyCheck).limit(1);
  if (!stored || !decrypts(cipher, DATA_KEY_CHECK_FIELD, stored.checkEnc, KNOWN)) throw refused();
  return 'stored';
}

/** The check value re-encrypted under the new key, in the rotation's transaction; 0 when the database has none yet. */
export async function rotateDataKeyCheck(tx: DbOrTx, from: FieldCipher, to: FieldCipher): Promise<number> {
  const [row] = await tx.select({ checkEnc: dataKeyCheck.checkEnc }).from(dataKeyCheck).limit(1);
  if (!row) return 0;
  const plain = from.decrypt(DATA_KEY_CHECK_FIELD, row.checkEnc);
  await tx.update(dataKeyCheck).set({ checkEnc: to.encrypt(DATA_KEY_CHECK_FIELD, plain) });
  return 1;
}

function decrypts(cipher: FieldCipher, purpose: string, stored: string, expected?: string): boolean {
  try {
    const plain = cipher.decrypt(purpose, stored);
    return expected === undefined || plain === expected;
  } catch {
    return false;
  }
}

/** One encrypted value of each kind a database of an earlier version may hold (never logged). */
async function encryptedSamples(db: Db): Promise<{ purpose: string; value: string }[]> {
  const [account] = await db.select({ value: bankAccounts.accountEnc }).from(bankAccounts).limit(1);
  const [person] = await db
    .select({ value: personalInfos.nationalIdEnc })
    .from(personalInfos)
    .where(isNotNull(personalInfos.nationalIdEnc))
    .limit(1);
  const [operator] = await db
    .select({ value: operators.totpSecretEnc })
    .from(operators)
    .where(isNotNull(operators.totpSecretEnc))
    .limit(1);
  return [
    ...(account ? [{ purpose: FIELD.account, value: account.value }] : []),
    ...(person?.value ? [{ purpose: FIELD.nationalId, value: person.value }] : []),
    ...(operator?.value ? [{ purpose: TOTP_FIELD, value: operator.value }] : []),
  ];
}
