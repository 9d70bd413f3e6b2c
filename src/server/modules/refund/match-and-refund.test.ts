import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceKeys } from '../../../domain/coupons/source-keys';
import { creditRefunds, drawRights, incomingPayments, operatorAudit, sandboxPayouts } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { chargeWholeTerm } from '../../test/term-products';
import { drain, orderRow } from '../../test/money-fixtures';
import { signInOperator, type SignedInOperator } from '../../test/operator-test-kit';
import { loanBalances, receivePayment } from '../repay';
import { disbursedLoan, transactionsOf } from '../../test/repay-fixtures';

let t: TestApp;
let collections: SignedInOperator;
let reviewer: SignedInOperator;
// Building the app migrates a fresh database: slow on a loaded machine.
beforeAll(async () => {
  t = await buildTestApp();
  // Figures by hand for the whole term's interest, paid off before the due date (decision 0104).
  await chargeWholeTerm(t);
  collections = await signInOperator(t, 'collections');
  reviewer = await signInOperator(t, 'reviewer');
}, 180_000);
afterAll(async () => {
  await t.close();
});

let events = 0;
/** A vendor's payment that names no reference of ours: the one door parks it (unknownReference). */
async function parkedPayment(amount: number, currency: 'NGN' | 'MXN' = 'NGN'): Promise<number> {
  const eventId = `evt-unmatched-${++events}`;
  const res = await receivePayment(
    { db: t.database.db, clock: t.clock },
    {
      vendor: 'paystack',
      eventId,
      vendorTxId: eventId,
      method: 'paystack_card',
      reference: `col:UNKNOWN:${events}`,
      accountNumber: null,
      amount,
      currency,
      providerRef: eventId,
      paidAt: t.clock.now(),
    },
  );
  expect(res).toEqual({ outcome: 'parked', reason: 'unknownReference' });
  const [row] = await t.database.db.select().from(incomingPayments).where(eq(incomingPayments.eventId, eventId));
  return row.id;
}

const auditOf = (target: string) => t.database.db.select().from(operatorAudit).where(eq(operatorAudit.target, target));
const owedOf = async (orderId: number) => {
  const b = await loanBalances(t.database.db, orderId);
  return b.penalty + b.fees + b.interest + b.principal;
};

describe('matching a parked payment to a loan (PGlite and PostgreSQL)', () => {
  it('credits the loan like a vendor payment, once; wrong loan, currency or a second match change nothing', async () => {
    const { order, orderNo } = await disbursedLoan(t, 'ng');
    const owed = await owedOf(order.id);
    const id = await parkedPayment(100_000);
    const match = (no: string, op = collections) =>
      op.call('POST', `/api/admin/payments/parked/${id}/match`, { orderNo: no });

    const unknown = await match('PR000000NOPE0000');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 404100]);
    expect((await reviewer.call('POST', `/api/admin/payments/parked/${id}/match`, { orderNo })).statusCode).toBe(403);
    expect(
      (await collections.call('POST', `/api/admin/payments/parked/${id}/match`, { orderNo }, { csrf: false }))
        .statusCode,
    ).toBe(403);
    expect((await collections.call('POST', `/api/admin/payments/parked/${id}/match`, { orderNo: '' })).statusCode).toBe(
      400,
    );
    expect(await owedOf(order.id)).toBe(owed);

    const mxn = await parkedPayment(100_000, 'MXN');
    const wrongCurrency = await collections.call('POST', `/api/admin/payments/parked/${mxn}/match`, { orderNo });
    expect([wrongCurrency.statusCode, wrongCurrency.json().code]).toEqual([409, 400807]);
    expect(wrongCurrency.json().msg).toBe('This payment is in MXN but the loan is in NGN');
    expect(await owedOf(order.id)).toBe(owed);
    expect(await auditOf(`payment:${mxn}`)).toHaveLength(0);

    const ok = await match(orderNo);
    expect(ok.json()).toMatchObject({ code: 0, data: { paymentId: id, orderNo, finished: false } });
    expect(await owedOf(order.id)).toBe(owed - 100_000);
    const [resolved] = await t.database.db.select().from(incomingPayments).where(eq(incomingPayments.id, id));
    expect(resolved).toMatchObject({ outcome: 'resolved', orderId: order.id, resolvedBy: collections.email });
    const [tx] = await transactionsOf(t, order.id, 'repayment');
    expect(tx.idempotencyKey).toBe(`repayment:paystack:${resolved.eventId}`);

    const again = await match(orderNo);
    expect([again.statusCode, again.json().code]).toEqual([409, 400806]);
    expect(await owedOf(order.id)).toBe(owed - 100_000);
    const audit = await auditOf(`payment:${id}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'payment.match', actor: collections.email });
    expect(audit[0].before).toMatchObject({
      outcome: 'parked',
      reason: 'unknownReference',
      owed: { principal: expect.any(Number) },
    });
    expect(audit[0].after).toMatchObject({ outcome: 'resolved', orderNo, transactionId: tx.id });
    // It left the parked list.
    const list = (await collections.call('GET', '/api/admin/payments/parked')).json().data.payments as { id: number }[];
    expect(list.map((p) => p.id)).not.toContain(id);
  });

  it('two operators matching at once make one credit', async () => {
    const { order, orderNo } = await disbursedLoan(t, 'ng');
    const owed = await owedOf(order.id);
    const id = await parkedPayment(50_000);
    const other = await signInOperator(t, 'admin');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? other : collections).call('POST', `/api/admin/payments/parked/${id}/match`, { orderNo }),
      ),
    );
    expect(results.map((r) => r.json().code).sort()).toEqual([0, 400806, 400806, 400806, 400806, 400806]);
    expect(await owedOf(order.id)).toBe(owed - 50_000);
    expect(await transactionsOf(t, order.id, 'repayment')).toHaveLength(1);
  });

  it("a match that pays the loan off finishes it with receivePayment's effects; the excess is borrower credit", async () => {
    const { order, orderNo } = await disbursedLoan(t, 'ng');
    const owed = await owedOf(order.id);
    const id = await parkedPayment(owed + 75_000);
    const res = await collections.call('POST', `/api/admin/payments/parked/${id}/match`, { orderNo });
    expect(res.json()).toMatchObject({ code: 0, data: { finished: true } });
    expect((await orderRow(t, orderNo)).status).toBe(4);
    expect((await loanBalances(t.database.db, order.id)).credit).toBe(75_000);
    const draws = await t.database.db
      .select()
      .from(drawRights)
      .where(eq(drawRights.sourceKey, sourceKeys.repaidOnTime(orderNo)));
    expect(draws).toHaveLength(1);
    // The limit raise is queued work, as on a vendor payment: run it and the books stay balanced.
    await drain(t);
  });
});

describe('refunding borrower credit (PGlite and PostgreSQL)', () => {
  async function loanWithCredit(credit: number) {
    const { order, orderNo } = await disbursedLoan(t, 'ng');
    const id = await parkedPayment((await owedOf(order.id)) + credit);
    expect((await collections.call('POST', `/api/admin/payments/parked/${id}/match`, { orderNo })).json().code).toBe(0);
    return { order, orderNo };
  }
  const refund = (orderNo: string, amount: number, key: string, op = collections) =>
    op.call('POST', `/api/admin/orders/${orderNo}/refunds`, {
      amount,
      key,
      reason: 'borrower asked for the overpayment',
    });

  it('refuses more than the credit or bad input, changing nothing; the same key twice is one refund, paid and posted once', async () => {
    const { order, orderNo } = await loanWithCredit(60_000);
    const tooMuch = await refund(orderNo, 60_001, 'key-too-much-1');
    expect([tooMuch.statusCode, tooMuch.json().code]).toEqual([409, 400808]);
    expect(tooMuch.json().msg).toMatch(/^Only ₦600\.00 of credit can be refunded on this loan$/);
    for (const bad of [
      { amount: 100.5, key: 'key-bad-00001' },
      { amount: -5, key: 'key-bad-00002' },
      { amount: 5, key: 'no' },
    ]) {
      expect(
        (await collections.call('POST', `/api/admin/orders/${orderNo}/refunds`, { ...bad, reason: 'x' })).statusCode,
      ).toBe(400);
    }
    expect((await refund(orderNo, 1_000, 'key-reviewer-1', reviewer)).statusCode).toBe(403);
    expect(await t.database.db.select().from(creditRefunds).where(eq(creditRefunds.orderId, order.id))).toHaveLength(0);
    expect(await auditOf(`order:${orderNo}`)).toHaveLength(0);

    const first = await refund(orderNo, 25_000, 'key-once-00001');
    const second = await refund(orderNo, 25_000, 'key-once-00001');
    expect(first.json()).toMatchObject({ code: 0, data: { amount: 25_000, currency: 'NGN', status: 'pending' } });
    expect(second.json().data.id).toBe(first.json().data.id);
    expect((await refund(orderNo, 30_000, 'key-once-00001')).json().code).toBe(400809);

    await drain(t);
    const rows = await t.database.db.select().from(creditRefunds).where(eq(creditRefunds.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', amount: 25_000, requestedBy: collections.email });
    const posted = await transactionsOf(t, order.id, 'refund');
    expect(posted.map((p) => p.idempotencyKey)).toEqual([`refund:${orderNo}:key-once-00001`]);
    expect((await loanBalances(t.database.db, order.id)).credit).toBe(35_000);
    const paid = await t.database.db
      .select()
      .from(sandboxPayouts)
      .where(eq(sandboxPayouts.idempotencyKey, `RFD${orderNo}N${first.json().data.id}`));
    expect(paid).toMatchObject([{ amount: 25_000, status: 'succeeded' }]);

    const audit = await auditOf(`order:${orderNo}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'refund.request',
      actor: collections.email,
      reason: 'borrower asked for the overpayment',
    });
    expect(audit[0].before).toEqual({ credit: 60_000, pending: 0, available: 60_000 });
    expect(audit[0].after).toMatchObject({ amount: 25_000, available: 35_000 });

    const view = (await collections.call('GET', `/api/admin/orders/${orderNo}/collections`)).json().data;
    expect(view.credit).toEqual({ credit: 35_000, pending: 0, available: 35_000 });
    expect(view.refunds).toMatchObject([{ amount: 25_000, status: 'succeeded' }]);
    expect(view.payments).toMatchObject([{ outcome: 'resolved' }]);
  });

  it('refunds requested at once never pass the credit', async () => {
    const { order, orderNo } = await loanWithCredit(30_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => refund(orderNo, 10_000, `key-race-${String(i).padStart(5, '0')}`)),
    );
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === 0)).toHaveLength(3);
    expect(codes.filter((c) => c === 400808)).toHaveLength(7);
    await drain(t);
    expect((await loanBalances(t.database.db, order.id)).credit).toBe(0);
    const succeeded = await t.database.db
      .select()
      .from(creditRefunds)
      .where(and(eq(creditRefunds.orderId, order.id), eq(creditRefunds.status, 'succeeded')));
    expect(succeeded).toHaveLength(3);
    expect((await refund(orderNo, 1, 'key-after-00001')).json().code).toBe(400808);
  });
});
