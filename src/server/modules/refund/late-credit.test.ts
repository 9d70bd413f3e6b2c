import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditRefunds, incomingPayments, operatorAudit } from '../../db/schema';
import { trialBalance } from '../../ledger/post';
import { buildTestApp, type TestApp } from '../../test/harness';
import { chargeWholeTerm } from '../../test/term-products';
import { drain, orderRow } from '../../test/money-fixtures';
import { signInOperator, type SignedInOperator } from '../../test/operator-test-kit';
import { loanBalances, receivePayment } from '../repay';
import { disbursedLoan, transactionsOf } from '../../test/repay-fixtures';

let t: TestApp;
let collections: SignedInOperator;
beforeAll(async () => {
  t = await buildTestApp();
  // Figures by hand for the whole term's interest, paid off before the due date (decision 0104).
  await chargeWholeTerm(t);
  collections = await signInOperator(t, 'collections');
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function sandboxPay(target: string, amount?: number) {
  const res = await t.app.inject({ method: 'POST', url: '/api/dev/sandbox-pay', payload: { target, amount } });
  expect(res.json()).toMatchObject({ code: 0, data: { ok: true, webhookStatus: 200 } });
}

async function expectBooksBalanced() {
  const tb = await trialBalance(t.database.db);
  expect(tb.debits - tb.credits).toBe(0);
}

describe('money that arrives after a loan finished (PGlite and PostgreSQL)', () => {
  it("becomes borrower credit in the ledger, shown to the operator, who refunds it to the borrower's account", async () => {
    const { b, orderNo, order } = await disbursedLoan(t, 'ng');
    const account = await b.call('/repay/monnify_reserved_account', { orderNo });
    const nuban = account.data.account!.accountNumber;
    const owed = (await b.call('/repay/repay-order/detail', { orderNo })).data.outstanding;
    await sandboxPay(nuban, owed);
    expect((await orderRow(t, orderNo)).status).toBe(4);
    expect((await loanBalances(t.database.db, order.id)).credit).toBe(0);

    // The borrower's standing order pays again into the same account: the loan has nothing left to take.
    await sandboxPay(nuban, 45_000);
    const [late] = await t.database.db.select().from(incomingPayments).where(eq(incomingPayments.amount, 45_000));
    expect(late).toMatchObject({
      outcome: 'heldAsCredit',
      reason: null,
      orderId: order.id,
      ledgerTransactionId: expect.any(Number),
    });
    const held = await transactionsOf(t, order.id, 'lateCredit');
    expect(held.map((x) => x.idempotencyKey)).toEqual([`repayment:${late.vendor}:${late.eventId}`]);
    expect(await loanBalances(t.database.db, order.id)).toMatchObject({ credit: 45_000, principal: 0, interest: 0 });
    expect((await orderRow(t, orderNo)).status).toBe(4);
    await expectBooksBalanced();

    // The operator sees it: not parked, on the loan's page and in the credit waiting to be refunded.
    const parked = (await collections.call('GET', '/api/admin/payments/parked')).json().data.payments as {
      id: number;
    }[];
    expect(parked.map((p) => p.id)).not.toContain(late.id);
    const view = (await collections.call('GET', `/api/admin/orders/${orderNo}/collections`)).json().data;
    expect(view.credit).toEqual({ credit: 45_000, pending: 0, available: 45_000 });
    expect(view.payments.map((p: { outcome: string }) => p.outcome)).toEqual(['credited', 'heldAsCredit']);
    const board = (await collections.call('GET', '/api/admin/reconciliation')).json().data;
    expect(board.credit.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ orderNo, available: 45_000, currency: 'NGN' })]),
    );

    // Refunded through the existing refund flow; the provider pays it and the ledger moves once.
    const refund = await collections.call('POST', `/api/admin/orders/${orderNo}/refunds`, {
      amount: 45_000,
      key: 'late-credit-0001',
      reason: 'paid after the loan finished',
    });
    expect(refund.json()).toMatchObject({ code: 0, data: { status: 'pending', amount: 45_000 } });
    await drain(t);
    const [row] = await t.database.db.select().from(creditRefunds).where(eq(creditRefunds.orderId, order.id));
    expect(row).toMatchObject({ status: 'succeeded', amount: 45_000 });
    expect(await loanBalances(t.database.db, order.id)).toMatchObject({ credit: 0 });
    expect((await transactionsOf(t, order.id)).map((x) => x.kind)).toEqual([
      'disbursement',
      'repayment',
      'lateCredit',
      'refund',
    ]);
    await expectBooksBalanced();

    // The same notification again is the same event: nothing more is held.
    expect(
      await receivePayment(
        { db: t.database.db, clock: t.clock },
        {
          vendor: late.vendor as 'monnify',
          eventId: late.eventId,
          vendorTxId: late.eventId,
          method: 'monnify_reserved',
          reference: null,
          accountNumber: nuban,
          amount: 45_000,
          currency: 'NGN',
          providerRef: late.providerRef,
          paidAt: late.paidAt,
        },
      ),
    ).toEqual({ outcome: 'duplicate' });
    expect(await loanBalances(t.database.db, order.id)).toMatchObject({ credit: 0 });
  });

  it('a parked payment an operator matches to a finished loan is held as its credit, once', async () => {
    const { b, orderNo, order } = await disbursedLoan(t, 'ng');
    const checkout = await b.call('/repay/paystack/authorization', {
      orderNo,
      amount: (await b.call('/repay/repay-order/detail', { orderNo })).data.outstanding,
    });
    await sandboxPay(checkout.data.reference);
    expect((await orderRow(t, orderNo)).status).toBe(4);

    const parked = await receivePayment(
      { db: t.database.db, clock: t.clock },
      {
        vendor: 'paystack',
        eventId: 'evt-late-unknown-1',
        vendorTxId: 'evt-late-unknown-1',
        method: 'paystack_card',
        reference: 'COLUNKNOWN',
        accountNumber: null,
        amount: 12_500,
        currency: 'NGN',
        providerRef: 'evt-late-unknown-1',
        paidAt: t.clock.now(),
      },
    );
    expect(parked).toEqual({ outcome: 'parked', reason: 'unknownReference' });
    const [row] = await t.database.db
      .select()
      .from(incomingPayments)
      .where(eq(incomingPayments.eventId, 'evt-late-unknown-1'));
    const match = () => collections.call('POST', `/api/admin/payments/parked/${row.id}/match`, { orderNo });
    const results = await Promise.all([match(), match(), match()]);
    expect(results.map((r) => r.json().code).sort()).toEqual([0, 400806, 400806]);
    expect(results.find((r) => r.json().code === 0)!.json().data).toEqual({
      paymentId: row.id,
      orderNo,
      finished: true,
      heldAsCredit: true,
    });
    expect((await loanBalances(t.database.db, order.id)).credit).toBe(12_500);
    expect(await transactionsOf(t, order.id, 'lateCredit')).toHaveLength(1);
    const [audit] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.target, `payment:${row.id}`));
    expect(audit).toMatchObject({ action: 'payment.match', after: { heldAsCredit: true } });
    await expectBooksBalanced();
  });
});
