import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identityChecks, identityImages, users } from '../../db/schema';
import type { ImageKind } from './image-kinds';

export type ImageRow = typeof identityImages.$inferSelect;
export type NewImage = Omit<typeof identityImages.$inferInsert, 'id' | 'createdAt' | 'replacedAt'>;
type CheckChanges = Partial<
  Pick<typeof identityChecks.$inferInsert, 'livenessPassed' | 'ocrNationalIdEnc' | 'ocrText' | 'documentMismatch'>
>;

/** The caller's current photos: the latest of each kind, never another user's. */
export async function currentImages(db: Db, userId: number): Promise<ImageRow[]> {
  return db
    .select()
    .from(identityImages)
    .where(and(eq(identityImages.userId, userId), isNull(identityImages.replacedAt)));
}

export async function currentImage(db: Db, userId: number, kind: ImageKind): Promise<ImageRow | null> {
  const [row] = await db
    .select()
    .from(identityImages)
    .where(and(eq(identityImages.userId, userId), eq(identityImages.kind, kind), isNull(identityImages.replacedAt)))
    .limit(1);
  return row ?? null;
}

/** Thrown inside the transaction when the identity step completed meanwhile: nothing is written. */
export class IdentityLocked extends Error {}

/**
 * Stores a photo as the current one of its kind: the previous one (a retake) is marked
 * replaced in the same transaction, and the identity check takes the changes the new photo
 * brings. The user's row is locked first, so two uploads of one user cannot both stay current,
 * and an upload racing the step's completion cannot slip in after it. Returns the new row and
 * the storage keys of the photos it replaced, for the caller to delete.
 */
export async function saveImage(
  db: Db,
  image: NewImage,
  now: Date,
  checkChanges: CheckChanges,
): Promise<{ row: ImageRow; replacedKeys: string[] }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, image.userId)).for('update');
    const [check] = await tx
      .select({ completedAt: identityChecks.completedAt })
      .from(identityChecks)
      .where(eq(identityChecks.userId, image.userId));
    if (check?.completedAt) throw new IdentityLocked();
    const replaced = await tx
      .update(identityImages)
      .set({ replacedAt: now })
      .where(
        and(
          eq(identityImages.userId, image.userId),
          eq(identityImages.kind, image.kind),
          isNull(identityImages.replacedAt),
        ),
      )
      .returning({ storageKey: identityImages.storageKey });
    const [row] = await tx
      .insert(identityImages)
      .values({ ...image, createdAt: now })
      .returning();
    if (Object.keys(checkChanges).length > 0) {
      await tx
        .insert(identityChecks)
        .values({ userId: image.userId, ...checkChanges, updatedAt: now })
        .onConflictDoUpdate({ target: identityChecks.userId, set: { ...checkChanges, updatedAt: now } });
    }
    return { row, replacedKeys: replaced.map((r) => r.storageKey) };
  });
}
