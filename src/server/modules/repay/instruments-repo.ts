import { and, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { paymentInstruments } from '../../db/schema';
import type { CollectionMethod } from '../../../domain/markets/payment-methods';
import type { DbOrTx } from '../../ledger/post';
import type { InstrumentRef } from '../../providers/payments/collections-provider';

export type InstrumentRow = typeof paymentInstruments.$inferSelect;

/** What the vendor needs to look an instrument up again. */
export function instrumentRef(row: InstrumentRow): InstrumentRef {
  return {
    method: row.method as CollectionMethod,
    reference: row.vendorReference ?? row.reference,
    providerRef: row.providerRef,
  };
}

/** The instrument a vendor names by our reference, locked for the credit that follows. */
export async function lockInstrumentByReference(db: DbOrTx, reference: string): Promise<InstrumentRow | null> {
  const [row] = await db
    .select()
    .from(paymentInstruments)
    .where(eq(paymentInstruments.reference, reference))
    .limit(1)
    .for('update');
  return row ?? null;
}

/**
 * The account instrument that received a transfer when the vendor names only the account
 * (a SPEI deposit to a CLABE, a transfer to a reserved account). Money sent to an account
 * after we retired it still belongs to that loan, so the newest one with that number wins.
 */
export async function lockInstrumentByAccount(
  db: DbOrTx,
  method: string,
  accountNumber: string,
): Promise<InstrumentRow | null> {
  const [row] = await db
    .select()
    .from(paymentInstruments)
    .where(
      and(
        eq(paymentInstruments.accountNumber, accountNumber),
        eq(paymentInstruments.method, method),
        eq(paymentInstruments.kind, 'account'),
      ),
    )
    .orderBy(desc(paymentInstruments.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The caller's open instrument of a method for an order and purpose, if one is still valid at `now`. */
export async function findOpenInstrument(
  db: DbOrTx,
  q: {
    userId: number;
    orderId: number;
    method: string;
    purpose: 'repayment' | 'rollover';
    amount: number | null;
    now: Date;
  },
): Promise<InstrumentRow | null> {
  const rows = await db
    .select()
    .from(paymentInstruments)
    .where(
      and(
        eq(paymentInstruments.userId, q.userId),
        eq(paymentInstruments.orderId, q.orderId),
        eq(paymentInstruments.method, q.method),
        eq(paymentInstruments.purpose, q.purpose),
        eq(paymentInstruments.status, 'open'),
        q.amount === null ? sql`${paymentInstruments.amount} IS NULL` : eq(paymentInstruments.amount, q.amount),
        sql`(${paymentInstruments.expiresAt} IS NULL OR ${paymentInstruments.expiresAt} > ${q.now.toISOString()})`,
      ),
    )
    .orderBy(desc(paymentInstruments.id))
    .limit(1);
  return rows[0] ?? null;
}

/** How many instruments the order has had (the next reference's number). */
export async function countInstruments(db: DbOrTx, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(paymentInstruments)
    .where(eq(paymentInstruments.orderId, orderId));
  return Number(row.n);
}

export async function insertInstrument(
  db: DbOrTx,
  values: typeof paymentInstruments.$inferInsert,
): Promise<InstrumentRow | null> {
  const [row] = await db.insert(paymentInstruments).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findOwnInstrument(db: DbOrTx, userId: number, reference: string): Promise<InstrumentRow | null> {
  const [row] = await db
    .select()
    .from(paymentInstruments)
    .where(and(eq(paymentInstruments.reference, reference), eq(paymentInstruments.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** A fixed-amount instrument is used up by its payment; accounts stay open for the next one. */
export async function closeInstrumentIfFixed(db: DbOrTx, instrument: InstrumentRow, now: Date): Promise<void> {
  if (instrument.kind !== 'account') await closeInstrument(db, instrument, now);
}

export async function closeInstrument(db: DbOrTx, instrument: InstrumentRow, now: Date): Promise<void> {
  await db
    .update(paymentInstruments)
    .set({ status: 'paid', closedAt: now })
    .where(and(eq(paymentInstruments.id, instrument.id), inArray(paymentInstruments.status, ['open', 'expired'])));
}

/** Closes every open instrument of an order (it is finished: nothing more is owed). */
export async function closeOrderInstruments(db: DbOrTx, orderId: number, now: Date): Promise<void> {
  await db
    .update(paymentInstruments)
    .set({ status: 'expired', closedAt: now })
    .where(and(eq(paymentInstruments.orderId, orderId), eq(paymentInstruments.status, 'open')));
}

/**
 * Retires instruments past their expiry (decision 0012: accounts and references expire), set-based;
 * the borrower asks for a new one. A payment that still arrives on a retired one is matched and
 * credited all the same (the money is real).
 */
export async function retireExpiredInstruments(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .update(paymentInstruments)
    .set({ status: 'expired', closedAt: now })
    .where(
      and(
        eq(paymentInstruments.status, 'open'),
        isNotNull(paymentInstruments.expiresAt),
        lte(paymentInstruments.expiresAt, now),
      ),
    )
    .returning({ id: paymentInstruments.id });
  return rows.length;
}
