import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Market } from '../../../domain/markets/market';
import { FIELD, fieldCipher } from '../../crypto/field-cipher';
import { bankAccounts } from '../../db/schema';
import type { DbOrTx } from '../../ledger/post';
import type { PayoutAccount } from '../../providers/payments/payments-provider';

export type BankAccountRow = typeof bankAccounts.$inferSelect;

/** The account money is paid to: the borrower's primary live account (the newest if several are marked). */
export async function primaryAccount(db: DbOrTx, userId: number): Promise<BankAccountRow | null> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt)))
    .orderBy(desc(bankAccounts.isPrimary), desc(bankAccounts.updatedAt), desc(bankAccounts.id))
    .limit(1);
  return row ?? null;
}

/**
 * The account an attempt was made to, scoped by its owner (it may have been edited since: that is the point of a
 * retry).
 */
export async function accountOfPayout(
  db: DbOrTx,
  userId: number,
  bankAccountId: number,
): Promise<BankAccountRow | null> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, bankAccountId), eq(bankAccounts.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The account as the provider needs it; the number is decrypted only here, for the call, and never logged. */
export function toPayoutAccount(row: BankAccountRow, dataKey: string): PayoutAccount {
  return {
    market: row.market as Market,
    bankCode: row.bankCode,
    accountNumber: fieldCipher(dataKey).decrypt(FIELD.account, row.accountEnc),
    accountName: row.accountName,
  };
}
