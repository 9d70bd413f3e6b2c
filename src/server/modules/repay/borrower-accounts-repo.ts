import { and, desc, eq, inArray, isNotNull, isNull, lt, ne, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MARKET_PROFILES } from '../../../domain/markets/market';
import { collectionMethodInfo, isCollectionMethod } from '../../../domain/markets/payment-methods';
import { vendorReference } from '../../../domain/collections/vendor-reference';
import { borrowerCollectionAccounts, loanOrders, paymentInstruments } from '../../db/schema';
import type { DbOrTx } from '../../ledger/post';
import { isUniqueViolation } from '../profile';
import { REPAYABLE_STATUSES } from './credit-loan';
import { countInstruments, insertInstrument, type InstrumentRow } from './instruments-repo';

export type BorrowerAccountRow = typeof borrowerCollectionAccounts.$inferSelect;

/** An opening attempt older than this is taken to have died (a crash, a timeout): another may take it over. */
export const ACCOUNT_CLAIM_MS = 60_000;

/** The borrower's permanent account at the vendor of `method`, if one was opened. */
export async function findBorrowerAccount(
  db: DbOrTx,
  userId: number,
  method: string,
): Promise<BorrowerAccountRow | null> {
  const [row] = await db
    .select()
    .from(borrowerCollectionAccounts)
    .where(and(eq(borrowerCollectionAccounts.userId, userId), eq(borrowerCollectionAccounts.method, method)))
    .limit(1);
  return row ?? null;
}

/**
 * Claims the opening of the borrower's account at a vendor, in one statement each, so that any
 * number of concurrent requests open one account: the first inserts the claim; a later one may
 * take over only a claim older than ACCOUNT_CLAIM_MS (conditional update), and then asks the vendor
 * under the SAME reference, which the vendor answers with what it already made. Null: someone else
 * is opening it right now.
 */
export async function claimBorrowerAccount(
  db: DbOrTx,
  userId: number,
  method: string,
  reference: string,
  now: Date,
): Promise<BorrowerAccountRow | null> {
  const [inserted] = await db
    .insert(borrowerCollectionAccounts)
    .values({ userId, method, reference, claimedAt: now, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  const [taken] = await db
    .update(borrowerCollectionAccounts)
    .set({ claimedAt: now })
    .where(
      and(
        eq(borrowerCollectionAccounts.userId, userId),
        eq(borrowerCollectionAccounts.method, method),
        isNull(borrowerCollectionAccounts.accountNumber),
        lt(borrowerCollectionAccounts.claimedAt, new Date(now.getTime() - ACCOUNT_CLAIM_MS)),
      ),
    )
    .returning();
  return taken ?? null;
}

/** Gives up a claim whose reference the vendor refused (the account was never opened under it). */
export async function releaseBorrowerAccountClaim(db: DbOrTx, claim: BorrowerAccountRow): Promise<void> {
  await db
    .delete(borrowerCollectionAccounts)
    .where(and(eq(borrowerCollectionAccounts.id, claim.id), isNull(borrowerCollectionAccounts.accountNumber)));
}

const held = alias(borrowerCollectionAccounts, 'held');

/** A vendor answered, for one borrower, an account another borrower holds: never recorded, never shown. */
export class AccountHeldByAnother extends Error {
  constructor(readonly method: string) {
    super(`${method} answered an account another borrower holds`);
    this.name = 'AccountHeldByAnother';
  }
}

/**
 * Records what the vendor opened on a claim, unless another borrower holds that account: money
 * into it would pay their loan (the unique index on method and account number holds the same
 * line against a concurrent opening).
 */
export async function openedBorrowerAccount(
  db: DbOrTx,
  claim: BorrowerAccountRow,
  opened: { providerRef: string; accountNumber: string; details: Record<string, unknown> },
  now: Date,
): Promise<BorrowerAccountRow> {
  const [row] = await db
    .update(borrowerCollectionAccounts)
    .set({ ...opened, openedAt: now })
    .where(
      and(
        eq(borrowerCollectionAccounts.id, claim.id),
        eq(borrowerCollectionAccounts.userId, claim.userId),
        notExists(
          db
            .select({ id: held.id })
            .from(held)
            .where(
              and(eq(held.method, claim.method), eq(held.accountNumber, opened.accountNumber), ne(held.id, claim.id)),
            ),
        ),
      ),
    )
    .returning()
    .catch((err: unknown) => {
      // Two openings at once do not see each other's row: the index refuses the second.
      throw isUniqueViolation(err, 'borrower_collection_accounts_account_uq')
        ? new AccountHeldByAnother(claim.method)
        : err;
    });
  if (!row) throw new AccountHeldByAnother(claim.method);
  return row;
}

/** The borrower account a transfer went to, named by the vendor's reference or by our account number. */
async function borrowerAccountOf(
  db: DbOrTx,
  method: string,
  reference: string | null,
  accountNumber: string | null,
): Promise<BorrowerAccountRow | null> {
  const by = reference
    ? eq(borrowerCollectionAccounts.reference, reference)
    : accountNumber
      ? eq(borrowerCollectionAccounts.accountNumber, accountNumber)
      : null;
  if (!by) return null;
  const [row] = await db
    .select()
    .from(borrowerCollectionAccounts)
    .where(and(eq(borrowerCollectionAccounts.method, method), by, isNotNull(borrowerCollectionAccounts.accountNumber)))
    .limit(1);
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
  tx: DbOrTx,
  payment: { method: string; reference: string | null; accountNumber: string | null; amount: number },
  now: Date,
): Promise<InstrumentRow | null> {
  if (!isCollectionMethod(payment.method) || collectionMethodInfo(payment.method).kind !== 'account') return null;
  const held = await borrowerAccountOf(tx, payment.method, payment.reference, payment.accountNumber);
  if (!held) return null;
  const [order] = await tx
    .select({ id: loanOrders.id, orderNo: loanOrders.orderNo })
    .from(loanOrders)
    .where(and(eq(loanOrders.userId, held.userId), inArray(loanOrders.status, [...REPAYABLE_STATUSES])))
    .orderBy(desc(loanOrders.id))
    .limit(1);
  if (!order) return null;
  const accountNumber = held.accountNumber!;
  const onAccount = await tx
    .select()
    .from(paymentInstruments)
    .where(
      and(
        eq(paymentInstruments.orderId, order.id),
        eq(paymentInstruments.method, held.method),
        eq(paymentInstruments.accountNumber, accountNumber),
      ),
    )
    .orderBy(desc(paymentInstruments.id))
    .for('update');
  const fee = onAccount.find((i) => i.purpose === 'rollover' && i.status === 'open' && i.amount === payment.amount);
  if (fee) return fee;
  const repayment = onAccount.find((i) => i.purpose === 'repayment');
  if (repayment) return repayment;
  const reference = vendorReference('collection', order.orderNo, (await countInstruments(tx, order.id)) + 1);
  return insertInstrument(tx, {
    reference,
    orderId: order.id,
    userId: held.userId,
    method: held.method,
    purpose: 'repayment',
    kind: 'account',
    amount: null,
    currency: MARKET_PROFILES[collectionMethodInfo(payment.method).market].currency,
    providerRef: held.providerRef ?? accountNumber,
    accountNumber,
    vendorReference: held.reference,
    details: held.details,
    expiresAt: null,
    createdAt: now,
  });
}
