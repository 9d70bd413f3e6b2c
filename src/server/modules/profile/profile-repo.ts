import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { additionInfos, identityChecks, identityImages, personalInfos, questionnaires } from '../../db/schema';

export type PersonalInfoRow = typeof personalInfos.$inferSelect;
export type PersonalInfoValues = Omit<typeof personalInfos.$inferInsert, 'createdAt' | 'updatedAt'>;
export type AdditionInfoRow = typeof additionInfos.$inferSelect;
export type AdditionInfoValues = Omit<typeof additionInfos.$inferInsert, 'createdAt' | 'updatedAt'>;

export async function findPersonalInfo(db: Db, userId: number): Promise<PersonalInfoRow | null> {
  const [row] = await db.select().from(personalInfos).where(eq(personalInfos.userId, userId)).limit(1);
  return row ?? null;
}

/** Whose personal info carries this national-ID hash, if anyone's. */
export async function ownerOfNationalId(db: Db, hash: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: personalInfos.userId })
    .from(personalInfos)
    .where(eq(personalInfos.nationalIdHash, hash))
    .limit(1);
  return row?.userId ?? null;
}

export async function upsertPersonalInfo(db: Db, values: PersonalInfoValues, now: Date): Promise<void> {
  const { userId: _userId, ...changes } = values;
  await db
    .insert(personalInfos)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: personalInfos.userId, set: { ...changes, updatedAt: now } });
}

export async function findAdditionInfo(db: Db, userId: number): Promise<AdditionInfoRow | null> {
  const [row] = await db.select().from(additionInfos).where(eq(additionInfos.userId, userId)).limit(1);
  return row ?? null;
}

export async function upsertAdditionInfo(db: Db, values: AdditionInfoValues, now: Date): Promise<void> {
  const { userId: _userId, ...changes } = values;
  await db
    .insert(additionInfos)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: additionInfos.userId, set: { ...changes, updatedAt: now } });
}

export async function findQuestionnaire(db: Db, userId: number): Promise<Record<string, string> | null> {
  const [row] = await db
    .select({ answers: questionnaires.answers })
    .from(questionnaires)
    .where(eq(questionnaires.userId, userId))
    .limit(1);
  return row?.answers ?? null;
}

export async function upsertQuestionnaire(
  db: Db,
  userId: number,
  answers: Record<string, string>,
  now: Date,
): Promise<void> {
  await db
    .insert(questionnaires)
    .values({ userId, answers, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: questionnaires.userId, set: { answers, updatedAt: now } });
}

/** Which identity images are in (the latest of each kind) and whether the step was finished. */
export async function identityProgress(db: Db, userId: number) {
  const images = await db
    .selectDistinct({ kind: identityImages.kind })
    .from(identityImages)
    .where(and(eq(identityImages.userId, userId), isNull(identityImages.replacedAt)));
  const [check] = await db
    .select({ completedAt: identityChecks.completedAt })
    .from(identityChecks)
    .where(eq(identityChecks.userId, userId))
    .limit(1);
  const kinds = new Set(images.map((i) => i.kind));
  return {
    idBack: kinds.has('idBack'),
    idFront: kinds.has('idFront'),
    face: kinds.has('face'),
    completed: Boolean(check?.completedAt),
  };
}
