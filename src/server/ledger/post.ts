import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { assertBalanced, naturalBalance, type AccountCode, type TransactionDraft } from '../../domain/ledger/ledger';
import type { MinorUnits } from '../../domain/money/money';
import type { Db } from '../db/client';
import { ledgerEntries, ledgerTransactions } from '../db/schema';
import { LedgerKeyConflict, reportKeyConflict } from './key-conflict';

/** A database handle or a transaction on it: postings join the caller's transaction. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A transaction's row and its entries are two statements: given the bare handle, a post opens
 * its own transaction, or a concurrent post of the same key could read the row committed and
 * its entries not yet written, and take the repeat for a conflicting content.
 */
const inTransaction = (db: DbOrTx) => db instanceof PgTransaction;

export interface Posted {
  transactionId: number;
  /** False when the key had been posted before with the same content and nothing new was written. */
  created: boolean;
}

/** The ledger_transactions row of a draft. */
function transactionRow(draft: TransactionDraft, at: Date) {
  return {
    idempotencyKey: draft.idempotencyKey,
    kind: draft.kind,
    currency: draft.currency,
    orderId: draft.orderId ?? null,
    userId: draft.userId ?? null,
    memo: draft.memo ?? null,
    createdAt: at,
  };
}

/** The ledger_entries rows of a draft posted as transaction `transactionId` (zero lines are not written). */
function entryRows(draft: TransactionDraft, transactionId: number, at: Date) {
  return draft.lines
    .filter((l) => l.debit !== 0 || l.credit !== 0)
    .map((line) => ({
      transactionId,
      account: line.account,
      orderId: draft.orderId ?? null,
      userId: draft.userId ?? null,
      currency: draft.currency,
      debit: line.debit,
      credit: line.credit,
      createdAt: at,
    }));
}

/**
 * Records a balanced transaction once per idempotency key. Run it inside the transaction that
 * changes the business state it belongs to, so money and state move together or not at all.
 * A concurrent post of the same key waits on the unique index and then finds it posted. A key
 * posted before with other content throws LedgerKeyConflict (logged and counted): a repeat is
 * only a repeat when it says the same thing (decision 0068). `at` is the app clock's time, not
 * the database's: the statement dates movements by it, and a moved dev clock must move them too.
 */
export async function postTransaction(db: DbOrTx, draft: TransactionDraft, at: Date): Promise<Posted> {
  assertBalanced(draft);
  if (!inTransaction(db)) return db.transaction((tx) => postTransaction(tx, draft, at));
  const [tx] = await db
    .insert(ledgerTransactions)
    .values(transactionRow(draft, at))
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  if (!tx) {
    const [existing] = await postedBefore(db, [draft]);
    return { transactionId: existing, created: false };
  }
  await db.insert(ledgerEntries).values(entryRows(draft, tx.id, at));
  return { transactionId: tx.id, created: true };
}

/**
 * Many balanced transactions at once, each recorded once per idempotency key, as postTransaction
 * does one by one: two statements per batch instead of two per transaction (the sweeps post
 * thousands). Returns how many were new. Keys must be distinct within the call.
 */
export async function postTransactions(db: DbOrTx, drafts: TransactionDraft[], at: Date): Promise<number> {
  if (!inTransaction(db)) return db.transaction((tx) => postTransactions(tx, drafts, at));
  let created = 0;
  for (let i = 0; i < drafts.length; i += POST_BATCH) {
    const batch = drafts.slice(i, i + POST_BATCH);
    batch.forEach(assertBalanced);
    if (new Set(batch.map((d) => d.idempotencyKey)).size !== batch.length)
      throw new Error('postTransactions: repeated idempotency key');
    const rows = await db
      .insert(ledgerTransactions)
      .values(batch.map((d) => transactionRow(d, at)))
      .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
      .returning({ id: ledgerTransactions.id, key: ledgerTransactions.idempotencyKey });
    const ids = new Map(rows.map((r) => [r.key, r.id]));
    await postedBefore(
      db,
      batch.filter((d) => !ids.has(d.idempotencyKey)),
    );
    const entries = batch
      .filter((d) => ids.has(d.idempotencyKey))
      .flatMap((draft) => entryRows(draft, ids.get(draft.idempotencyKey)!, at));
    if (entries.length) await db.insert(ledgerEntries).values(entries);
    created += rows.length;
  }
  return created;
}

/**
 * The transactions already posted under these drafts' keys, each checked against its draft:
 * kind, currency, order and the lines in their order (an entry's id follows its draft's order).
 * One read for the transactions and one for their entries, whatever the number of drafts.
 */
async function postedBefore(db: DbOrTx, drafts: TransactionDraft[]): Promise<number[]> {
  if (!drafts.length) return [];
  const keys = drafts.map((d) => d.idempotencyKey);
  const txs = await db
    .select({
      id: ledgerTransactions.id,
      key: ledgerTransactions.idempotencyKey,
      kind: ledgerTransactions.kind,
      currency: ledgerTransactions.currency,
      orderId: ledgerTransactions.orderId,
    })
    .from(ledgerTransactions)
    .where(inArray(ledgerTransactions.idempotencyKey, keys));
  const entries = await db
    .select({
      transactionId: ledgerEntries.transactionId,
      account: ledgerEntries.account,
      debit: ledgerEntries.debit,
      credit: ledgerEntries.credit,
    })
    .from(ledgerEntries)
    .where(
      inArray(
        ledgerEntries.transactionId,
        txs.map((t) => t.id),
      ),
    )
    .orderBy(asc(ledgerEntries.id));
  const byKey = new Map(txs.map((t) => [t.key, t]));
  return drafts.map((draft) => {
    const posted = byKey.get(draft.idempotencyKey);
    // The conflicting insert saw the key, so a committed row holds it; absent means it was rolled back meanwhile.
    if (!posted) throw new Error(`ledger key ${draft.idempotencyKey} conflicted but is not posted`);
    const lines = entries.filter((e) => e.transactionId === posted.id).map(lineText);
    const differs =
      posted.kind !== draft.kind
        ? 'kind'
        : posted.currency !== draft.currency
          ? 'currency'
          : posted.orderId !== (draft.orderId ?? null)
            ? 'order'
            : lines.join(';') !== entryRows(draft, 0, new Date(0)).map(lineText).join(';')
              ? 'lines'
              : null;
    if (differs) throw reportKeyConflict(new LedgerKeyConflict(draft.idempotencyKey, draft.kind, differs));
    return posted.id;
  });
}

const lineText = (l: { account: string; debit: number; credit: number }) => `${l.account}:${l.debit}:${l.credit}`;

/** Drafts per batch: 8 parameters a transaction row, well under PostgreSQL's 65,535 per statement. */
const POST_BATCH = 1_000;

/** A loan's balance on one account, in the account's natural direction, summed from its entries. */
export async function orderBalance(db: DbOrTx, orderId: number, account: AccountCode): Promise<MinorUnits> {
  const [row] = await db
    .select({
      debits: sql<string>`coalesce(sum(${ledgerEntries.debit}), 0)`,
      credits: sql<string>`coalesce(sum(${ledgerEntries.credit}), 0)`,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.account, account)));
  return naturalBalance(account, Number(row.debits), Number(row.credits));
}

/** Every order's books must balance overall: the sum of all debits equals all credits. */
export async function trialBalance(db: DbOrTx): Promise<{ debits: MinorUnits; credits: MinorUnits }> {
  const [row] = await db
    .select({
      debits: sql<string>`coalesce(sum(${ledgerEntries.debit}), 0)`,
      credits: sql<string>`coalesce(sum(${ledgerEntries.credit}), 0)`,
    })
    .from(ledgerEntries);
  return { debits: Number(row.debits), credits: Number(row.credits) };
}
