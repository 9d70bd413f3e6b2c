import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identityClashes } from '../../db/schema';
import type { DbOrTx } from '../../ledger/post';

export type ClashKind = (typeof identityClashes.$inferSelect)['kind'];

export interface Clash {
  userId: number;
  kind: ClashKind;
  /** The identifier's lookup hash. */
  hash: string;
  /** The account that holds it already (null when it could not be found again, e.g. gone meanwhile). */
  otherUserId: number | null;
}

/** Queues a clash for operator review, once per user, identifier and hash while it is open. */
export async function recordClash(db: DbOrTx, clash: Clash, now: Date): Promise<void> {
  const [open] = await db
    .select({ id: identityClashes.id })
    .from(identityClashes)
    .where(
      and(
        eq(identityClashes.userId, clash.userId),
        eq(identityClashes.kind, clash.kind),
        eq(identityClashes.nationalIdHash, clash.hash),
        isNull(identityClashes.resolvedAt),
      ),
    )
    .limit(1);
  if (!open)
    await db.insert(identityClashes).values({
      userId: clash.userId,
      kind: clash.kind,
      nationalIdHash: clash.hash,
      otherUserId: clash.otherUserId,
      createdAt: now,
    });
}

/** The user saved an identifier of this kind nobody else holds: earlier clashes of theirs about it are moot. */
export async function resolveClashesOf(db: DbOrTx, userId: number, kind: ClashKind, now: Date): Promise<void> {
  await db
    .update(identityClashes)
    .set({ resolvedAt: now })
    .where(and(eq(identityClashes.userId, userId), eq(identityClashes.kind, kind), isNull(identityClashes.resolvedAt)));
}

export async function hasOpenClash(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: identityClashes.id })
    .from(identityClashes)
    .where(and(eq(identityClashes.userId, userId), isNull(identityClashes.resolvedAt)))
    .limit(1);
  return Boolean(row);
}

/** A user's open clashes, each naming the other account: for the operator only. */
export async function openClashesOf(
  db: Db,
  userId: number,
): Promise<{ kind: ClashKind; otherUserId: number | null }[]> {
  return db
    .select({ kind: identityClashes.kind, otherUserId: identityClashes.otherUserId })
    .from(identityClashes)
    .where(and(eq(identityClashes.userId, userId), isNull(identityClashes.resolvedAt)));
}
