import { and, desc, eq } from 'drizzle-orm';
import { privacyRequests } from '../../db/schema';
import type { DbOrTx } from '../../ledger/post';
import { hmac } from '../../crypto/hmac';

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;

export async function recordPrivacyRequest(db: DbOrTx, row: typeof privacyRequests.$inferInsert): Promise<void> {
  await db.insert(privacyRequests).values(row);
}

/** A borrower's requests, newest first: for their export and the operators' customer page. */
export async function listPrivacyRequests(db: DbOrTx, userId: number): Promise<PrivacyRequestRow[]> {
  return db.select().from(privacyRequests).where(eq(privacyRequests.userId, userId)).orderBy(desc(privacyRequests.id));
}

/** What a closed account keeps of its number: an HMAC, enough to know the number again, not to read it. */
export const closedMobileHash = (secret: string, e164: string) => hmac(secret, 'closed-account-mobile', e164);

/** Whether the account of this number was closed at its owner's request. */
export async function isClosedNumber(db: DbOrTx, secret: string, e164: string): Promise<boolean> {
  const [row] = await db
    .select({ id: privacyRequests.id })
    .from(privacyRequests)
    .where(and(eq(privacyRequests.outcome, 'closed'), eq(privacyRequests.mobileHash, closedMobileHash(secret, e164))))
    .limit(1);
  return row !== undefined;
}
