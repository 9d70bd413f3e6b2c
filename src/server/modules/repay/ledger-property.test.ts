import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { naturalBalance, type AccountCode } from '../../../domain/ledger/ledger';
import { allocatePayment } from '../../../domain/repayment/allocation';
import {
  couponDraft,
  penaltyDraft,
  repaymentDraft,
  rolloverFeeDraft,
  type LoanRef,
} from '../../../domain/repayment/postings';
import { ledgerEntries, ledgerTransactions } from '../../db/schema';
import { postTransaction } from '../../ledger/post';
import { buildTestApp, type TestApp } from '../../test/harness';
import { loanBalances } from './loan-balances';
import { disbursedLoan } from '../../test/repay-fixtures';

/**
 * Thousands of random ledger operations of the repayment kinds (repayments with excess,
 * penalties, rollover fees, coupons, and replays of keys already posted) over several loans
 * reached through the product: every transaction balances, a replayed key changes nothing,
 * and each loan's balances equal a model kept beside them and the sum of its entries.
 */
let t: TestApp;
// Building the app migrates a fresh database: slow on a loaded machine.
beforeAll(async () => {
  t = await buildTestApp();
}, 180_000);
afterAll(async () => {
  await t.close();
});

const LOANS = 6;
const OPS = 2_000;

type Op =
  | { kind: 'repay'; loan: number; amount: number }
  | { kind: 'penalty'; loan: number; amount: number }
  | { kind: 'fee'; loan: number; amount: number }
  | { kind: 'coupon'; loan: number; amount: number }
  | { kind: 'replay'; index: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('repay' as const),
    loan: fc.nat(LOANS - 1),
    amount: fc.integer({ min: 1, max: 400_000 }),
  }),
  fc.record({
    kind: fc.constant('penalty' as const),
    loan: fc.nat(LOANS - 1),
    amount: fc.integer({ min: 1, max: 20_000 }),
  }),
  fc.record({
    kind: fc.constant('fee' as const),
    loan: fc.nat(LOANS - 1),
    amount: fc.integer({ min: 1, max: 10_000 }),
  }),
  fc.record({
    kind: fc.constant('coupon' as const),
    loan: fc.nat(LOANS - 1),
    amount: fc.integer({ min: 1, max: 20_000 }),
  }),
  fc.record({ kind: fc.constant('replay' as const), index: fc.nat() }),
);

describe('ledger under random repayment operations', () => {
  it(`${OPS} operations over ${LOANS} loans: balanced, replays idempotent, balances = model = sum of entries`, async () => {
    const loans: LoanRef[] = [];
    for (let i = 0; i < LOANS; i++) {
      const { order } = await disbursedLoan(t, i % 2 ? 'mx' : 'ng');
      loans.push({ id: order.id, userId: order.userId, orderNo: order.orderNo, currency: i % 2 ? 'MXN' : 'NGN' });
    }
    const model = await Promise.all(loans.map((l) => loanBalances(t.database.db, l.id)));
    const ops = fc.sample(fc.array(opArb, { minLength: OPS, maxLength: OPS }), { numRuns: 1, seed: 20261124 })[0];
    const posted: Parameters<typeof postTransaction>[1][] = [];

    for (const [n, op] of ops.entries()) {
      if (op.kind === 'replay') {
        if (posted.length === 0) continue;
        const again = await postTransaction(t.database.db, posted[op.index % posted.length], t.clock.now());
        expect(again.created).toBe(false);
        continue;
      }
      const loan = loans[op.loan];
      const m = model[op.loan];
      let draft;
      if (op.kind === 'repay') {
        const a = allocatePayment(op.amount, m);
        draft = repaymentDraft(loan, `prop:repay:${n}`, a, 'random');
        m.penalty -= a.penalty;
        m.fees -= a.fees;
        m.interest -= a.interest;
        m.principal -= a.principal;
        m.credit += a.excess;
        m.paidIn += op.amount;
      } else if (op.kind === 'penalty') {
        draft = { ...penaltyDraft(loan, `op${n}`, op.amount), idempotencyKey: `prop:penalty:${n}` };
        m.penalty += op.amount;
        m.penaltyCharged += op.amount;
      } else if (op.kind === 'fee') {
        draft = rolloverFeeDraft(loan, `prop:fee:${n}`, op.amount, n);
        m.feesCharged += op.amount;
        m.paidIn += op.amount;
      } else {
        const owed = m.penalty + m.fees + m.interest + m.principal;
        if (owed === 0) continue;
        const a = allocatePayment(Math.min(op.amount, owed), m);
        draft = { ...couponDraft(loan, a), idempotencyKey: `prop:coupon:${n}` };
        m.penalty -= a.penalty;
        m.fees -= a.fees;
        m.interest -= a.interest;
        m.principal -= a.principal;
        m.couponUsed += Math.min(op.amount, owed);
      }
      expect((await postTransaction(t.database.db, draft, t.clock.now())).created).toBe(true);
      posted.push(draft);
    }

    // Every transaction balances.
    const unbalanced = await t.database.db
      .select({ id: ledgerEntries.transactionId })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.transactionId)
      .having(sql`sum(${ledgerEntries.debit}) <> sum(${ledgerEntries.credit})`);
    expect(unbalanced).toEqual([]);
    const [{ n }] = await t.database.db
      .select({ n: sql<string>`count(*)` })
      .from(ledgerTransactions)
      .where(sql`${ledgerTransactions.idempotencyKey} LIKE 'prop:%'`);
    expect(Number(n)).toBe(posted.length);

    // Each loan: balances read back = the model = a plain sum over its entries; nothing owed goes negative.
    for (const [i, loan] of loans.entries()) {
      const read = await loanBalances(t.database.db, loan.id);
      expect(read).toEqual(model[i]);
      const entries = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, loan.id));
      for (const account of [
        'loanPenalty',
        'loanFees',
        'loanInterest',
        'loanPrincipal',
        'borrowerCredit',
      ] as AccountCode[]) {
        const mine = entries.filter((e) => e.account === account);
        const sum = naturalBalance(
          account,
          mine.reduce((s, e) => s + e.debit, 0),
          mine.reduce((s, e) => s + e.credit, 0),
        );
        expect(sum).toBeGreaterThanOrEqual(0);
      }
      expect(read.principal + read.interest + read.penalty + read.fees).toBeGreaterThanOrEqual(0);
    }
  }, 600_000);
});
