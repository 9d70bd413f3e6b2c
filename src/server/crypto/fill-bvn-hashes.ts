import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bankAccounts } from '../db/schema';
import { FIELD, fieldCipher } from './field-cipher';

const SLICE = 500;

/**
 * Gives the BVNs stored before migration 0032 their lookup hash (decision 0088): the HMAC needs
 * the data key, which the migration's SQL does not have. Run at start, before serving; a row
 * that has its hash is never read again, so after the first start this is one empty query.
 * Slices of 500 in short statements, so a large table never holds a long lock.
 */
export async function fillBvnHashes(db: Db, dataKey: string): Promise<number> {
  const cipher = fieldCipher(dataKey);
  let filled = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ id: bankAccounts.id, bvnEnc: bankAccounts.bvnEnc })
      .from(bankAccounts)
      .where(and(isNotNull(bankAccounts.bvnEnc), isNull(bankAccounts.bvnHash), gt(bankAccounts.id, after)))
      .orderBy(asc(bankAccounts.id))
      .limit(SLICE);
    for (const row of rows) {
      const bvnHash = cipher.lookupHash(FIELD.bvn, cipher.decrypt(FIELD.bvn, row.bvnEnc!));
      await db
        .update(bankAccounts)
        .set({ bvnHash })
        .where(and(eq(bankAccounts.id, row.id), isNull(bankAccounts.bvnHash)));
      filled++;
    }
    if (rows.length < SLICE) return filled;
    after = rows[rows.length - 1].id;
  }
}
