import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { bankAccounts } from '../../db/schema';
import type { DbOrTx } from '../../ledger/post';
import { recordClash, resolveClashesOf } from './identity-clashes-repo';

/** The account number is on another borrower's account: refused (decision 0088). */
export class AccountHeldElsewhere extends Error {}

const lockKey = (hash: string): SQL =>
  sql`SELECT pg_advisory_xact_lock(hashtextextended(${`bank-identifier:${hash}`}, 0))`;

/**
 * One person, one account (decision 0088), inside the transaction that writes the card. A
 * transaction-scoped advisory lock per identifier makes "does another account hold it?" and the
 * write one step, so of two accounts sending the same number at once the second sees the first
 * (the locks are taken in one order, after the user's row, so two writers cannot deadlock).
 * An account number another account holds is refused: money would be paid to, and collected
 * from, someone else's account. A BVN another holds is saved and the clash queued for an
 * operator, naming that account: the same person may have lost access to an old account, so a
 * person decides, and the answer never tells the borrower whose BVN it is.
 */
export async function claimBankIdentifiers(
  tx: DbOrTx,
  userId: number,
  ids: { accountHash: string; bvnHash?: string | null },
  now: Date,
): Promise<void> {
  const bvnHash = ids.bvnHash ?? null;
  for (const hash of [ids.accountHash, bvnHash].filter((h): h is string => h !== null).sort())
    await tx.execute(lockKey(hash));
  const holder = async (column: PgColumn, hash: string) => {
    const [row] = await tx
      .select({ userId: bankAccounts.userId })
      .from(bankAccounts)
      .where(and(eq(column, hash), ne(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt)))
      .orderBy(asc(bankAccounts.id))
      .limit(1);
    return row?.userId ?? null;
  };
  if ((await holder(bankAccounts.accountHash, ids.accountHash)) !== null) throw new AccountHeldElsewhere();
  if (bvnHash === null) return;
  const other = await holder(bankAccounts.bvnHash, bvnHash);
  if (other !== null) await recordClash(tx, { userId, kind: 'bvn', hash: bvnHash, otherUserId: other }, now);
  else await resolveClashesOf(tx, userId, 'bvn', now);
}
