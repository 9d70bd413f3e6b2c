import { identityVendorStandIn } from '../../test/identity-stand-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectedPayment } from '../../providers/payments/collections-provider';
import { SandboxCollections } from '../../providers/payments/sandbox/sandbox-collections';
import { buildApp } from '../../app';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { buildTestApp, productionReadyConfig, TestClock, type TestApp } from '../../test/harness';
import { createTestDatabase } from '../../test/test-db';

describe('the sandbox checkout page', () => {
  let t: TestApp;
  let sandbox: SandboxCollections;
  const received: CollectedPayment[] = [];
  const customer = {
    userId: 1,
    firstName: 'Ada',
    lastName: 'Okafor',
    name: 'Ada Okafor',
    email: null,
    phone: null,
    kyc: null,
  };

  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        paymentSink: async (p) => {
          received.push(p);
          return { outcome: 'credited' };
        },
      },
    );
    sandbox = new SandboxCollections(t.database.db, t.clock);
  });
  afterAll(async () => t.close());

  it("shows a checkout without any script, and Pay calls our webhook signed as Paystack; the way back is the instrument's returnUrl", async () => {
    const inst = await sandbox.createInstrument({
      method: 'paystack_card',
      reference: 'col:PRPAGE1:1',
      orderNo: 'PRPAGE1',
      amount: 500_000,
      currency: 'NGN',
      customer,
      expiresAt: null,
      returnUrl: 'http://localhost:3000/#/repay/cashier?orderNo=PRPAGE1',
    });
    expect(inst.checkoutUrl).toBe(
      '/sandbox/pay/col%3APRPAGE1%3A1?return=http%3A%2F%2Flocalhost%3A3000%2F%23%2Frepay%2Fcashier%3ForderNo%3DPRPAGE1',
    );
    const page = await t.app.inject({ method: 'GET', url: inst.checkoutUrl ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).not.toMatch(/<script|style=|onclick/i);
    expect(page.body).toContain('₦5,000');
    expect(page.body).toContain('<form method="post" action="/sandbox/pay/col%3APRPAGE1%3A1">');

    const paid = await t.app.inject({
      method: 'POST',
      url: '/sandbox/pay/col%3APRPAGE1%3A1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ return: 'http://localhost:3000/#/repay/cashier?orderNo=PRPAGE1' }).toString(),
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Payment sent');
    expect(paid.body).toContain('href="http://localhost:3000/#/repay/cashier?orderNo=PRPAGE1"');
    expect(received.at(-1)).toMatchObject({
      vendor: 'paystack',
      method: 'paystack_card',
      reference: 'col:PRPAGE1:1',
      amount: 500_000,
    });
  });

  it('asks for the amount on an open-amount account, found by its CLABE, and refuses a bad one', async () => {
    const inst = await sandbox.createInstrument({
      method: 'stp_clabe',
      reference: 'col:PRPAGE2:1',
      orderNo: 'PRPAGE2',
      amount: null,
      currency: 'MXN',
      customer,
      expiresAt: null,
      returnUrl: '/',
    });
    const clabe = inst.clabe ?? '';
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/pay?target=${clabe}` });
    expect(page.body).toContain('id="amount-input"');
    expect(page.body).toContain(`action="/sandbox/pay?target=${clabe}"`);
    const form = (amount: string) =>
      t.app.inject({
        method: 'POST',
        url: `/sandbox/pay?target=${clabe}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `amount=${amount}`,
      });
    for (const bad of ['', '0', '-5', '1.234', 'abc']) expect((await form(bad)).statusCode).toBe(400);
    const ok = await form('1250.50');
    expect(ok.statusCode).toBe(200);
    expect(received.at(-1)).toMatchObject({
      vendor: 'stp',
      accountNumber: clabe,
      amount: 125_050,
      currency: 'MXN',
      reference: null,
    });
  });

  it("pays a borrower's account the app shows again on a later loan, after the first instrument's time has passed", async () => {
    const inst = await sandbox.createInstrument({
      method: 'paystack_dedicated',
      reference: 'col:PRPAGE4:1',
      orderNo: 'PRPAGE4',
      amount: null,
      currency: 'NGN',
      customer,
      expiresAt: new Date(t.clock.now().getTime() + 1000),
      returnUrl: '/',
    });
    t.clock.advance(40 * 86_400_000);
    const account = inst.account?.accountNumber ?? '';
    const res = await t.app.inject({
      method: 'POST',
      url: `/sandbox/pay?target=${account}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'amount=700',
    });
    expect(res.statusCode).toBe(200);
    expect(received.at(-1)).toMatchObject({ vendor: 'paystack', accountNumber: account, amount: 70_000 });
  });

  it('answers 404 for a reference it never issued, refuses an expired one, and ignores a script link as the way back', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/pay/col%3ANOPE%3A1' })).statusCode).toBe(404);
    await sandbox.createInstrument({
      method: 'oxxo',
      reference: 'col:PRPAGE3:1',
      orderNo: 'PRPAGE3',
      amount: 10_000,
      currency: 'MXN',
      customer,
      expiresAt: new Date(t.clock.now().getTime() + 1000),
      returnUrl: '/',
    });
    t.clock.advance(1000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox/pay/col%3APRPAGE3%3A1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'return=javascript:alert(1)',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('expired');
    expect(res.body).toContain('href="/#/repay/repay_detail"');
  });

  it('is not served in production mode', async () => {
    // Production refuses the sandbox SMS provider, so this app gets a vendor's stand-in.
    const database = await createTestDatabase();
    const vendorSms: SmsProvider = {
      name: 'vendor',
      sandbox: false,
      send: async () => undefined,
      voice: async () => undefined,
    };
    const prod = await buildApp({
      config: productionReadyConfig(),
      db: database.db,
      clock: new TestClock(),
      sms: vendorSms,
      identity: identityVendorStandIn(),
      logger: false,
    });
    try {
      expect((await prod.inject({ method: 'GET', url: '/sandbox/pay/col%3AX%3A1' })).statusCode).toBe(404);
      expect(
        (await prod.inject({ method: 'POST', url: '/api/dev/sandbox-pay', payload: { target: 'x' } })).statusCode,
      ).toBe(404);
    } finally {
      await prod.close();
      await database.drop();
    }
  });
});
