import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorReference } from '../../../../domain/collections/vendor-reference';
import { startFakes, type FakeHarness } from '../../../../fakes/fake-harness';
import { flutterwaveCollections } from '../../../../fakes/vendors/flutterwave-collections';
import { CollectionRefused, type CollectionCustomer, type CollectionRequest } from '../collections-provider';
import type { WebhookKeys } from '../webhooks/webhook-parse';
import { FlutterwaveCollections } from './flutterwave-collections';
import { flutterwaveWebhook } from './flutterwave-webhook';
import { ReferenceTaken } from './vendor-http';
import { vendorRefusal, vendorStandIn, type VendorStandIn } from '../../../test/vendor-stand-in';
import { adaRequest } from '../../../test/ada-request';

/** The adapter against the strict Flutterwave fake (src/fakes). */
describe('FlutterwaveCollections against the Flutterwave fake', () => {
  let fakes: FakeHarness;
  let settings: Record<string, string>;
  let flutterwave: FlutterwaveCollections;
  const customer: CollectionCustomer = {
    userId: 8,
    firstName: 'Chidi',
    lastName: 'Eze',
    name: 'Chidi Eze',
    email: 'chidi@example.ng',
    phone: '+2348030000008',
    kyc: { bvn: '22123456780', bankCode: '058', accountNumber: '0000014571' },
  };
  const request = (method: CollectionRequest['method'], n: number, amount: number | null): CollectionRequest => ({
    method,
    reference: vendorReference('collection', 'PR8CHI', n),
    orderNo: 'PR8CHI',
    amount,
    currency: 'NGN',
    customer,
    expiresAt: null,
    returnUrl: 'https://app.example/#/repay',
  });
  const keys = (): WebhookKeys => ({
    paystackSecretKey: '',
    flutterwaveSecretHash: settings.FLUTTERWAVE_SECRET_HASH,
    monnifyClientSecret: '',
    conektaWebhookPublicKey: '',
    stpWebhookToken: '',
    stpAllowedIps: null,
  });
  const lastHook = () => {
    const hook = fakes.hooks[fakes.hooks.length - 1];
    const parsed = flutterwaveWebhook.parse({ rawBody: hook.rawBody, headers: hook.headers, query: {} }, keys());
    if (parsed.kind !== 'payment') throw new Error(`not a payment: ${parsed.kind}`);
    return parsed.payment;
  };

  beforeAll(async () => {
    fakes = await startFakes([flutterwaveCollections]);
    settings = flutterwaveCollections.settings(`${fakes.fakeUrl}/flutterwave`);
    flutterwave = new FlutterwaveCollections({
      secretKey: settings.FLUTTERWAVE_SECRET_KEY,
      baseUrl: settings.FLUTTERWAVE_BASE_URL,
    });
  });
  afterAll(async () => fakes.close());

  it('refuses a wrong secret key', async () => {
    const wrong = new FlutterwaveCollections({
      secretKey: 'FLWSECK_TEST-wrong',
      baseUrl: settings.FLUTTERWAVE_BASE_URL,
    });
    await expect(wrong.createInstrument(request('flutterwave_link', 1, 100_000))).rejects.toMatchObject({
      status: 401,
    });
  });

  it('a payment link offers the card only, so what comes back is a card payment to credit; verified by id and by tx_ref', async () => {
    const req = request('flutterwave_link', 2, 250_050);
    const link = await flutterwave.createInstrument(req);
    expect(link).toMatchObject({ kind: 'checkout', reference: req.reference, amount: 250_050 });
    expect(flutterwaveCollections.state.links.find((l) => l.tx_ref === req.reference)).toMatchObject({
      options: ['card'],
      amount: 250_050,
    });

    expect((await fakes.pay(req.reference, 250_050)).status).toBe(200);
    const payment = lastHook();
    expect(payment).toMatchObject({
      vendor: 'flutterwave',
      method: 'flutterwave_link',
      reference: req.reference,
      amount: 250_050,
      currency: 'NGN',
    });
    expect(await flutterwave.confirmPayment(payment)).toMatchObject({ eventId: payment.eventId, amount: 250_050 });
    expect(
      await flutterwave.verifyPayment({
        method: 'flutterwave_link',
        reference: req.reference,
        providerRef: req.reference,
      }),
    ).toMatchObject({ status: 'paid', payments: [{ eventId: payment.eventId }] });
    expect(await flutterwave.confirmPayment({ ...payment, eventId: '424242' })).toBeNull();
  });

  it('a static account needs the BVN, is permanent, and answers every transfer into it; its tx_ref cannot be reused', async () => {
    await expect(
      flutterwave.createInstrument({
        ...request('flutterwave_reserved', 3, null),
        customer: { ...customer, kyc: null },
      }),
    ).rejects.toBeInstanceOf(CollectionRefused);
    const req = request('flutterwave_reserved', 3, null);
    const account = await flutterwave.createInstrument(req);
    expect(account).toMatchObject({ kind: 'account', amount: null, account: { bankName: 'WEMA BANK' } });
    await expect(flutterwave.createInstrument(req)).rejects.toBeInstanceOf(ReferenceTaken);

    for (const amount of [100_000, 50_000])
      expect((await fakes.pay(account.account!.accountNumber, amount)).status).toBe(200);
    const payment = lastHook();
    expect(payment).toMatchObject({ method: 'flutterwave_reserved', reference: req.reference, amount: 50_000 });
    const verified = await flutterwave.verifyPayment({
      method: 'flutterwave_reserved',
      reference: req.reference,
      providerRef: account.providerRef,
    });
    expect(verified.status).toBe('paid');
    // Flutterwave lists newest first.
    expect(verified.payments.map((p) => p.amount)).toEqual([50_000, 100_000]);
  });

  it('the fake refuses a static account without a BVN, as Flutterwave does', async () => {
    const res = await fetch(`${settings.FLUTTERWAVE_BASE_URL}/v3/virtual-account-numbers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.FLUTTERWAVE_SECRET_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@y.ng', tx_ref: 'COLX1N1', is_permanent: true }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 'error', message: expect.stringMatching(/BVN/) });
  });
});

/** The daily list (decision 0075) against the fake, on a clock of the test's own. */
describe('FlutterwaveCollections.listTransactions against the Flutterwave fake', () => {
  let fakes: FakeHarness;
  let flutterwave: FlutterwaveCollections;
  let baseUrl: string;
  let now = new Date('2026-03-09T22:00:00Z');
  const since = new Date('2026-03-10T00:00:00Z');
  const until = new Date('2026-03-11T00:00:00Z');
  const customer: CollectionCustomer = {
    userId: 18,
    firstName: 'Amaka',
    lastName: 'Okafor',
    name: 'Amaka Okafor',
    email: 'amaka@example.ng',
    phone: '+2348030000018',
    kyc: { bvn: '22123456788', bankCode: '058', accountNumber: '0000014588' },
  };
  const request = (method: CollectionRequest['method'], n: number, amount: number | null): CollectionRequest => ({
    method,
    reference: vendorReference('collection', 'PR18AMA', n),
    orderNo: 'PR18AMA',
    amount,
    currency: 'NGN',
    customer,
    expiresAt: null,
    returnUrl: 'https://app.example/#/repay',
  });
  const lastPayment = async () => {
    const hook = fakes.hooks[fakes.hooks.length - 1];
    const parsed = flutterwaveWebhook.parse(
      { rawBody: hook.rawBody, headers: hook.headers, query: {} },
      {
        paystackSecretKey: '',
        flutterwaveSecretHash: flutterwaveCollections.settings('x').FLUTTERWAVE_SECRET_HASH,
        monnifyClientSecret: '',
        conektaWebhookPublicKey: '',
        stpWebhookToken: '',
        stpAllowedIps: null,
      },
    );
    if (parsed.kind !== 'payment') throw new Error(`not a payment: ${parsed.kind}`);
    return parsed.payment;
  };

  beforeAll(async () => {
    fakes = await startFakes([flutterwaveCollections], { now: () => now });
    const settings = flutterwaveCollections.settings(`${fakes.fakeUrl}/flutterwave`);
    baseUrl = settings.FLUTTERWAVE_BASE_URL;
    flutterwave = new FlutterwaveCollections({ secretKey: settings.FLUTTERWAVE_SECRET_KEY, baseUrl });
  });
  afterAll(async () => fakes.close());

  it('follows every page and lists each payment of the window once, exactly as confirmPayment reads it, in kobo', async () => {
    const account = await flutterwave.createInstrument(request('flutterwave_reserved', 1, null));
    const link = await flutterwave.createInstrument(request('flutterwave_link', 2, 1_234_567));
    const pay = async (at: string, target: string, amount: number) => {
      now = new Date(at);
      expect((await fakes.pay(target, amount)).status).toBe(200);
      return lastPayment();
    };
    const before = await pay('2026-03-09T23:59:59.999Z', account.account!.accountNumber, 10_001);
    const inWindow = [await pay('2026-03-10T00:00:00.000Z', account.account!.accountNumber, 10_050)];
    // 24 more through the day, every 55 minutes: with those around it, more than two of Flutterwave's pages of 10.
    for (let i = 1; i <= 24; i++)
      inWindow.push(
        await pay(
          new Date(since.getTime() + i * 55 * 60_000).toISOString(),
          account.account!.accountNumber,
          10_000 + i,
        ),
      );
    inWindow.push(await pay('2026-03-10T23:59:59.999Z', link.reference, 1_234_567));
    const atUntil = await pay('2026-03-11T00:00:00.000Z', account.account!.accountNumber, 10_099);
    await pay('2026-03-12T09:00:00.000Z', account.account!.accountNumber, 10_098);

    const listed = await flutterwave.listTransactions(since, until);
    expect(listed.map((p) => p.eventId)).toEqual(inWindow.map((p) => p.eventId));
    expect(listed.map((p) => p.eventId)).not.toContain(before.eventId);
    expect(listed.map((p) => p.eventId)).not.toContain(atUntil.eventId);
    for (const p of listed) expect(p).toEqual(await flutterwave.confirmPayment(p));
    expect(listed[0]).toMatchObject({
      vendor: 'flutterwave',
      method: 'flutterwave_reserved',
      reference: account.reference,
      amount: 10_050,
      currency: 'NGN',
      paidAt: since,
    });
    expect(listed.at(-1)).toMatchObject({ method: 'flutterwave_link', reference: link.reference, amount: 1_234_567 });
    expect(listed.every((p) => Number.isSafeInteger(p.amount))).toBe(true);
  });

  it('is refused with a wrong key', async () => {
    const wrong = new FlutterwaveCollections({ secretKey: 'FLWSECK_TEST-wrong', baseUrl });
    await expect(wrong.listTransactions(since, until)).rejects.toMatchObject({ status: 401 });
  });

  it('the fake takes whole days and pages from 1, as Flutterwave does', async () => {
    const get = (query: string) =>
      fetch(`${baseUrl}/v3/transactions?${query}`, {
        headers: { authorization: `Bearer ${flutterwaveCollections.settings('x').FLUTTERWAVE_SECRET_KEY}` },
      });
    expect((await get('from=2026-03-10T00:00:00Z&to=2026-03-11')).status).toBe(400);
    expect((await get('from=2026-02-30&to=2026-03-11')).status).toBe(400);
    expect((await get('from=2026-03-10&to=2026-03-10&page=0')).status).toBe(400);
    const day = (await (await get('from=2026-03-10&to=2026-03-10&status=successful&page=3')).json()) as {
      meta: { page_info: Record<string, number> };
      data: unknown[];
    };
    expect(day.meta.page_info).toEqual({ total: 26, current_page: 3, total_pages: 3 });
    expect(day.data).toHaveLength(6);
  });
});

/**
 * Flutterwave answering 2xx with a body that does not parse (decision 0108): each is the
 * adapter's VendorError naming the call and the path, as an outage is, never a payment or a
 * verdict read from half an answer. The well-formed answers are proven against the fake above.
 */
describe('FlutterwaveCollections when Flutterwave answers a body that does not parse', () => {
  let vendor: VendorStandIn;
  let flutterwave: FlutterwaveCollections;
  beforeAll(async () => {
    vendor = await vendorStandIn();
    flutterwave = new FlutterwaveCollections({ secretKey: 'FLWSECK_TEST-standin', baseUrl: vendor.url });
  });
  afterAll(async () => vendor.close());

  const charge = {
    id: 7_001,
    status: 'successful',
    tx_ref: 'PAYPR7ADA1',
    flw_ref: 'FLW-MOCK-7001',
    amount: 1500.5,
    currency: 'NGN',
    payment_type: 'card',
    created_at: '2026-11-20T10:00:00.000Z',
  };
  const link = { method: 'flutterwave_link', reference: 'PAYPR7ADA1', providerRef: 'PAYPR7ADA1' } as const;
  const reserved = { method: 'flutterwave_reserved', reference: 'PAYPR7ADA2', providerRef: 'PAYPR7ADA2' } as const;
  const verify = (data: unknown) => {
    vendor.answer(() => ({ status: 'success', data }));
    return () => flutterwave.verifyPayment(link);
  };
  const create = (method: CollectionRequest['method'], amount: number | null) => () =>
    flutterwave.createInstrument(adaRequest(method, 'PAYPR7ADA3', amount));

  it('verify: a whole success is paid; its amount as text with a comma or past the kobo, an id object, no tx_ref, a status as a number are not', async () => {
    expect(await verify(charge)()).toMatchObject({ status: 'paid', payments: [{ eventId: '7001', amount: 150_050 }] });
    await vendorRefusal(verify({ ...charge, amount: '1,500.50' }), 'data.amount', '1,500.50');
    await vendorRefusal(verify({ ...charge, amount: 1500.505 }), 'data.amount', '1500.505');
    await vendorRefusal(verify({ ...charge, id: { value: 7001 } }), 'data.id', '7001');
    await vendorRefusal(verify({ ...charge, tx_ref: undefined }), 'data.tx_ref');
    await vendorRefusal(verify({ ...charge, status: 1 }), 'data.status');
  });

  it('confirm and the static account: a payment that cannot be read is an error, not "not found" or "pending"', async () => {
    const [claimed] = (await verify(charge)()).payments;
    vendor.answer(() => ({ status: 'success', data: { ...charge, currency: undefined } }));
    await vendorRefusal(() => flutterwave.confirmPayment(claimed), 'data.currency');
    const transfer = { ...charge, id: 7_002, payment_type: 'bank_transfer', tx_ref: 'PAYPR7ADA2' };
    vendor.answer(() => ({ status: 'success', data: [transfer, { ...transfer, id: 7_003, amount: 'N/A' }] }));
    await vendorRefusal(() => flutterwave.verifyPayment(reserved), 'data.1.amount', 'N/A');
    vendor.answer(() => ({ status: 'success', data: transfer }));
    await vendorRefusal(() => flutterwave.verifyPayment(reserved), 'data');
  });

  it('a payment link and a static account: the link and the account number must be there, as text', async () => {
    vendor.answer(() => ({ status: 'success', data: { link: 7 } }));
    await vendorRefusal(create('flutterwave_link', 150_050), 'data.link');
    const account = { account_number: '0123456789', order_ref: 'URF_standin', bank_name: 'WEMA BANK' };
    vendor.answer(() => ({ status: 'success', data: account }));
    expect((await create('flutterwave_reserved', null)()).account?.accountNumber).toBe('0123456789');
    vendor.answer(() => ({ status: 'success', data: { ...account, account_number: 123456789 } }));
    await vendorRefusal(create('flutterwave_reserved', null), 'data.account_number', '123456789');
  });

  it("the day's list: no page count, an amount that is not money, not a success", async () => {
    const page = (data: unknown, meta: unknown = { page_info: { total_pages: 1 } }, status = 'success') => {
      vendor.answer(() => ({ status, data, meta }));
      return () => flutterwave.listTransactions(new Date('2026-11-20T00:00:00Z'), new Date('2026-11-21T00:00:00Z'));
    };
    expect(await page([charge])()).toMatchObject([{ eventId: '7001', amount: 150_050 }]);
    // Without the page count the old reading stopped after this page: the rest of the day went unseen.
    await vendorRefusal(page([charge], {}), 'meta.page_info');
    await vendorRefusal(page([{ ...charge, amount: 'N/A' }]), 'data.0.amount', 'N/A');
    await vendorRefusal(page([charge], undefined, 'error'), 'status');
  });
});
