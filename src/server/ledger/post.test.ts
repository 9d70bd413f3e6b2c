import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credit, debit, LedgerError, type TransactionDraft } from '../../domain/ledger/ledger';
import { ledgerEntries, ledgerTransactions, loanOrders, products, users } from '../db/schema';
import { createTestDatabase } from '../test/test-db';
import { seedDemo } from '../seed/demo';
import { orderBalance, postTransaction, postTransactions, trialBalance } from './post';
import { LedgerKeyConflict, ledgerKeyConflicts, useLedgerLog } from './key-conflict';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let orderId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  const [user] = await database.db
    .insert(users)
    .values({ mobile: '+2348030000099', packageName: 'com.presta.ng', market: 'ng', language: 'en' })
    .returning();
  const [product] = await database.db.select().from(products).limit(1);
  const [order] = await database.db
    .insert(loanOrders)
    .values({ orderNo: 'PRTEST1', userId: user.id, packageName: 'com.presta.ng', productId: product.id, status: 7 })
    .returning();
  orderId = order.id;
});
afterAll(async () => database.drop());

/** A time far from the database's own now(): what is recorded must be the caller's time. */
const POSTED_AT = new Date('2030-03-04T05:06:07.000Z');

const disbursement = (key: string): TransactionDraft => ({
  idempotencyKey: key,
  kind: 'disbursement',
  currency: 'NGN',
  orderId,
  lines: [
    debit('loanPrincipal', 1_000_000),
    debit('loanInterest', 81_900),
    credit('providerCash', 950_000),
    credit('processingFeeIncome', 45_500),
    credit('taxPayable', 4_500),
    credit('interestIncome', 81_900),
  ],
});

describe('ledger posting', () => {
  it('posts a batch once per key: keys already posted add nothing, an unbalanced draft refuses the batch', async () => {
    const penalty = (key: string, amount: number): TransactionDraft => ({
      idempotencyKey: key,
      kind: 'penalty',
      currency: 'NGN',
      orderId,
      lines: [debit('loanPenalty', amount), credit('penaltyIncome', amount)],
    });
    expect(await postTransactions(database.db, [penalty('batch:a', 100), penalty('batch:b', 200)], POSTED_AT)).toBe(2);
    expect(await postTransactions(database.db, [penalty('batch:b', 200), penalty('batch:c', 300)], POSTED_AT)).toBe(1);
    expect(await orderBalance(database.db, orderId, 'penaltyIncome')).toBe(600);
    const unbalanced = { ...penalty('batch:d', 50), lines: [debit('loanPenalty', 50), credit('penaltyIncome', 40)] };
    await expect(postTransactions(database.db, [penalty('batch:e', 10), unbalanced], POSTED_AT)).rejects.toBeInstanceOf(
      LedgerError,
    );
    expect(await orderBalance(database.db, orderId, 'penaltyIncome')).toBe(600);
    const tb = await trialBalance(database.db);
    expect(tb.debits).toBe(tb.credits);
  });

  it("records a balanced transaction once per key, and a loan's balances are sums of its entries", async () => {
    const first = await postTransaction(database.db, disbursement('disb:PRTEST1'), POSTED_AT);
    const again = await postTransaction(database.db, disbursement('disb:PRTEST1'), POSTED_AT);
    expect(first.created).toBe(true);
    expect(again).toEqual({ transactionId: first.transactionId, created: false });
    expect(await orderBalance(database.db, orderId, 'loanPrincipal')).toBe(1_000_000);
    expect(await orderBalance(database.db, orderId, 'interestIncome')).toBe(81_900);
    const tb = await trialBalance(database.db);
    expect(tb.debits).toBe(tb.credits);
  });

  it("dates a movement and its entries by the time the caller gives (the app clock), not the database's", async () => {
    const { transactionId } = await postTransaction(database.db, disbursement('disb:dated'), POSTED_AT);
    const [tx] = await database.db
      .select({ at: ledgerTransactions.createdAt })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, transactionId));
    const entries = await database.db
      .select({ at: ledgerEntries.createdAt })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, transactionId));
    expect(tx.at.toISOString()).toBe(POSTED_AT.toISOString());
    expect(entries.map((e) => e.at.toISOString())).toEqual(entries.map(() => POSTED_AT.toISOString()));
  });

  it('posts a key exactly once under concurrency', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () => postTransaction(database.db, disbursement('disb:concurrent'), POSTED_AT)),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
  });

  it('refuses an unbalanced transaction and writes nothing', async () => {
    const before = await trialBalance(database.db);
    await expect(
      postTransaction(
        database.db,
        { ...disbursement('bad'), lines: [debit('loanPrincipal', 10), credit('providerCash', 9)] },
        POSTED_AT,
      ),
    ).rejects.toThrow(LedgerError);
    expect(await trialBalance(database.db)).toEqual(before);
  });

  it('keeps entries immutable', async () => {
    const reason = (p: Promise<unknown>) =>
      p.then(
        () => 'no error',
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
    expect(
      await reason(
        database.db
          .update(ledgerEntries)
          .set({ debit: 1 })
          .where(sql`true`),
      ),
    ).toMatch(/immutable/);
    expect(await reason(database.db.delete(ledgerEntries).where(sql`true`))).toMatch(/immutable/);
  });

  it('rolls back with the business change it belongs to', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await postTransaction(tx, disbursement('disb:rolled-back'), POSTED_AT);
        throw new Error('state change failed');
      }),
    ).rejects.toThrow('state change failed');
    const again = await postTransaction(database.db, disbursement('disb:rolled-back'), POSTED_AT);
    expect(again.created).toBe(true);
  });

  describe('a key posted again', () => {
    const logged: object[] = [];
    beforeAll(() =>
      useLedgerLog({
        error: (obj) => {
          logged.push(obj);
        },
      }),
    );
    const conflicts = async () => (await ledgerKeyConflicts.get()).values.reduce((n, v) => n + v.value, 0);
    const penalty = (key: string, lines: TransactionDraft['lines']): TransactionDraft => ({
      idempotencyKey: key,
      kind: 'penalty',
      currency: 'NGN',
      orderId,
      lines,
    });

    it('with the same lines is the idempotent repeat; with other amounts, accounts or order it is a LedgerKeyConflict, logged and counted', async () => {
      const lines = [debit('loanPenalty', 700), credit('penaltyIncome', 700)];
      const first = await postTransaction(database.db, penalty('conflict:one', lines), POSTED_AT);
      expect(await postTransaction(database.db, penalty('conflict:one', [...lines]), POSTED_AT)).toEqual({
        transactionId: first.transactionId,
        created: false,
      });
      const before = await conflicts();
      const others: TransactionDraft['lines'][] = [
        [debit('loanPenalty', 900), credit('penaltyIncome', 900)],
        [debit('loanFees', 700), credit('penaltyIncome', 700)],
        [credit('penaltyIncome', 700), debit('loanPenalty', 700)],
        [debit('loanPenalty', 700), credit('penaltyIncome', 300), credit('penaltyIncome', 400)],
      ];
      for (const other of others) {
        await expect(postTransaction(database.db, penalty('conflict:one', other), POSTED_AT)).rejects.toBeInstanceOf(
          LedgerKeyConflict,
        );
      }
      await expect(
        postTransaction(database.db, { ...penalty('conflict:one', lines), kind: 'fee' }, POSTED_AT),
      ).rejects.toBeInstanceOf(LedgerKeyConflict);
      expect(await conflicts()).toBe(before + 5);
      expect(logged.at(-1)).toEqual({ ledgerKey: 'conflict:one', kind: 'fee', differs: 'kind' });
      expect(await orderBalance(database.db, orderId, 'loanPenalty')).toBeGreaterThanOrEqual(700);
      const tb = await trialBalance(database.db);
      expect(tb.debits).toBe(tb.credits);
    });

    it('in a batch: the same drafts again add nothing, one changed draft refuses the whole batch', async () => {
      const a = penalty('conflict:batch:a', [debit('loanPenalty', 10), credit('penaltyIncome', 10)]);
      const b = penalty('conflict:batch:b', [debit('loanPenalty', 20), credit('penaltyIncome', 20)]);
      expect(await postTransactions(database.db, [a, b], POSTED_AT)).toBe(2);
      expect(await postTransactions(database.db, [a, b], POSTED_AT)).toBe(0);
      const before = await trialBalance(database.db);
      const changed = penalty('conflict:batch:b', [debit('loanPenalty', 25), credit('penaltyIncome', 25)]);
      await expect(
        postTransactions(
          database.db,
          [penalty('conflict:batch:c', [debit('loanPenalty', 5), credit('penaltyIncome', 5)]), changed],
          POSTED_AT,
        ),
      ).rejects.toBeInstanceOf(LedgerKeyConflict);
      expect(await trialBalance(database.db)).toEqual(before);
    });

    it('under concurrency: 50 posts of one key with two contents, one is written and every other content is refused', async () => {
      const posts = Array.from({ length: 50 }, (_, i) =>
        postTransaction(
          database.db,
          penalty('conflict:race', [debit('loanPenalty', 100 + (i % 2)), credit('penaltyIncome', 100 + (i % 2))]),
          POSTED_AT,
        ).then(
          (r) => ({ ok: r, amount: 100 + (i % 2) }),
          (e: unknown) => ({ err: e, amount: 100 + (i % 2) }),
        ),
      );
      const results = await Promise.all(posts);
      const created = results.filter((r) => 'ok' in r && r.ok.created);
      expect(created).toHaveLength(1);
      const winner = created[0].amount;
      expect(results.every((r) => 'ok' in r === (r.amount === winner))).toBe(true);
      expect(results.filter((r) => 'err' in r).every((r) => 'err' in r && r.err instanceof LedgerKeyConflict)).toBe(
        true,
      );
      // Counted and summed in one statement: the entries the key holds, as the books see them.
      const [row] = await database.db
        .select({ n: sql<number>`count(*)::int`, total: sql<number>`coalesce(sum(${ledgerEntries.debit}), 0)::int` })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(and(eq(ledgerTransactions.idempotencyKey, 'conflict:race'), gt(ledgerEntries.debit, 0)));
      expect(row).toEqual({ n: 1, total: winner });
    });
  });
});
