import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorReference } from '../../../../domain/collections/vendor-reference';
import { startFakes, type FakeHarness } from '../../../../fakes/fake-harness';
import { flutterwaveCollections } from '../../../../fakes/vendors/flutterwave-collections';
import { CollectionRefused, type CollectionCustomer, type CollectionRequest } from '../collections-provider';
import type { WebhookKeys } from '../webhooks/webhook-parse';
import { FlutterwaveCollections } from './flutterwave-collections';
import { flutterwaveWebhook } from './flutterwave-webhook';
import { ReferenceTaken } from './vendor-http';

/** The adapter against the strict Flutterwave fake (src/fakes). */
describe('FlutterwaveCollections against the Flutterwave fake', () => {
  let fakes: FakeHarness;
  let settings: Record<string, string>;
  let flutterwave: FlutterwaveCollections;
  const customer: CollectionCustomer = {
    userId: 8, firstName: 'Chidi', lastName: 'Eze', name: 'Chidi Eze', email: 'chidi@example.ng', phone: '+2348030000008',
    kyc: { bvn: '22123456780', bankCode: '058', accountNumber: '0000014571' },
  };
  const request = (method: CollectionRequest['method'], n: number, amount: number | null): CollectionRequest => ({
    method, reference: vendorReference('collection', 'PR8CHI', n), orderNo: 'PR8CHI', amount, currency: 'NGN', customer, expiresAt: null, returnUrl: 'https://app.example/#/repay',
  });
  const keys = (): WebhookKeys => ({
    paystackSecretKey: '', flutterwaveSecretHash: settings.FLUTTERWAVE_SECRET_HASH, monnifyClientSecret: '', conektaWebhookPublicKey: '', stpWebhookToken: '', stpAllowedIps: null,
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
    flutterwave = new FlutterwaveCollections({ secretKey: settings.FLUTTERWAVE_SECRET_KEY, baseUrl: settings.FLUTTERWAVE_BASE_URL });
  });
  afterAll(async () => fakes.close());

  it('refuses a wrong secret key', async () => {
    const wrong = new FlutterwaveCollections({ secretKey: 'FLWSECK_TEST-wrong', baseUrl: settings.FLUTTERWAVE_BASE_URL });
    await expect(wrong.createInstrument(request('flutterwave_link', 1, 100_000))).rejects.toMatchObject({ status: 401 });
  });

  it('a payment link offers the card only, so what comes back is a card payment to credit; verified by id and by tx_ref', async () => {
    const req = request('flutterwave_link', 2, 250_050);
    const link = await flutterwave.createInstrument(req);
    expect(link).toMatchObject({ kind: 'checkout', reference: req.reference, amount: 250_050 });
    expect(flutterwaveCollections.state.links.find((l) => l.tx_ref === req.reference)).toMatchObject({ options: ['card'], amount: 250_050 });

    expect((await fakes.pay(req.reference, 250_050)).status).toBe(200);
    const payment = lastHook();
    expect(payment).toMatchObject({ vendor: 'flutterwave', method: 'flutterwave_link', reference: req.reference, amount: 250_050, currency: 'NGN' });
    expect(await flutterwave.confirmPayment(payment)).toMatchObject({ eventId: payment.eventId, amount: 250_050 });
    expect(await flutterwave.verifyPayment({ method: 'flutterwave_link', reference: req.reference, providerRef: req.reference }))
      .toMatchObject({ status: 'paid', payments: [{ eventId: payment.eventId }] });
    expect(await flutterwave.confirmPayment({ ...payment, eventId: '424242' })).toBeNull();
  });

  it('a static account needs the BVN, is permanent, and answers every transfer into it; its tx_ref cannot be reused', async () => {
    await expect(flutterwave.createInstrument({ ...request('flutterwave_reserved', 3, null), customer: { ...customer, kyc: null } })).rejects.toBeInstanceOf(CollectionRefused);
    const req = request('flutterwave_reserved', 3, null);
    const account = await flutterwave.createInstrument(req);
    expect(account).toMatchObject({ kind: 'account', amount: null, account: { bankName: 'WEMA BANK' } });
    await expect(flutterwave.createInstrument(req)).rejects.toBeInstanceOf(ReferenceTaken);

    for (const amount of [100_000, 50_000]) expect((await fakes.pay(account.account!.accountNumber, amount)).status).toBe(200);
    const payment = lastHook();
    expect(payment).toMatchObject({ method: 'flutterwave_reserved', reference: req.reference, amount: 50_000 });
    const verified = await flutterwave.verifyPayment({ method: 'flutterwave_reserved', reference: req.reference, providerRef: account.providerRef });
    expect(verified.status).toBe('paid');
    expect(verified.payments.map((p) => p.amount)).toEqual([100_000, 50_000]);
  });

  it('the fake refuses a static account without a BVN, as Flutterwave does', async () => {
    const res = await fetch(`${settings.FLUTTERWAVE_BASE_URL}/v3/virtual-account-numbers`, {
      method: 'POST', headers: { authorization: `Bearer ${settings.FLUTTERWAVE_SECRET_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@y.ng', tx_ref: 'COLX1N1', is_permanent: true }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 'error', message: expect.stringMatching(/BVN/) });
  });
});
