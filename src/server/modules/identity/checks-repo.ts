import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identityChecks } from '../../db/schema';

export type CheckRow = typeof identityChecks.$inferSelect;

export async function findCheck(db: Db, userId: number): Promise<CheckRow | null> {
  const [row] = await db.select().from(identityChecks).where(eq(identityChecks.userId, userId)).limit(1);
  return row ?? null;
}

/**
 * Keeps the CURP the OCR read, encrypted, and which of the typed fields the INE disagreed with
 * (null: none); the raw text (name, address, CURP) is not kept.
 */
export async function recordOcrReading(
  db: Db,
  userId: number,
  nationalIdEnc: string,
  documentMismatch: string[] | null,
  now: Date,
): Promise<void> {
  const reading = { ocrNationalIdEnc: nationalIdEnc, documentMismatch, updatedAt: now };
  await db
    .insert(identityChecks)
    .values({ userId, ...reading })
    .onConflictDoUpdate({ target: identityChecks.userId, set: reading });
}

export async function markCompleted(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(identityChecks).set({ completedAt: now, updatedAt: now }).where(eq(identityChecks.userId, userId));
}
