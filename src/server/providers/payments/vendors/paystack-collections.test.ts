import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorReference } from '../../../../domain/collections/vendor-reference';
import { startFakes, type FakeHarness } from '../../../../fakes/fake-harness';
import { paystackCollections } from '../../../../fakes/vendors/paystack-collections';
import { CollectionRefused, type CollectionCustomer, type CollectionRequest } from '../collections-provider';
import type { WebhookKeys } from '../webhooks/webhook-parse';
import { PaystackCollections } from './paystack-collections';
import { borrowerEmail } from './customer-email';
import { paystackWebhook } from './paystack-webhook';
import { ReferenceTaken } from './vendor-http';
import { vendorRefusal, vendorStandIn, type VendorStandIn } from '../../../test/vendor-stand-in';
import { adaRequest } from '../../../test/ada-request';

/** The adapter against the strict Paystack fake (src/fakes): what Paystack refuses, it refuses here. */
describe('PaystackCollections against the Paystack fake', () => {
  let fakes: FakeHarness;
  let settings: Record<string, string>;
  let paystack: PaystackCollections;
  const customer: CollectionCustomer = {
    userId: 7,
    firstName: 'Ada',
    lastName: 'Okafor',
    name: 'Ada Okafor',
    email: null,
    phone: '+2348030000007',
    kyc: { bvn: '22123456789', bankCode: '058', accountNumber: '0000014570' },
  };
  const request = (method: CollectionRequest['method'], n: number, amount: number | null): CollectionRequest => ({
    method,
    reference: vendorReference('collection', 'PR7ADA', n),
    orderNo: 'PR7ADA',
    amount,
    currency: 'NGN',
    customer,
    expiresAt: null,
    returnUrl: 'https://app.example/#/repay',
  });
  const keys = (): WebhookKeys => ({
    paystackSecretKey: settings.PAYSTACK_SECRET_KEY,
    flutterwaveSecretHash: '',
    monnifyClientSecret: '',
    conektaWebhookPublicKey: '',
    stpWebhookToken: '',
    stpAllowedIps: null,
  });
  const lastHook = () => {
    const hook = fakes.hooks[fakes.hooks.length - 1];
    return paystackWebhook.parse({ rawBody: hook.rawBody, headers: hook.headers, query: {} }, keys());
  };

  beforeAll(async () => {
    fakes = await startFakes([paystackCollections]);
    settings = paystackCollections.settings(`${fakes.fakeUrl}/paystack`);
    paystack = new PaystackCollections({
      secretKey: settings.PAYSTACK_SECRET_KEY,
      baseUrl: settings.PAYSTACK_BASE_URL,
    });
  });
  afterAll(async () => fakes.close());

  it('refuses a wrong key and the old col:<orderNo>:<n> references, as Paystack does', async () => {
    const wrong = new PaystackCollections({ secretKey: 'sk_test_wrong', baseUrl: settings.PAYSTACK_BASE_URL });
    await expect(wrong.createInstrument(request('paystack_card', 1, 100_000))).rejects.toMatchObject({ status: 401 });
    const old = await fetch(`${settings.PAYSTACK_BASE_URL}/transaction/initialize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.PAYSTACK_SECRET_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.co', amount: '100000', reference: 'col:PR7ADA:1' }),
    });
    expect(old.status).toBe(400);
    expect(await old.json()).toMatchObject({ status: false });
  });

  it('a card checkout: our reference, card only; paid, the signed charge.success is verified and confirmed; a retried reference is retired', async () => {
    const req = request('paystack_card', 2, 150_000);
    const checkout = await paystack.createInstrument(req);
    expect(checkout).toMatchObject({ kind: 'checkout', reference: req.reference, amount: 150_000 });
    expect(checkout.checkoutUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/paystack\/checkout\//);
    await expect(paystack.createInstrument(req)).rejects.toBeInstanceOf(ReferenceTaken);
    expect(
      await paystack.verifyPayment({ method: 'paystack_card', reference: req.reference, providerRef: req.reference }),
    ).toEqual({ status: 'pending', payments: [] });

    expect((await fakes.pay(req.reference, 150_000)).status).toBe(200);
    const parsed = lastHook();
    expect(parsed).toMatchObject({
      kind: 'payment',
      payment: {
        vendor: 'paystack',
        method: 'paystack_card',
        reference: req.reference,
        amount: 150_000,
        currency: 'NGN',
      },
    });
    if (parsed.kind !== 'payment') throw new Error('not a payment');
    expect(await paystack.confirmPayment(parsed.payment)).toMatchObject({
      eventId: parsed.payment.eventId,
      amount: 150_000,
      reference: req.reference,
    });
    const verified = await paystack.verifyPayment({
      method: 'paystack_card',
      reference: req.reference,
      providerRef: req.reference,
    });
    expect(verified).toMatchObject({
      status: 'paid',
      payments: [{ eventId: parsed.payment.eventId, amount: 150_000 }],
    });
    expect(await paystack.confirmPayment({ ...parsed.payment, eventId: '999' })).toBeNull();
  });

  it('a dedicated account needs the phone and the BVN; the customer is validated with BVN + bank account first; a retry answers the same account', async () => {
    await expect(
      paystack.createInstrument({ ...request('paystack_dedicated', 3, null), customer: { ...customer, phone: null } }),
    ).rejects.toBeInstanceOf(CollectionRefused);
    await expect(
      paystack.createInstrument({ ...request('paystack_dedicated', 3, null), customer: { ...customer, kyc: null } }),
    ).rejects.toBeInstanceOf(CollectionRefused);

    const account = await paystack.createInstrument(request('paystack_dedicated', 3, null));
    expect(account).toMatchObject({ kind: 'account', amount: null, account: { bankName: 'Wema Bank' } });
    const held = paystackCollections.state.customers.find((c) => c.phone === customer.phone);
    expect(held).toMatchObject({ identified: true, phone: '+2348030000007', first_name: 'Ada' });
    const again = await paystack.createInstrument(request('paystack_dedicated', 4, null));
    expect(again.account?.accountNumber).toBe(account.account?.accountNumber);
    expect(paystackCollections.state.dvas).toHaveLength(1);

    expect((await fakes.pay(account.account!.accountNumber, 250_000)).status).toBe(200);
    const parsed = lastHook();
    expect(parsed).toMatchObject({
      kind: 'payment',
      payment: {
        method: 'paystack_dedicated',
        reference: null,
        accountNumber: account.account!.accountNumber,
        amount: 250_000,
      },
    });
    if (parsed.kind !== 'payment') throw new Error('not a payment');
    expect(await paystack.confirmPayment(parsed.payment)).toMatchObject({
      amount: 250_000,
      accountNumber: account.account!.accountNumber,
    });
    const verified = await paystack.verifyPayment({
      method: 'paystack_dedicated',
      reference: account.reference,
      providerRef: account.providerRef,
    });
    expect(verified).toMatchObject({
      status: 'paid',
      payments: [{ eventId: parsed.payment.eventId, amount: 250_000 }],
    });
  });

  it('a dedicated account for a customer Paystack has not validated is refused by the fake, as by Paystack', async () => {
    const headers = { authorization: `Bearer ${settings.PAYSTACK_SECRET_KEY}`, 'content-type': 'application/json' };
    const created = (await (
      await fetch(`${settings.PAYSTACK_BASE_URL}/customer`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'new@b.co', phone: '+2348030000099' }),
      })
    ).json()) as { data: { customer_code: string } };
    const res = await fetch(`${settings.PAYSTACK_BASE_URL}/dedicated_account`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ customer: created.data.customer_code, preferred_bank: 'wema-bank' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: false, message: expect.stringMatching(/validation/i) });

    // Validated, but made without names: Paystack requires them of a financial-services customer given an account.
    const identify = {
      country: 'NG',
      type: 'bank_account',
      account_number: '0000014570',
      bvn: '22123456789',
      bank_code: '058',
      first_name: 'Ada',
      last_name: 'Okafor',
    };
    expect(
      (
        await fetch(`${settings.PAYSTACK_BASE_URL}/customer/${created.data.customer_code}/identification`, {
          method: 'POST',
          headers,
          body: JSON.stringify(identify),
        })
      ).status,
    ).toBe(202);
    const unnamed = await fetch(`${settings.PAYSTACK_BASE_URL}/dedicated_account`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ customer: created.data.customer_code, preferred_bank: 'wema-bank' }),
    });
    expect(unnamed.status).toBe(400);
    expect(await unnamed.json()).toMatchObject({
      status: false,
      message: expect.stringMatching(/first name and last name/i),
    });
  });

  it('two borrowers who typed one e-mail are two Paystack customers with two accounts; a customer Paystack answers for another borrower is refused', async () => {
    const typed = 'shared@family.ng';
    const first = await paystack.createInstrument({
      ...request('paystack_dedicated', 5, null),
      customer: { ...customer, userId: 21, email: typed },
    });
    const second = await paystack.createInstrument({
      ...request('paystack_dedicated', 6, null),
      customer: { ...customer, userId: 22, email: typed },
    });
    expect(first.account!.accountNumber).not.toBe(second.account!.accountNumber);
    expect(first.providerRef).not.toBe(second.providerRef);
    expect(paystackCollections.state.customers.some((c) => c.email === typed)).toBe(false);

    // A customer already under borrower 23's address but made for someone else: Paystack answers it, we refuse it.
    const headers = { authorization: `Bearer ${settings.PAYSTACK_SECRET_KEY}`, 'content-type': 'application/json' };
    await fetch(`${settings.PAYSTACK_BASE_URL}/customer`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: borrowerEmail({ userId: 23 }), metadata: { userId: 99 } }),
    });
    await expect(
      paystack.createInstrument({ ...request('paystack_dedicated', 7, null), customer: { ...customer, userId: 23 } }),
    ).rejects.toThrow(/not this borrower/);
  });
});

/**
 * The day's list for the daily comparison (decision 0074), against the fake with a clock the test
 * sets: each payment carries the time it was made at, so the window's edges can be walked.
 */
describe('PaystackCollections.listTransactions against the Paystack fake', () => {
  let fakes: FakeHarness;
  let settings: Record<string, string>;
  let now = new Date('2025-03-09T12:00:00Z');
  const since = new Date('2025-03-10T00:00:00Z');
  const until = new Date('2025-03-11T00:00:00Z');
  const adapter = (pageSize?: number) =>
    new PaystackCollections({ secretKey: settings.PAYSTACK_SECRET_KEY, baseUrl: settings.PAYSTACK_BASE_URL, pageSize });
  const customer: CollectionCustomer = {
    userId: 31,
    firstName: 'Bola',
    lastName: 'Adeyemi',
    name: 'Bola Adeyemi',
    email: null,
    phone: '+2348030000031',
    kyc: { bvn: '22123456731', bankCode: '058', accountNumber: '0000014531' },
  };
  const request = (method: CollectionRequest['method'], n: number, amount: number | null): CollectionRequest => ({
    method,
    reference: vendorReference('collection', 'PR31BOLA', n),
    orderNo: 'PR31BOLA',
    amount,
    currency: 'NGN',
    customer,
    expiresAt: null,
    returnUrl: 'https://app.example/#/repay',
  });
  const keys = (): WebhookKeys => ({
    paystackSecretKey: settings.PAYSTACK_SECRET_KEY,
    flutterwaveSecretHash: '',
    monnifyClientSecret: '',
    conektaWebhookPublicKey: '',
    stpWebhookToken: '',
    stpAllowedIps: null,
  });
  /** What the signed charge.success of the last payment said it was. */
  const notified = () => {
    const hook = fakes.hooks[fakes.hooks.length - 1];
    const parsed = paystackWebhook.parse({ rawBody: hook.rawBody, headers: hook.headers, query: {} }, keys());
    if (parsed.kind !== 'payment') throw new Error('not a payment');
    return parsed.payment;
  };
  const at = (iso: string) => {
    now = new Date(iso);
  };

  beforeAll(async () => {
    fakes = await startFakes([paystackCollections], { now: () => now });
    settings = paystackCollections.settings(`${fakes.fakeUrl}/paystack`);
  });
  afterAll(async () => fakes.close());

  it('follows every page to list each successful card and dedicated-account payment paid in [since, until), as the webhook and confirmPayment name it, in kobo', async () => {
    const account = (await adapter().createInstrument(request('paystack_dedicated', 1, null))).account!.accountNumber;
    const transfer = async (iso: string, amount: number) => {
      at(iso);
      expect((await fakes.pay(account, amount)).status).toBe(200);
      return notified();
    };
    const card = async (n: number, amount: number, opened: string, paid: string | null) => {
      at(opened);
      const checkout = await adapter().createInstrument(request('paystack_card', n, amount));
      if (!paid) return null;
      at(paid);
      expect((await fakes.pay(checkout.reference, amount)).status).toBe(200);
      return notified();
    };

    await transfer('2025-03-09T23:59:59.999Z', 100_001); // a millisecond before the window
    const openedTheDayBefore = await card(2, 250_050, '2025-03-09T20:00:00.000Z', '2025-03-10T00:00:00.000Z'); // at its first instant
    await card(3, 400_000, '2025-03-10T09:00:00.000Z', null); // opened, never paid: abandoned, not a payment
    const inTheDay = [
      openedTheDayBefore!,
      (await card(4, 99_999, '2025-03-10T10:00:00.000Z', '2025-03-10T10:05:00.000Z'))!,
      await transfer('2025-03-10T11:00:00.000Z', 120_000),
      await transfer('2025-03-10T12:00:00.000Z', 130_001),
      await transfer('2025-03-10T13:00:00.000Z', 5),
      await transfer('2025-03-10T23:59:59.999Z', 77_777), // its last millisecond
    ];
    await transfer('2025-03-11T00:00:00.000Z', 88_888); // the next day's first instant
    await card(5, 66_600, '2025-03-10T23:00:00.000Z', '2025-03-11T00:30:00.000Z'); // opened in the day, paid the next

    const listed = await adapter(2).listTransactions(since, until);
    expect(listed.map((p) => [p.method, p.amount, p.paidAt.toISOString()])).toEqual([
      ['paystack_card', 250_050, '2025-03-10T00:00:00.000Z'],
      ['paystack_card', 99_999, '2025-03-10T10:05:00.000Z'],
      ['paystack_dedicated', 120_000, '2025-03-10T11:00:00.000Z'],
      ['paystack_dedicated', 130_001, '2025-03-10T12:00:00.000Z'],
      ['paystack_dedicated', 5, '2025-03-10T13:00:00.000Z'],
      ['paystack_dedicated', 77_777, '2025-03-10T23:59:59.999Z'],
    ]);
    // The webhook's payment, Paystack's re-fetch and the list name one payment alike: same event id (Paystack's
    // transaction id), same reference.
    expect(listed).toEqual(inTheDay);
    for (const p of listed) expect(await adapter().confirmPayment(p)).toEqual(p);
    expect(
      listed
        .filter((p) => p.method === 'paystack_dedicated')
        .every((p) => p.accountNumber === account && p.reference === null),
    ).toBe(true);
    expect(listed.filter((p) => p.method === 'paystack_card').map((p) => p.reference)).toEqual([
      request('paystack_card', 2, 0).reference,
      request('paystack_card', 4, 0).reference,
    ]);

    // Paged by 2 (five pages of the successes asked for) or by Paystack's 100, the list is the same.
    expect(await adapter().listTransactions(since, until)).toEqual(listed);
    expect(await adapter(1).listTransactions(since, until)).toEqual(listed);
  });

  it('asks no more per page than the fake takes, and with the right key only', async () => {
    await expect(adapter(101).listTransactions(since, until)).rejects.toMatchObject({ status: 400 });
    const wrong = new PaystackCollections({ secretKey: 'sk_test_wrong', baseUrl: settings.PAYSTACK_BASE_URL });
    await expect(wrong.listTransactions(since, until)).rejects.toMatchObject({ status: 401 });
  });
});

/**
 * Paystack answering 2xx with a body that does not parse (decision 0108): each is the adapter's
 * VendorError naming the call and the path, as an outage is, never a payment or a verdict read
 * from half an answer. The well-formed answers are proven against the strict fake above.
 */
describe('PaystackCollections when Paystack answers a body that does not parse', () => {
  let vendor: VendorStandIn;
  let paystack: PaystackCollections;
  beforeAll(async () => {
    vendor = await vendorStandIn();
    paystack = new PaystackCollections({ secretKey: 'sk_test_standin', baseUrl: vendor.url });
  });
  afterAll(async () => vendor.close());

  const charge = {
    id: 4_000_001,
    status: 'success',
    reference: 'PAYPR7ADA1',
    amount: 150_000,
    currency: 'NGN',
    channel: 'card',
    paid_at: '2026-11-20T10:00:00.000Z',
  };
  const transfer = {
    ...charge,
    id: 4_000_002,
    reference: '0123456789-4000002',
    channel: 'dedicated_nuban',
    authorization: { receiver_bank_account_number: '0123456789' },
  };
  const card = { method: 'paystack_card', reference: 'PAYPR7ADA1', providerRef: 'PAYPR7ADA1' } as const;
  const dedicated = { method: 'paystack_dedicated', reference: 'PAYPR7ADA2', providerRef: '4000003' } as const;
  const verify = (data: unknown) => {
    vendor.answer(() => ({ status: true, data }));
    return () => paystack.verifyPayment(card);
  };

  it('verify: a whole success is paid; its amount as text or in fractions, an id past 2^53, a status as a number are not', async () => {
    expect(await verify(charge)()).toMatchObject({
      status: 'paid',
      payments: [{ eventId: '4000001', amount: 150_000 }],
    });
    await vendorRefusal(verify({ ...charge, amount: 'N/A' }), 'data.amount', 'N/A');
    await vendorRefusal(verify({ ...charge, amount: 1500.5 }), 'data.amount', '1500.5');
    await vendorRefusal(verify({ ...charge, id: 2 ** 53 + 2 }), 'data.id', String(2 ** 53 + 2));
    await vendorRefusal(verify({ ...charge, reference: undefined }), 'data.reference');
    await vendorRefusal(verify({ ...charge, status: 1 }), 'data.status');
    // A transfer into a dedicated account must name the account it went into.
    await vendorRefusal(verify({ ...transfer, authorization: {} }), 'data.authorization.receiver_bank_account_number');
  });

  it('confirm and the dedicated account: a payment that cannot be read is an error, not "not found" or "pending"', async () => {
    const [claimed] = (await verify(charge)()).payments;
    vendor.answer(() => ({ status: true, data: { ...charge, currency: { code: 'NGN' } } }));
    await vendorRefusal(() => paystack.confirmPayment(claimed), 'data.currency');
    vendor.answer(() => ({ status: true, data: [transfer, { ...transfer, id: 4_000_004, amount: '150000' }] }));
    await vendorRefusal(() => paystack.verifyPayment(dedicated), 'data.1.amount', '150000');
    vendor.answer(() => ({ status: true, data: { ...transfer } }));
    await vendorRefusal(() => paystack.verifyPayment(dedicated), 'data');
  });

  it('checkout and dedicated account: a link, a customer code and an account number must be there, as text', async () => {
    const checkout = () => paystack.createInstrument(adaRequest('paystack_card', 'PAYPR7ADA1', 150_000, { kyc: null }));
    vendor.answer(() => ({ status: true, data: { authorization_url: 7, reference: 'PAYPR7ADA1' } }));
    await vendorRefusal(checkout, 'data.authorization_url');

    const customer = {
      id: 4_000_003,
      customer_code: 'CUS_standin',
      email: borrowerEmail({ userId: 7 }),
      identified: true,
      metadata: { userId: 7 },
    };
    const account = { account_number: '0123456789', account_name: 'PRESTA/ADA OKAFOR', bank: { name: 'Wema Bank' } };
    const open = (answers: { customer?: unknown; held?: unknown; created?: unknown }) => {
      vendor.answer(({ method, path }) => {
        if (path.startsWith('/customer')) return { status: true, data: answers.customer ?? customer };
        if (method === 'GET') return { status: true, data: answers.held ?? [] };
        return { status: true, data: answers.created ?? account };
      });
      return () =>
        paystack.createInstrument(adaRequest('paystack_dedicated', 'PAYPR7ADA2', null, { phone: '+2348030000007' }));
    };
    expect((await open({})()).account).toEqual({
      bankName: 'Wema Bank',
      accountNumber: '0123456789',
      accountName: 'PRESTA/ADA OKAFOR',
    });
    await vendorRefusal(open({ customer: { ...customer, customer_code: null } }), 'data.customer_code');
    await vendorRefusal(open({ customer: { ...customer, metadata: 'userId=7' } }), 'data.metadata');
    await vendorRefusal(open({ held: { account_number: '0123456789' } }), 'data', '0123456789');
    // As a JSON number the account has lost its leading zero: the borrower would be shown another account.
    await vendorRefusal(
      open({ created: { ...account, account_number: 123456789 } }),
      'data.account_number',
      '123456789',
    );
    await vendorRefusal(open({ held: [{ ...account, account_number: 123456789 }] }), 'data.0.account_number');
  });

  it("the day's list: not a list, an amount as text, a page count as text", async () => {
    const page = (data: unknown, meta: unknown = { pageCount: 1 }) => {
      vendor.answer(() => ({ status: true, data, meta }));
      return () => paystack.listTransactions(new Date('2026-11-20T00:00:00Z'), new Date('2026-11-21T00:00:00Z'));
    };
    expect(await page([charge, transfer])()).toHaveLength(2);
    await vendorRefusal(page({ ...charge }), 'data');
    await vendorRefusal(page([charge, { ...transfer, amount: '150000' }]), 'data.1.amount', '150000');
    await vendorRefusal(page([{ ...charge, id: undefined }]), 'data.0.id');
    await vendorRefusal(page([charge], { pageCount: '1' }), 'meta.pageCount');
  });
});
