import { and, desc, eq, inArray } from 'drizzle-orm';
import { MARKET_PROFILES } from '../../../domain/markets/market';
import { collectionMethodInfo, isCollectionMethod } from '../../../domain/markets/payment-methods';
import { vendorReference } from '../../../domain/collections/vendor-reference';
import { borrowerCollectionAccounts, loanOrders, paymentInstruments } from '../../db/schema';
import type { DbOrTx } from '../../ledger/post';
import { REPAYABLE_STATUSES } from './credit-loan';
import { countInstruments, insertInstrument, type InstrumentRow } from './instruments-repo';

export type BorrowerAccountRow = typeof borrowerCollectionAccounts.$inferSelect;

/** The borrower's permanent account at the vendor of `method`, if one was opened. */
export async function findBorrowerAccount(db: DbOrTx, userId: number, method: string): Promise<BorrowerAccountRow | null> {
  const [row] = await db.select().from(borrowerCollectionAccounts)
    .where(and(eq(borrowerCollectionAccounts.userId, userId), eq(borrowerCollectionAccounts.method, method))).limit(1);
  return row ?? null;
}

/** Keeps the account a vendor opened; a concurrent open of the same borrower's account keeps the first. */
export async function saveBorrowerAccount(db: DbOrTx, values: typeof borrowerCollectionAccounts.$inferInsert): Promise<BorrowerAccountRow> {
  await db.insert(borrowerCollectionAccounts).values(values).onConflictDoNothing();
  const row = await findBorrowerAccount(db, values.userId, values.method);
  if (!row) throw new Error('borrower account vanished');
  return row;
}

/** The borrower account a transfer went to, named by the vendor's reference or by our account number. */
async function borrowerAccountOf(db: DbOrTx, method: string, reference: string | null, accountNumber: string | null): Promise<BorrowerAccountRow | null> {
  const by = reference ? eq(borrowerCollectionAccounts.reference, reference) : accountNumber ? eq(borrowerCollectionAccounts.accountNumber, accountNumber) : null;
  if (!by) return null;
  const [row] = await db.select().from(borrowerCollectionAccounts).where(and(eq(borrowerCollectionAccounts.method, method), by)).limit(1);
  return row ?? null;
}

/**
 * Money into a borrower's permanent account belongs to their open loan, whichever loan the
 * account was opened for: the open rollover fee instrument on that account when the amount is
 * that fee, else the loan's repayment instrument on it (made here when the borrower never opened
 * the cashier for this loan). Null when the transfer is not to a borrower account, or the
 * borrower has no loan to repay (the caller then parks it as before).
 */
export async function instrumentForBorrowerAccount(
  tx: DbOrTx, payment: { method: string; reference: string | null; accountNumber: string | null; amount: number }, now: Date,
): Promise<InstrumentRow | null> {
  if (!isCollectionMethod(payment.method) || collectionMethodInfo(payment.method).kind !== 'account') return null;
  const held = await borrowerAccountOf(tx, payment.method, payment.reference, payment.accountNumber);
  if (!held) return null;
  const [order] = await tx.select({ id: loanOrders.id, orderNo: loanOrders.orderNo }).from(loanOrders)
    .where(and(eq(loanOrders.userId, held.userId), inArray(loanOrders.status, [...REPAYABLE_STATUSES])))
    .orderBy(desc(loanOrders.id)).limit(1);
  if (!order) return null;
  const onAccount = await tx.select().from(paymentInstruments)
    .where(and(eq(paymentInstruments.orderId, order.id), eq(paymentInstruments.method, held.method), eq(paymentInstruments.accountNumber, held.accountNumber)))
    .orderBy(desc(paymentInstruments.id)).for('update');
  const fee = onAccount.find((i) => i.purpose === 'rollover' && i.status === 'open' && i.amount === payment.amount);
  if (fee) return fee;
  const repayment = onAccount.find((i) => i.purpose === 'repayment');
  if (repayment) return repayment;
  const reference = vendorReference('collection', order.orderNo, (await countInstruments(tx, order.id)) + 1);
  return insertInstrument(tx, {
    reference, orderId: order.id, userId: held.userId, method: held.method, purpose: 'repayment', kind: 'account', amount: null,
    currency: MARKET_PROFILES[collectionMethodInfo(payment.method).market].currency, providerRef: held.providerRef, accountNumber: held.accountNumber, vendorReference: held.reference,
    details: held.details, expiresAt: null, createdAt: now,
  });
}
