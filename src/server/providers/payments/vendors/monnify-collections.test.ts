import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorReference } from '../../../../domain/collections/vendor-reference';
import { startFakes, type FakeHarness } from '../../../../fakes/fake-harness';
import { monnifyCollections } from '../../../../fakes/vendors/monnify-collections';
import { CollectionRefused, type CollectionCustomer, type CollectionRequest } from '../collections-provider';
import type { WebhookKeys } from '../webhooks/webhook-parse';
import { MonnifyCollections } from './monnify-collections';
import { monnifyWebhook } from './monnify-webhook';
import { vendorRefusal, vendorStandIn, type VendorStandIn } from '../../../test/vendor-stand-in';
import { adaRequest } from '../../../test/ada-request';

/** The adapter against the strict Monnify fake (src/fakes). */
describe('MonnifyCollections against the Monnify fake', () => {
  let fakes: FakeHarness;
  let settings: Record<string, string>;
  let monnify: MonnifyCollections;
  const customer: CollectionCustomer = {
    userId: 9,
    firstName: 'Ngozi',
    lastName: 'Obi',
    name: 'Ngozi Obi',
    email: null,
    phone: '+2348030000009',
    kyc: { bvn: '22123456781', bankCode: '058', accountNumber: '0000014572' },
  };
  const request = (n: number): CollectionRequest => ({
    method: 'monnify_reserved',
    reference: vendorReference('collection', 'PR9NGO', n),
    orderNo: 'PR9NGO',
    amount: null,
    currency: 'NGN',
    customer,
    expiresAt: null,
    returnUrl: '/',
  });

  beforeAll(async () => {
    fakes = await startFakes([monnifyCollections]);
    settings = monnifyCollections.settings(`${fakes.fakeUrl}/monnify`);
    monnify = new MonnifyCollections({
      apiKey: settings.MONNIFY_API_KEY,
      secretKey: settings.MONNIFY_SECRET_KEY,
      contractCode: settings.MONNIFY_CONTRACT_CODE,
      baseUrl: settings.MONNIFY_BASE_URL,
    });
  });
  afterAll(async () => fakes.close());

  it('refuses wrong credentials at login', async () => {
    const wrong = new MonnifyCollections({
      apiKey: 'MK_TEST_WRONG',
      secretKey: 'x',
      contractCode: settings.MONNIFY_CONTRACT_CODE,
      baseUrl: settings.MONNIFY_BASE_URL,
    });
    await expect(wrong.createInstrument(request(1))).rejects.toMatchObject({ status: 401 });
  });

  it('reserves with the BVN (v2 refuses without BVN or NIN); a retried reference answers the account Monnify already holds', async () => {
    await expect(
      monnify.createInstrument({ ...request(2), customer: { ...customer, kyc: null } }),
    ).rejects.toBeInstanceOf(CollectionRefused);
    const account = await monnify.createInstrument(request(2));
    expect(account).toMatchObject({
      kind: 'account',
      reference: request(2).reference,
      account: { bankName: 'Moniepoint Microfinance Bank' },
    });
    expect(monnifyCollections.state.reserved.find((r) => r.accountReference === request(2).reference)).toMatchObject({
      bvn: '22123456781',
    });
    const retried = await monnify.createInstrument(request(2));
    expect(retried.account?.accountNumber).toBe(account.account?.accountNumber);
    expect(monnifyCollections.state.reserved).toHaveLength(1);
  });

  it('a transfer in: the signed notification is verified, confirmed by transaction reference and listed for "check now"', async () => {
    const account = await monnify.createInstrument(request(2));
    expect((await fakes.pay(account.account!.accountNumber, 123_450)).status).toBe(200);
    const hook = fakes.hooks[fakes.hooks.length - 1];
    const keys = { monnifyClientSecret: settings.MONNIFY_SECRET_KEY } as WebhookKeys;
    const parsed = monnifyWebhook.parse({ rawBody: hook.rawBody, headers: hook.headers, query: {} }, keys);
    if (parsed.kind !== 'payment') throw new Error(`not a payment: ${parsed.kind}`);
    expect(parsed.payment).toMatchObject({
      vendor: 'monnify',
      reference: request(2).reference,
      accountNumber: account.account!.accountNumber,
      amount: 123_450,
      currency: 'NGN',
    });
    expect(await monnify.confirmPayment(parsed.payment)).toMatchObject({
      eventId: parsed.payment.eventId,
      amount: 123_450,
    });
    expect(
      await monnify.verifyPayment({
        method: 'monnify_reserved',
        reference: request(2).reference,
        providerRef: account.providerRef,
      }),
    ).toMatchObject({ status: 'paid', payments: [{ eventId: parsed.payment.eventId, amount: 123_450 }] });
    expect(await monnify.confirmPayment({ ...parsed.payment, eventId: 'MNFY|00|NOPE' })).toBeNull();
  });
});

/** The daily list (decision 0075) against the fake, on a clock of the test's own. */
describe('MonnifyCollections.listTransactions against the Monnify fake', () => {
  let fakes: FakeHarness;
  let settings: Record<string, string>;
  let monnify: MonnifyCollections;
  let now = new Date('2026-03-09T22:00:00Z');
  const since = new Date('2026-03-10T00:00:00Z');
  const until = new Date('2026-03-11T00:00:00Z');
  const customer: CollectionCustomer = {
    userId: 19,
    firstName: 'Tunde',
    lastName: 'Bello',
    name: 'Tunde Bello',
    email: null,
    phone: '+2348030000019',
    kyc: { bvn: '22123456789', bankCode: '058', accountNumber: '0000014589' },
  };
  const request = (n: number): CollectionRequest => ({
    method: 'monnify_reserved',
    reference: vendorReference('collection', 'PR19TUN', n),
    orderNo: 'PR19TUN',
    amount: null,
    currency: 'NGN',
    customer,
    expiresAt: null,
    returnUrl: '/',
  });
  const lastPayment = () => {
    const hook = fakes.hooks[fakes.hooks.length - 1];
    const parsed = monnifyWebhook.parse({ rawBody: hook.rawBody, headers: hook.headers, query: {} }, {
      monnifyClientSecret: settings.MONNIFY_SECRET_KEY,
    } as WebhookKeys);
    if (parsed.kind !== 'payment') throw new Error(`not a payment: ${parsed.kind}`);
    return parsed.payment;
  };

  beforeAll(async () => {
    fakes = await startFakes([monnifyCollections], { now: () => now });
    settings = monnifyCollections.settings(`${fakes.fakeUrl}/monnify`);
    monnify = new MonnifyCollections({
      apiKey: settings.MONNIFY_API_KEY,
      secretKey: settings.MONNIFY_SECRET_KEY,
      contractCode: settings.MONNIFY_CONTRACT_CODE,
      baseUrl: settings.MONNIFY_BASE_URL,
    });
  });
  afterAll(async () => fakes.close());

  it('follows every page of 100 and lists each PAID transaction of the window once, exactly as confirmPayment reads it, in kobo', async () => {
    const [one, two] = [await monnify.createInstrument(request(1)), await monnify.createInstrument(request(2))];
    const pay = async (at: Date, target: string, amount: number) => {
      now = at;
      expect((await fakes.pay(target, amount)).status).toBe(200);
      return lastPayment();
    };
    const before = await pay(new Date(since.getTime() - 1), one.account!.accountNumber, 5_001);
    const inWindow = [];
    // 230 through the day, into two accounts: more than two of Monnify's largest pages.
    for (let i = 0; i < 230; i++) {
      inWindow.push(
        await pay(new Date(since.getTime() + i * 375_000), (i % 2 ? two : one).account!.accountNumber, 100_000 + i),
      );
    }
    inWindow.push(await pay(new Date(until.getTime() - 1), two.account!.accountNumber, 123_456));
    const atUntil = await pay(until, one.account!.accountNumber, 5_002);

    const listed = await monnify.listTransactions(since, until);
    expect(listed.map((p) => p.eventId)).toEqual(inWindow.map((p) => p.eventId));
    expect(listed.map((p) => p.eventId)).not.toContain(before.eventId);
    expect(listed.map((p) => p.eventId)).not.toContain(atUntil.eventId);
    for (const p of listed.slice(0, 5).concat(listed.slice(-5))) expect(p).toEqual(await monnify.confirmPayment(p));
    expect(listed[0]).toMatchObject({
      vendor: 'monnify',
      method: 'monnify_reserved',
      reference: one.reference,
      accountNumber: one.account!.accountNumber,
      amount: 100_000,
      paidAt: since,
    });
    expect(listed.at(-1)).toMatchObject({
      reference: two.reference,
      accountNumber: two.account!.accountNumber,
      amount: 123_456,
    });
    // Each as the signed notification described it.
    expect(listed).toEqual(inWindow);
  });

  it('the fake refuses a page beyond 100, a zoned date and an unknown status, as Monnify does; and a request without a token', async () => {
    const token = (await (
      await fetch(`${settings.MONNIFY_BASE_URL}/api/v1/auth/login`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${settings.MONNIFY_API_KEY}:${settings.MONNIFY_SECRET_KEY}`).toString('base64')}`,
        },
      })
    ).json()) as { responseBody: { accessToken: string } };
    const search = (query: string, auth = `Bearer ${token.responseBody.accessToken}`) =>
      fetch(`${settings.MONNIFY_BASE_URL}/api/v1/transactions/search?${query}`, { headers: { authorization: auth } });
    expect((await search('page=0&size=10', 'Bearer nope')).status).toBe(401);
    expect((await search('page=0&size=101')).status).toBe(400);
    expect((await search('page=-1&size=10')).status).toBe(400);
    expect((await search('page=0&size=10&from=2026-03-10T00:00:00Z')).status).toBe(400);
    expect((await search('page=0&size=10&paymentStatus=DONE')).status).toBe(400);
    const page = (await (
      await search('page=2&size=100&paymentStatus=PAID&from=2026-03-10T00:00:00&to=2026-03-10T23:59:59')
    ).json()) as { responseBody: Record<string, unknown> };
    expect(page.responseBody).toMatchObject({ totalElements: 231, totalPages: 3, number: 2, last: true });
    expect(page.responseBody.content).toHaveLength(31);
    expect(
      (
        (await (await search('page=0&size=10&paymentStatus=PENDING')).json()) as {
          responseBody: { content: unknown[] };
        }
      ).responseBody.content,
    ).toEqual([]);
  });
});

/**
 * Monnify answering 2xx with a body that does not parse (decision 0108): each is the adapter's
 * VendorError naming the call and the path, as an outage is, never a payment or a verdict read
 * from half an answer. The well-formed answers are proven against the fake above.
 */
describe('MonnifyCollections when Monnify answers a body that does not parse', () => {
  let vendor: VendorStandIn;
  const config = () => ({ apiKey: 'MK_TEST_standin', secretKey: 'standin', contractCode: '100', baseUrl: vendor.url });
  beforeAll(async () => {
    vendor = await vendorStandIn();
  });
  afterAll(async () => vendor.close());

  const login = { responseBody: { accessToken: 'token', expiresIn: 3600 } };
  const paid = {
    transactionReference: 'MNFY|20261120|000001',
    paymentReference: 'MNFY|PAY|000001',
    amountPaid: 1500.5,
    paidOn: '2026-11-20T10:00:00.000Z',
    paymentStatus: 'PAID',
    currency: 'NGN',
    currencyCode: 'NGN',
    product: { type: 'RESERVED_ACCOUNT', reference: 'PAYPR7ADA2' },
    destinationAccountInformation: { accountNumber: '5000000017' },
  };
  /** Monnify logs in first: every call after it answers `responseBody`. */
  const answering = (responseBody: unknown) =>
    vendor.answer(({ path }) => (path.startsWith('/api/v1/auth/login') ? login : { responseBody }));
  const ref = { method: 'monnify_reserved', reference: 'PAYPR7ADA2', providerRef: 'PAYPR7ADA2' } as const;

  it("check now and a notification's re-fetch: the amount, the reference and the status must read", async () => {
    const monnify = new MonnifyCollections(config());
    answering({ content: [paid] });
    const verified = await monnify.verifyPayment(ref);
    expect(verified).toMatchObject({
      status: 'paid',
      payments: [{ eventId: paid.transactionReference, amount: 150_050 }],
    });
    answering({ content: [{ ...paid, amountPaid: 'N/A' }] });
    await vendorRefusal(() => monnify.verifyPayment(ref), 'responseBody.content.0.amountPaid', 'N/A');
    answering({ content: { ...paid } });
    await vendorRefusal(() => monnify.verifyPayment(ref), 'responseBody.content');
    const [claimed] = verified.payments;
    answering({ ...paid, transactionReference: undefined });
    await vendorRefusal(() => monnify.confirmPayment(claimed), 'responseBody.transactionReference');
    answering({ ...paid, paymentStatus: 7 });
    await vendorRefusal(() => monnify.confirmPayment(claimed), 'responseBody.paymentStatus');
    answering({ ...paid, product: undefined });
    await vendorRefusal(() => monnify.confirmPayment(claimed), 'responseBody.product');
  });

  it('login and the reserved account: the token, and the account number as text', async () => {
    vendor.answer(() => ({ responseBody: { expiresIn: 3600 } }));
    await vendorRefusal(() => new MonnifyCollections(config()).verifyPayment(ref), 'responseBody.accessToken');
    const monnify = new MonnifyCollections(config());
    const reserve = () => monnify.createInstrument(adaRequest('monnify_reserved', 'PAYPR7ADA2', null));
    const account = { bankCode: '50515', bankName: 'Moniepoint Microfinance Bank', accountNumber: '5000000017' };
    answering({ accounts: [account], reservationReference: 'RES1', accountName: 'Ada Okafor' });
    expect((await reserve()).account?.accountNumber).toBe('5000000017');
    answering({ accounts: [{ ...account, accountNumber: 5000000017 }], reservationReference: 'RES1' });
    await vendorRefusal(reserve, 'responseBody.accounts.0.accountNumber', '5000000017');
    answering({ accounts: [], reservationReference: 'RES1' });
    await vendorRefusal(reserve, 'responseBody.accounts');
  });

  it("the day's search: no page count, an amount that is not money", async () => {
    const monnify = new MonnifyCollections(config());
    const search = (responseBody: unknown) => {
      answering(responseBody);
      return () => monnify.listTransactions(new Date('2026-11-20T00:00:00Z'), new Date('2026-11-21T00:00:00Z'));
    };
    expect(await search({ content: [paid], totalPages: 1, last: true })()).toMatchObject([{ amount: 150_050 }]);
    // Without the page count (and not the last page) the old reading stopped here: the rest went unseen.
    await vendorRefusal(search({ content: [paid], last: false }), 'responseBody.totalPages');
    await vendorRefusal(
      search({ content: [{ ...paid, amountPaid: -1 }], totalPages: 1 }),
      'responseBody.content.0.amountPaid',
    );
  });
});
