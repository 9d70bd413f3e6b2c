import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { penaltyDraft } from '../../../domain/repayment/postings';
import { penaltyKey } from '../../../domain/repayment/penalty-days';
import type { Database } from '../../db/client';
import { ledgerTransactions } from '../../db/schema';
import { postTransaction } from '../../ledger/post';
import { buildTestApp, type TestApp } from '../../test/harness';
import { disbursedLoan } from '../../test/repay-fixtures';
import { runOverdue } from './overdue-job';

/**
 * PostgreSQL only (two sessions at once): the overdue sweep commits each slice as it goes, so a
 * payment crediting a loan of a finished slice takes its lock at once while the sweep is still
 * at work further on. Here the sweep is held in its second slice by another session writing the
 * same penalty key; the first slice's loans must be free and their penalties already committed.
 * Run as one transaction, the first slice's locks would be held until the end and this fails.
 */
let t: TestApp;
let other: Database;
beforeAll(async () => {
  t = await buildTestApp();
  other = await t.database.another();
}, 180_000);
afterAll(async () => {
  await other?.close();
  await t.close();
});

const committedKey = async (key: string) =>
  (
    await other.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, key))
  ).length > 0;

it('a loan of a finished slice is free for a payment while the sweep is still at work on the next', async () => {
  t.clock.set(new Date('2026-11-20T10:00:00Z'));
  const loans: Awaited<ReturnType<typeof disbursedLoan>>['order'][] = [];
  for (let i = 0; i < 4; i++) loans.push((await disbursedLoan(t, 'ng')).order);
  loans.sort((a, b) => a.id - b.id);
  t.clock.set(new Date('2027-02-21T12:00:00Z')); // the 21st in Lagos: penalties for the 20th and 21st

  // Another writer of the third loan's first penalty is in flight: the sweep's second slice waits on it.
  let release!: () => void;
  const held = new Promise<void>((r) => {
    release = r;
  });
  let holding!: () => void;
  const holds = new Promise<void>((r) => {
    holding = r;
  });
  const writer = other.db
    .transaction(async (tx) => {
      const third = loans[2];
      // Its key only: tied to the loan, the row would take a key-share lock on it and the sweep
      // would skip the loan instead of waiting.
      const draft = penaltyDraft(
        { id: third.id, userId: third.userId, orderNo: third.orderNo, currency: 'NGN' },
        '2027-02-20',
        1,
      );
      await postTransaction(tx, { ...draft, orderId: undefined }, t.clock.now());
      holding();
      await held;
      tx.rollback();
    })
    .catch(() => undefined);
  await holds;

  let finished = false;
  const sweep = runOverdue(t.database.db, t.clock.now(), ['ng'], 2).then((n) => {
    finished = true;
    return n;
  });
  try {
    // The first slice is committed while the sweep still runs...
    await expect.poll(() => committedKey(penaltyKey(loans[0].orderNo, '2027-02-21')), { timeout: 20_000 }).toBe(true);
    expect(await committedKey(penaltyKey(loans[1].orderNo, '2027-02-21'))).toBe(true);
    // ...and its loans are free: a payment's lock is taken without waiting.
    const locked = await other.db.transaction(async (tx) => {
      const got = await tx.execute(sql`SELECT id FROM loan_orders WHERE id = ${loans[0].id} FOR UPDATE NOWAIT`);
      return (got as unknown as { rows: unknown[] }).rows.length;
    });
    expect(locked).toBe(1);
    expect(finished).toBe(false);
  } finally {
    release();
    await writer;
  }
  // 4 loans moved to overdue, 2 penalties each.
  expect(await sweep).toBe(4 + 8);
  for (const loan of loans) {
    const keys = await other.db
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.orderId, loan.id), eq(ledgerTransactions.kind, 'penalty')));
    expect(keys.map((k) => k.key).sort()).toEqual([
      penaltyKey(loan.orderNo, '2027-02-20'),
      penaltyKey(loan.orderNo, '2027-02-21'),
    ]);
  }
});
