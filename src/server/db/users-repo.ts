import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { users } from './schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByMobile(db: Db, mobile: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return row ?? null;
}

/** The caller's own row: every read of a user's data starts from the session's user id. */
export async function findUserById(db: Db, userId: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}
