import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identityChecks } from '../../db/schema';

export type CheckRow = typeof identityChecks.$inferSelect;

export async function findCheck(db: Db, userId: number): Promise<CheckRow | null> {
  const [row] = await db.select().from(identityChecks).where(eq(identityChecks.userId, userId)).limit(1);
  return row ?? null;
}

/** Keeps the CURP the OCR read, encrypted; the raw text (name, address, CURP) is not kept. */
export async function recordOcrReading(db: Db, userId: number, nationalIdEnc: string, now: Date): Promise<void> {
  await db.insert(identityChecks).values({ userId, ocrNationalIdEnc: nationalIdEnc, updatedAt: now })
    .onConflictDoUpdate({ target: identityChecks.userId, set: { ocrNationalIdEnc: nationalIdEnc, updatedAt: now } });
}

export async function markCompleted(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(identityChecks).set({ completedAt: now, updatedAt: now }).where(eq(identityChecks.userId, userId));
}
