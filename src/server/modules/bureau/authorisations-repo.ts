import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bureauAuthorisations, otpCodes } from '../../db/schema';

export type AuthorisationRow = typeof bureauAuthorisations.$inferSelect;

/** The order's authorisation, scoped by its owner. */
export async function findAuthorisation(db: Db, userId: number, orderId: number): Promise<AuthorisationRow | null> {
  const [row] = await db
    .select()
    .from(bureauAuthorisations)
    .where(and(eq(bureauAuthorisations.userId, userId), eq(bureauAuthorisations.orderId, orderId)))
    .limit(1);
  return row ?? null;
}

/** The order's authorisation if it still holds at `now`: a consultation needs one. */
export async function validAuthorisation(
  db: Db,
  userId: number,
  orderId: number,
  now: Date,
): Promise<AuthorisationRow | null> {
  const [row] = await db
    .select()
    .from(bureauAuthorisations)
    .where(
      and(
        eq(bureauAuthorisations.userId, userId),
        eq(bureauAuthorisations.orderId, orderId),
        gt(bureauAuthorisations.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Stores an authorisation once per order: a second (or a simultaneous one) keeps the first, as signed. */
export async function insertAuthorisation(
  db: Db,
  row: typeof bureauAuthorisations.$inferInsert,
): Promise<AuthorisationRow | null> {
  const [stored] = await db
    .insert(bureauAuthorisations)
    .values(row)
    .onConflictDoNothing({ target: bureauAuthorisations.orderId })
    .returning();
  return stored ?? null;
}

/** When the signing code just used was sent: the latest consumed bureau code of this number. */
export async function signingCodeSentAt(db: Db, mobile: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.mobile, mobile), eq(otpCodes.purpose, 'bureau'), isNotNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.consumedAt))
    .limit(1);
  return row?.createdAt ?? null;
}
