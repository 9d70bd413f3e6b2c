import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { credit, debit, type TransactionDraft } from '../../domain/ledger/ledger';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/test-db';
import { postTransaction, postTransactions } from './post';

/**
 * PostgreSQL only (three sessions): a post given the bare handle writes its transaction row and
 * its entries in one transaction of its own. Another session holds the entries table, so the
 * first post stops between its two statements; a second post of the same key arrives then. Were
 * the row committed alone, the second would read it without entries and refuse the repeat as a
 * conflicting content.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let other: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  other = await database.another();
});
afterAll(async () => {
  await other?.close();
  await database.drop();
});

const penalty = (key: string): TransactionDraft => ({
  idempotencyKey: key,
  kind: 'penalty',
  currency: 'NGN',
  lines: [debit('loanPenalty', 500), credit('penaltyIncome', 500)],
});

async function waitingOnLocks(): Promise<number> {
  const got = await other.db.execute(
    sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
  );
  return (got as unknown as { rows: { n: number }[] }).rows[0].n;
}

for (const [name, post] of [
  [
    'postTransaction',
    (key: string) => postTransaction(database.db, penalty(key), new Date()).then((p) => (p.created ? 1 : 0)),
  ],
  ['postTransactions', (key: string) => postTransactions(database.db, [penalty(key)], new Date())],
] as const) {
  it(`${name}: a repeat arriving between the row and its entries waits and is the same transaction`, async () => {
    const key = `race:${name}`;
    let release!: () => void;
    const released = new Promise<void>((r) => {
      release = r;
    });
    let locked!: () => void;
    const holds = new Promise<void>((r) => {
      locked = r;
    });
    const holder = other.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE ledger_entries IN EXCLUSIVE MODE`);
      locked();
      await released;
    });
    await holds;
    try {
      const first = post(key);
      await expect.poll(waitingOnLocks, { timeout: 10_000 }).toBe(1);
      const second = post(key);
      await expect.poll(waitingOnLocks, { timeout: 10_000 }).toBe(2);
      release();
      expect((await Promise.all([first, second])).sort()).toEqual([0, 1]);
    } finally {
      release();
      await holder;
    }
  });
}
