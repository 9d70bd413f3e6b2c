import { and, eq, sql } from 'drizzle-orm';
import { AccountHeldByAnother, claimBorrowerAccount, openedBorrowerAccount } from './borrower-accounts-repo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_REFERENCE_PATTERN } from '../../../domain/collections/vendor-reference';
import { borrowerCollectionAccounts, incomingPayments, sandboxCollections } from '../../db/schema';
import { trialBalance } from '../../ledger/post';
import { buildTestApp, type TestApp } from '../../test/harness';
import { confirmInput, drain, loanCode, orderRow } from '../../test/money-fixtures';
import { moveOrder } from '../../db/orders-repo';
import { disbursedLoan } from '../../test/repay-fixtures';

/**
 * A transfer account is the borrower's, not the loan's: opened once at the vendor, shown again for
 * the next loan, and money into it pays whichever loan the borrower has open — even one they never
 * opened the cashier for.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ sessionTtlDays: 400 });
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function sandboxPay(target: string, amount?: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/dev/sandbox-pay',
    payload: { target, ...(amount ? { amount } : {}) },
  });
  const body = res.json() as { data: { ok: boolean } };
  if (!body.data.ok) throw new Error(`sandbox payment refused: ${JSON.stringify(body)}`);
}

describe('one reserved account per borrower and vendor', () => {
  it('is reused by the next loan, and a transfer into it credits the loan that is open now', async () => {
    const { b, orderNo, order } = await disbursedLoan(t, 'ng');
    const first = await b.call('/repay/monnify_reserved_account', { orderNo });
    expect(first.data.reference).toMatch(VENDOR_REFERENCE_PATTERN);
    const accountNumber = first.data.account!.accountNumber;
    const owed = (await b.call('/repay/repay-order/detail', { orderNo })).data.outstanding;
    await sandboxPay(accountNumber, owed);
    expect((await orderRow(t, orderNo)).status).toBe(4);

    // The next loan, through the product's calls (the assessment's approval is set as the disbursement tests do).
    const again = await b.call('/loan/loan-order/apply-market-again', {});
    const reloan = await orderRow(t, again.data.orderNo!);
    const now = t.clock.now();
    await moveOrder(t.database.db, reloan, 1, now, { submittedAt: now });
    await moveOrder(t.database.db, { ...reloan, status: 1 }, 14, now, { approvedAt: now, approvedLimit: 3_000_000 });
    expect((await b.call('/loan/get-money', confirmInput(reloan.orderNo, await loanCode(t, b)))).code).toBe(0);
    await drain(t);
    expect((await orderRow(t, reloan.orderNo)).status).toBe(2);

    // Paid into the old account before the cashier was ever opened for this loan: it is this loan's.
    await sandboxPay(accountNumber, 50_000);
    const [payment] = await t.database.db
      .select()
      .from(incomingPayments)
      .where(and(eq(incomingPayments.accountNumber, accountNumber), eq(incomingPayments.amount, 50_000)));
    expect(payment).toMatchObject({ outcome: 'credited', orderId: reloan.id });
    expect((await b.call('/repay/repay-order/detail', { orderNo: reloan.orderNo })).data.repaidAmount).toBe(50_000);

    // The cashier shows the same account; the vendor was asked once.
    const second = await b.call('/repay/monnify_reserved_account', { orderNo: reloan.orderNo });
    expect(second.data.account!.accountNumber).toBe(accountNumber);
    expect(second.data.reference).not.toBe(first.data.reference);
    expect(
      await t.database.db.select().from(sandboxCollections).where(eq(sandboxCollections.accountNumber, accountNumber)),
    ).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(borrowerCollectionAccounts)
        .where(eq(borrowerCollectionAccounts.userId, order.userId)),
    ).toHaveLength(1);

    const { debits, credits } = await trialBalance(t.database.db);
    expect(debits).toBe(credits);
  });
});

describe('opening the account under concurrency', () => {
  it('50 requests at once open one account at the vendor; the rest answer that account or "being prepared"', async () => {
    const { b, orderNo, order } = await disbursedLoan(t, 'ng');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => b.call('/repay/flutterwave_reserved_account', { orderNo })),
    );
    expect(answers.every((a) => a.code === 0 || a.code === 400822)).toBe(true);
    const opened = await t.database.db
      .select()
      .from(borrowerCollectionAccounts)
      .where(eq(borrowerCollectionAccounts.userId, order.userId));
    expect(opened).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(sandboxCollections)
        .where(eq(sandboxCollections.reference, opened[0].reference)),
    ).toHaveLength(1);
    const numbers = new Set(answers.filter((a) => a.code === 0).map((a) => a.data.account!.accountNumber));
    expect([...numbers]).toEqual([opened[0].accountNumber]);
    // Once opened, everyone gets it.
    expect((await b.call('/repay/flutterwave_reserved_account', { orderNo })).data.account!.accountNumber).toBe(
      opened[0].accountNumber,
    );
  });
});

describe('one vendor account, one borrower', () => {
  it('an account a vendor answers for two borrowers at once is recorded for one of them only', async () => {
    const [one, two] = [await disbursedLoan(t, 'ng'), await disbursedLoan(t, 'ng')];
    const now = t.clock.now();
    const claims = await Promise.all(
      [one, two].map((l, i) =>
        claimBorrowerAccount(t.database.db, l.order.userId, 'paystack_dedicated', `COLSHARED${i}N1`, now),
      ),
    );
    const opened = { providerRef: 'CUS_shared', accountNumber: '0099887766', details: {} };
    const outcomes = await Promise.allSettled(claims.map((c) => openedBorrowerAccount(t.database.db, c!, opened, now)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.every((o) => o.status === 'fulfilled' || o.reason instanceof AccountHeldByAnother)).toBe(true);
    // Counted in one statement: the borrowers holding that account.
    const [row] = await t.database.db
      .select({
        n: sql<number>`count(*)::int`,
        users: sql<number>`count(DISTINCT ${borrowerCollectionAccounts.userId})::int`,
      })
      .from(borrowerCollectionAccounts)
      .where(eq(borrowerCollectionAccounts.accountNumber, '0099887766'));
    expect(row).toEqual({ n: 1, users: 1 });
    // And one after the other: refused by name.
    const late = outcomes.findIndex((o) => o.status === 'rejected');
    await expect(openedBorrowerAccount(t.database.db, claims[late]!, opened, now)).rejects.toBeInstanceOf(
      AccountHeldByAnother,
    );
  });
});

describe('/repay/flutterwave/verify-opt', () => {
  it("takes no code (Flutterwave asks for it on its own page): a clear error in the borrower's language, nothing changes", async () => {
    const { b, orderNo } = await disbursedLoan(t, 'ng');
    const link = await b.call('/repay/flutterwave/repay-link', { orderNo, amount: 200_000 });
    expect(link.data).toMatchObject({ method: 'flutterwave_link', otpRequired: false });
    const en = await b.call('/repay/flutterwave/verify-opt', { reference: link.data.reference, otp: '123456' });
    expect(en).toMatchObject({ status: 409, code: 400820, msg: expect.stringContaining('Flutterwave payment page') });
    const es = await b.call(
      '/repay/flutterwave/verify-opt',
      { reference: link.data.reference, otp: '123456' },
      { lang: 'es' },
    );
    expect(es).toMatchObject({
      status: 409,
      code: 400820,
      msg: expect.stringContaining('página de pago de Flutterwave'),
    });
    expect((await b.call('/repay/repay-order/detail', { orderNo })).data.repaidAmount).toBe(0);
    expect((await b.call('/repay/flutterwave/verify-opt', { reference: 'COLNOPEN1', otp: '123456' })).status).toBe(404);
  });
});
