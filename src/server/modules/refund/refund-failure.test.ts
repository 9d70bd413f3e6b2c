import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditRefunds } from '../../db/schema';
import type { PaymentsProvider, PayoutRequest } from '../../providers/payments/payments-provider';
import { SandboxPayments } from '../../providers/payments/sandbox-payments';
import { buildTestApp, type TestApp } from '../../test/harness';
import { chargeWholeTerm } from '../../test/term-products';
import { drain } from '../../test/money-fixtures';
import { signInOperator, type SignedInOperator } from '../../test/operator-test-kit';
import { loanBalances, receivePayment } from '../repay';
import { disbursedLoan, transactionsOf } from '../../test/repay-fixtures';

/** The sandbox, except that its bank refuses refunds (as a closed account would): disbursements still pay. */
class RefusingRefunds extends SandboxPayments {
  readonly requests: PayoutRequest[] = [];
  override async payout(request: PayoutRequest) {
    this.requests.push(request);
    if (request.idempotencyKey.startsWith('RFD'))
      return { status: 'failed' as const, providerRef: 'refused', failureCode: 'rejected' as const };
    return super.payout(request);
  }
}

let t: TestApp;
let op: SignedInOperator;
let payments: RefusingRefunds;
beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      payments: (clock, _config, db): PaymentsProvider =>
        (payments = new RefusingRefunds({ db, clock, payoutDelayMs: 0 })),
    },
  );
  // Figures by hand for the whole term's interest, paid off before the due date (decision 0104).
  await chargeWholeTerm(t);
  op = await signInOperator(t, 'collections');
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe('a refund the bank refuses (PGlite and PostgreSQL)', () => {
  it('is failed, posts nothing, and its amount is refundable again', async () => {
    const { order, orderNo } = await disbursedLoan(t, 'ng');
    const b = await loanBalances(t.database.db, order.id);
    await receivePayment(
      { db: t.database.db, clock: t.clock },
      {
        vendor: 'paystack',
        eventId: 'evt-over',
        vendorTxId: 'evt-over',
        method: 'paystack_card',
        reference: 'col:NOPE:1',
        accountNumber: null,
        amount: b.penalty + b.fees + b.interest + b.principal + 40_000,
        currency: 'NGN',
        providerRef: 'evt-over',
        paidAt: t.clock.now(),
      },
    );
    const { id } = (await op.call('GET', '/api/admin/payments/parked'))
      .json()
      .data.payments.find((p: { eventId: string }) => p.eventId === 'evt-over');
    expect((await op.call('POST', `/api/admin/payments/parked/${id}/match`, { orderNo })).json().code).toBe(0);

    const refund = await op.call('POST', `/api/admin/orders/${orderNo}/refunds`, {
      amount: 40_000,
      key: 'key-refused-1',
      reason: 'overpaid',
    });
    expect(refund.json()).toMatchObject({ code: 0, data: { status: 'pending' } });
    await drain(t);
    const [row] = await t.database.db.select().from(creditRefunds).where(eq(creditRefunds.orderId, order.id));
    expect(row).toMatchObject({ status: 'failed', failureCode: 'rejected', ledgerTransactionId: null });
    // Sent as a refund (narrated "Refund …" on the statement), the disbursement as the loan.
    expect(
      payments.requests
        .filter((r) => r.orderNo === orderNo)
        .map((r) => [r.idempotencyKey.slice(0, 3), r.purpose ?? 'loan']),
    ).toEqual([
      ['PAY', 'loan'],
      ['RFD', 'refund'],
    ]);
    expect(await transactionsOf(t, order.id, 'refund')).toHaveLength(0);
    expect((await op.call('GET', `/api/admin/orders/${orderNo}/collections`)).json().data.credit).toEqual({
      credit: 40_000,
      pending: 0,
      available: 40_000,
    });
    // The operator may try again (here the bank refuses again).
    expect(
      (
        await op.call('POST', `/api/admin/orders/${orderNo}/refunds`, {
          amount: 40_000,
          key: 'key-refused-2',
          reason: 'overpaid',
        })
      ).json().code,
    ).toBe(0);
  });
});
