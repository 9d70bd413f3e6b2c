import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Market } from '../../../domain/markets/market';
import type { Db } from '../../db/client';
import { bankAccounts, bankBranches, users } from '../../db/schema';
import { claimBankIdentifiers } from './bank-identifiers-repo';

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type BankAccountValues = Omit<
  typeof bankAccounts.$inferInsert,
  'id' | 'userId' | 'isPrimary' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;

const live = (userId: number) => and(eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt));

/** The caller's cards, primary first. */
export async function listBankAccounts(db: Db, userId: number): Promise<BankAccountRow[]> {
  return db
    .select()
    .from(bankAccounts)
    .where(live(userId))
    .orderBy(desc(bankAccounts.isPrimary), desc(bankAccounts.createdAt), desc(bankAccounts.id));
}

/**
 * Adds a card as the primary one (re-adding a number the user already has refreshes that
 * card instead of duplicating it). The user's row is locked so two simultaneous adds cannot
 * both end up primary; the numbers are claimed against other accounts in the same transaction.
 */
export async function addPrimaryBankAccount(
  db: Db,
  userId: number,
  values: BankAccountValues,
  now: Date,
): Promise<BankAccountRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await claimBankIdentifiers(tx, userId, values, now);
    const [same] = await tx
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(and(live(userId), eq(bankAccounts.accountHash, values.accountHash)))
      .limit(1);
    const [row] = same
      ? await tx
          .update(bankAccounts)
          .set({ ...values, isPrimary: true, updatedAt: now })
          .where(and(eq(bankAccounts.id, same.id), eq(bankAccounts.userId, userId)))
          .returning()
      : await tx
          .insert(bankAccounts)
          .values({ ...values, userId, isPrimary: true, createdAt: now, updatedAt: now })
          .returning();
    await tx
      .update(bankAccounts)
      .set({ isPrimary: false, updatedAt: now })
      .where(and(live(userId), ne(bankAccounts.id, row.id), eq(bankAccounts.isPrimary, true)));
    return row;
  });
}

/** Edits one of the caller's cards; null when the id is not theirs (or deleted). */
export async function updateBankAccount(
  db: Db,
  userId: number,
  id: number,
  values: BankAccountValues,
  now: Date,
): Promise<BankAccountRow | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await claimBankIdentifiers(tx, userId, values, now);
    const [row] = await tx
      .update(bankAccounts)
      .set({ ...values, updatedAt: now })
      .where(and(eq(bankAccounts.id, id), live(userId)))
      .returning();
    return row ?? null;
  });
}

export async function findOwnBankAccount(db: Db, userId: number, id: number): Promise<BankAccountRow | null> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), live(userId)))
    .limit(1);
  return row ?? null;
}

export async function listBranches(db: Db, market: Market, bankCode: string) {
  return db
    .select({ code: bankBranches.code, name: bankBranches.name })
    .from(bankBranches)
    .where(and(eq(bankBranches.market, market), eq(bankBranches.bankCode, bankCode)))
    .orderBy(asc(bankBranches.name));
}
