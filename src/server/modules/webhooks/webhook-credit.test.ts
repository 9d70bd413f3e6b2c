import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomingPayments, ledgerTransactions } from '../../db/schema';
import { sandboxSigningKeys } from '../../providers/payments/collections-config';
import { SandboxCollections } from '../../providers/payments/sandbox/sandbox-collections';
import { signedWebhook } from '../../providers/payments/sandbox/sandbox-webhooks';
import { buildTestApp, testConfig, type TestApp } from '../../test/harness';
import { disbursedLoan } from '../../test/repay-fixtures';

/**
 * The whole path with REPAY-SERVER's receivePayment: a loan reached through the product's
 * calls, an instrument issued by the cashier calls, a payment made at the sandbox vendor, its
 * signed webhook, the re-fetch, and the ledger. Runs on PGlite and on PostgreSQL.
 */
describe('webhooks credit a loan once, and park what does not fit', () => {
  let t: TestApp;
  const keys = sandboxSigningKeys(testConfig().secret);

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const devPay = async (target: string, extra: { amount?: number; currency?: string } = {}) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/dev/sandbox-pay', payload: { target, ...extra } });
    return res.json() as { code: number; data: { ok: boolean; webhookStatus: number; webhookBody: unknown } };
  };
  const recorded = (orderId: number) =>
    t.database.db
      .select()
      .from(incomingPayments)
      .where(eq(incomingPayments.orderId, orderId))
      .orderBy(incomingPayments.id);
  const repayments = (orderId: number) =>
    t.database.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.orderId, orderId), eq(ledgerTransactions.kind, 'repayment')));

  it('OXXO: a wrong amount and a wrong currency are parked with their reason, the right payment is credited', async () => {
    const { b, orderNo, order } = await disbursedLoan(t, 'mx', 500_000);
    const issued = await b.call('/repay/getOXXOReference', { orderNo, amount: 100_000 });
    expect(issued.code).toBe(0);
    const cash = issued.data.cashReference?.reference ?? '';
    expect(cash).toMatch(/^93\d{12}$/);

    expect((await devPay(cash, { amount: 99_900 })).data).toMatchObject({
      ok: true,
      webhookStatus: 200,
      webhookBody: { received: true },
    });
    expect((await devPay(cash, { currency: 'USD' })).data.webhookStatus).toBe(200);
    expect(await repayments(order.id)).toHaveLength(0);
    expect((await recorded(order.id)).map((r) => [r.outcome, r.reason])).toEqual([
      ['parked', 'amountMismatch'],
      ['parked', 'currencyMismatch'],
    ]);

    expect((await devPay(cash)).data.webhookStatus).toBe(200);
    expect(await repayments(order.id)).toHaveLength(1);
    expect((await recorded(order.id)).at(-1)).toMatchObject({ outcome: 'credited', amount: 100_000, currency: 'MXN' });
  });

  it("SPEI: a transfer to the borrower's CLABE is credited; the same notification again is a duplicate", async () => {
    const { b, orderNo, order } = await disbursedLoan(t, 'mx', 500_000);
    const issued = await b.call('/repay/getStpClabe', { orderNo });
    const clabe = issued.data.account?.accountNumber ?? '';
    expect(clabe).toMatch(/^646180\d{12}$/);
    const paid = await new SandboxCollections(t.database.db, t.clock).pay({ accountNumber: clabe }, { amount: 50_000 });
    const hook = signedWebhook(paid, keys);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'POST', url: hook.url, headers: hook.headers, payload: hook.payload });
      expect(res.json()).toEqual({ mensaje: 'confirmar' });
    }
    expect(await repayments(order.id)).toHaveLength(1);
    expect(await recorded(order.id)).toHaveLength(1);
  });

  it('a payment into an instrument we never issued is parked as unknownReference, never dropped', async () => {
    const sandbox = new SandboxCollections(t.database.db, t.clock);
    await sandbox.createInstrument({
      method: 'paystack_card',
      reference: 'col:NOSUCHORDER:1',
      orderNo: 'NOSUCHORDER',
      amount: 10_000,
      currency: 'NGN',
      customer: { userId: 1, firstName: 'X', lastName: 'Y', name: 'X Y', email: null, phone: null, kyc: null },
      expiresAt: null,
      returnUrl: '/',
    });
    const paid = await sandbox.pay({ reference: 'col:NOSUCHORDER:1' });
    const hook = signedWebhook(paid, keys);
    expect(
      (await t.app.inject({ method: 'POST', url: hook.url, headers: hook.headers, payload: hook.payload })).statusCode,
    ).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(incomingPayments)
      .where(and(eq(incomingPayments.vendor, 'paystack'), eq(incomingPayments.eventId, paid.eventId)));
    expect(row).toMatchObject({ outcome: 'parked', reason: 'unknownReference', amount: 10_000 });
  });

  it('the same webhook 100 times in a row and 100 times at once credits one repayment', async () => {
    const { b, orderNo, order } = await disbursedLoan(t, 'ng', 1_000_000);
    const issued = await b.call('/repay/monnify_reserved_account', { orderNo });
    const account = issued.data.account?.accountNumber ?? '';
    const sandbox = new SandboxCollections(t.database.db, t.clock);
    const first = signedWebhook(await sandbox.pay({ accountNumber: account }, { amount: 20_000 }), keys);
    const send = (h: typeof first) =>
      t.app.inject({ method: 'POST', url: h.url, headers: h.headers, payload: h.payload });
    for (let i = 0; i < 100; i++) expect((await send(first)).statusCode).toBe(200);
    expect(await repayments(order.id)).toHaveLength(1);

    const second = signedWebhook(await sandbox.pay({ accountNumber: account }, { amount: 30_000 }), keys);
    const all = await Promise.all(Array.from({ length: 100 }, () => send(second)));
    expect(all.every((r) => r.statusCode === 200)).toBe(true);
    const txs = await repayments(order.id);
    expect(txs).toHaveLength(2);
    expect((await recorded(order.id)).map((r) => [r.outcome, r.amount])).toEqual([
      ['credited', 20_000],
      ['credited', 30_000],
    ]);
  });
});
