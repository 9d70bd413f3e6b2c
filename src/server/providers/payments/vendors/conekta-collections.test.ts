import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorReference } from '../../../../domain/collections/vendor-reference';
import { startFakes, type FakeHarness } from '../../../../fakes/fake-harness';
import { conektaCollections } from '../../../../fakes/vendors/conekta-collections';
import { CollectionRefused, type CollectionCustomer, type CollectionRequest } from '../collections-provider';
import type { WebhookKeys } from '../webhooks/webhook-parse';
import { CONEKTA_ACCEPT, ConektaCashCollections } from './conekta-collections';
import { conektaWebhook } from './conekta-webhook';

/** The adapter against the strict Conekta fake (src/fakes), on API 2.2.0. */
describe('ConektaCashCollections against the Conekta fake', () => {
  let fakes: FakeHarness;
  let settings: Record<string, string>;
  let conekta: ConektaCashCollections;
  const customer: CollectionCustomer = { userId: 10, firstName: 'Ana', lastName: 'López', name: 'Ana López', email: null, phone: '+525512345678', kyc: null };
  const request = (n: number, amount = 120_000): CollectionRequest => ({
    method: 'oxxo', reference: vendorReference('collection', 'PR10ANA', n), orderNo: 'PR10ANA', amount, currency: 'MXN', customer,
    expiresAt: new Date('2030-01-03T00:00:00Z'), returnUrl: '/',
  });

  beforeAll(async () => {
    fakes = await startFakes([conektaCollections]);
    settings = conektaCollections.settings(`${fakes.fakeUrl}/conekta`);
    conekta = new ConektaCashCollections({ privateKey: settings.CONEKTA_PRIVATE_KEY, baseUrl: settings.CONEKTA_BASE_URL });
  });
  afterAll(async () => fakes.close());

  it('speaks API 2.2.0 and refuses a wrong key', async () => {
    expect(CONEKTA_ACCEPT).toBe('application/vnd.conekta-v2.2.0+json');
    const wrong = new ConektaCashCollections({ privateKey: 'key_wrong', baseUrl: settings.CONEKTA_BASE_URL });
    await expect(wrong.createInstrument(request(1))).rejects.toMatchObject({ status: 401 });
  });

  it('sends the borrower\'s real phone (none: refused before Conekta is asked); a retried reference answers the same order', async () => {
    await expect(conekta.createInstrument({ ...request(2), customer: { ...customer, phone: null } })).rejects.toBeInstanceOf(CollectionRefused);
    const cash = await conekta.createInstrument(request(2));
    expect(cash).toMatchObject({ kind: 'cashReference', amount: 120_000, expiresAt: new Date('2030-01-03T00:00:00Z') });
    expect(cash.cashReference?.reference).toMatch(/^\d{14}$/);
    expect(conektaCollections.state.orders[0].customer_info).toMatchObject({ phone: '+525512345678', name: 'Ana López' });
    const again = await conekta.createInstrument(request(2));
    expect(again.providerRef).toBe(cash.providerRef);
    expect(conektaCollections.state.orders).toHaveLength(1);
  });

  it('paid at the store: order.paid signed with the webhook key is verified with the printed public key, and the order confirms it', async () => {
    const cash = await conekta.createInstrument(request(3, 50_000));
    expect((await fakes.pay(cash.cashReference!.reference, 50_000)).status).toBe(200);
    const hook = fakes.hooks[fakes.hooks.length - 1];
    const keys = { conektaWebhookPublicKey: settings.CONEKTA_WEBHOOK_PUBLIC_KEY.replace(/\\n/g, '\n') } as WebhookKeys;
    const parsed = conektaWebhook.parse({ rawBody: hook.rawBody, headers: hook.headers, query: {} }, keys);
    if (parsed.kind !== 'payment') throw new Error(`not a payment: ${parsed.kind}`);
    expect(parsed.payment).toMatchObject({ vendor: 'conekta', method: 'oxxo', reference: request(3).reference, amount: 50_000, currency: 'MXN' });
    expect(await conekta.confirmPayment(parsed.payment)).toMatchObject({ eventId: parsed.payment.eventId, amount: 50_000 });
    expect(await conekta.verifyPayment({ method: 'oxxo', reference: request(3).reference, providerRef: cash.providerRef }))
      .toMatchObject({ status: 'paid', payments: [{ eventId: parsed.payment.eventId }] });
    expect(await conekta.confirmPayment({ ...parsed.payment, eventId: 'chg_forged' })).toBeNull();
  });

  it('the fake refuses an order without the customer\'s phone, with Conekta\'s error object', async () => {
    const res = await fetch(`${settings.CONEKTA_BASE_URL}/orders`, {
      method: 'POST', headers: { authorization: `Bearer ${settings.CONEKTA_PRIVATE_KEY}`, accept: CONEKTA_ACCEPT, 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'MXN', customer_info: { name: 'A', email: 'a@b.mx' }, line_items: [{ name: 'x', unit_price: 10_000, quantity: 1 }], charges: [{ payment_method: { type: 'cash' } }] }),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ object: 'error', type: 'parameter_validation_error', details: [{ param: 'customer_info.phone' }] });
  });
});
