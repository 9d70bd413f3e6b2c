import { and, eq, isNull } from 'drizzle-orm';
import { fieldCipher, FIELD } from '../../crypto/field-cipher';
import { bankAccounts } from '../../db/schema';
import type { Deps } from '../../deps';

/** The BVN on the borrower's own primary account: what Nigerian bureaus match a person on. */
export async function primaryBvn(deps: Deps, userId: number): Promise<string | null> {
  const [row] = await deps.db
    .select({ bvnEnc: bankAccounts.bvnEnc })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt), eq(bankAccounts.isPrimary, true)))
    .limit(1);
  return row?.bvnEnc ? fieldCipher(deps.config.dataKey).decrypt(FIELD.bvn, row.bvnEnc) : null;
}
