import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identityClashes } from '../../db/schema';

/** Queues a clash for operator review, once per user and CURP while it is open. */
export async function recordClash(db: Db, userId: number, nationalIdHash: string, now: Date): Promise<void> {
  const [open] = await db.select({ id: identityClashes.id }).from(identityClashes)
    .where(and(eq(identityClashes.userId, userId), eq(identityClashes.nationalIdHash, nationalIdHash), isNull(identityClashes.resolvedAt)))
    .limit(1);
  if (!open) await db.insert(identityClashes).values({ userId, nationalIdHash, createdAt: now });
}

/** The user saved a CURP nobody else holds: earlier clashes of theirs are moot. */
export async function resolveClashesOf(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(identityClashes).set({ resolvedAt: now })
    .where(and(eq(identityClashes.userId, userId), isNull(identityClashes.resolvedAt)));
}

export async function hasOpenClash(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: identityClashes.id }).from(identityClashes)
    .where(and(eq(identityClashes.userId, userId), isNull(identityClashes.resolvedAt))).limit(1);
  return Boolean(row);
}
