import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorReference } from '../../../../domain/collections/vendor-reference';
import { startFakes, type FakeHarness } from '../../../../fakes/fake-harness';
import { conektaCollections, oxxoPayCollections } from '../../../../fakes/vendors/conekta-collections';
import { CollectionRefused, type CollectionCustomer, type CollectionRequest } from '../collections-provider';
import type { WebhookKeys } from '../webhooks/webhook-parse';
import { CASH_PROCESSORS, CONEKTA_ACCEPT, ConektaCashCollections, DIGITAL_FEMSA_ACCEPT } from './conekta-collections';
import { conektaWebhook } from './conekta-webhook';
import { vendorRefusal, vendorStandIn, type VendorStandIn } from '../../../test/vendor-stand-in';

const customer: CollectionCustomer = {
  userId: 10,
  firstName: 'Ana',
  lastName: 'López',
  name: 'Ana López',
  email: null,
  phone: '+525512345678',
  kyc: null,
};

/** One adapter for both Conekta-shaped processors (decision 0077), each against its strict fake. */
describe.each([
  {
    fake: oxxoPayCollections,
    network: 'oxxo_pay' as const,
    name: 'digitalfemsa',
    accept: DIGITAL_FEMSA_ACCEPT,
    reference: /^98\d{12}$/,
  },
  {
    fake: conektaCollections,
    network: 'conekta_efectivo' as const,
    name: 'conekta',
    accept: CONEKTA_ACCEPT,
    reference: /^93\d{12}$/,
  },
])('the cash-reference adapter on $network', ({ fake, network, name, accept, reference }) => {
  let fakes: FakeHarness;
  let settings: Record<string, string>;
  let cash: ConektaCashCollections;
  const order = `PR10${network === 'oxxo_pay' ? 'OXX' : 'CEF'}`;
  const request = (n: number, amount = 120_000): CollectionRequest => ({
    method: 'oxxo',
    reference: vendorReference('collection', order, n),
    orderNo: order,
    amount,
    currency: 'MXN',
    customer,
    expiresAt: new Date('2030-01-03T00:00:00Z'),
    returnUrl: '/',
  });

  beforeAll(async () => {
    fakes = await startFakes([fake]);
    settings = fake.settings(`${fakes.fakeUrl}/${fake.prefix}`);
    expect(settings.CASH_NETWORK_MX).toBe(network);
    cash = new ConektaCashCollections({
      privateKey: settings.CONEKTA_PRIVATE_KEY,
      baseUrl: settings.CONEKTA_BASE_URL,
      network,
    });
  });
  afterAll(async () => fakes.close());

  it("speaks the processor's API version; the other processor's Accept and a wrong key are refused", async () => {
    expect(cash.name).toBe(name);
    expect(CASH_PROCESSORS[network].accept).toBe(accept);
    const wrong = new ConektaCashCollections({ privateKey: 'key_wrong', baseUrl: settings.CONEKTA_BASE_URL, network });
    await expect(wrong.createInstrument(request(1))).rejects.toMatchObject({ status: 401 });
    const other = new ConektaCashCollections({
      ...{ privateKey: settings.CONEKTA_PRIVATE_KEY, baseUrl: settings.CONEKTA_BASE_URL },
      network: network === 'oxxo_pay' ? 'conekta_efectivo' : 'oxxo_pay',
    });
    await expect(other.createInstrument(request(1))).rejects.toMatchObject({ status: 400 });
  });

  it("sends the borrower's real phone (none: refused before the processor is asked); a retried reference answers the same order", async () => {
    await expect(
      cash.createInstrument({ ...request(2), customer: { ...customer, phone: null } }),
    ).rejects.toBeInstanceOf(CollectionRefused);
    const made = await cash.createInstrument(request(2));
    expect(made).toMatchObject({ kind: 'cashReference', amount: 120_000, expiresAt: new Date('2030-01-03T00:00:00Z') });
    expect(made.cashReference).toMatchObject({ reference: expect.stringMatching(reference), network });
    expect(fake.state.orders[0].customer_info).toMatchObject({ phone: '+525512345678', name: 'Ana López' });
    const again = await cash.createInstrument(request(2));
    expect(again.providerRef).toBe(made.providerRef);
    expect(fake.state.orders).toHaveLength(1);
  });

  it('never asks for a reference above 10,000.00 MXN, and the processor refuses one anyway', async () => {
    await expect(cash.createInstrument(request(4, 1_000_001))).rejects.toBeInstanceOf(RangeError);
    expect(fake.state.orders.some((o) => o.amount > 1_000_000)).toBe(false);
    const res = await fetch(`${settings.CONEKTA_BASE_URL}/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.CONEKTA_PRIVATE_KEY}`, accept, 'content-type': 'application/json' },
      body: JSON.stringify({
        currency: 'MXN',
        customer_info: { name: 'A', email: 'a@b.mx', phone: '+525512345678' },
        line_items: [{ name: 'x', unit_price: 1_000_001, quantity: 1 }],
        charges: [{ payment_method: { type: 'cash' } }],
      }),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      object: 'error',
      type: 'parameter_validation_error',
      details: [{ param: 'line_items' }],
    });
    expect((await cash.createInstrument(request(5, 1_000_000))).amount).toBe(1_000_000);
  });

  it('paid at the store: order.paid signed with the webhook key is verified with the printed public key, and the order confirms it', async () => {
    const made = await cash.createInstrument(request(3, 50_000));
    expect((await fakes.pay(made.cashReference!.reference, 50_000)).status).toBe(200);
    const hook = fakes.hooks[fakes.hooks.length - 1];
    const keys = { conektaWebhookPublicKey: settings.CONEKTA_WEBHOOK_PUBLIC_KEY.replace(/\\n/g, '\n') } as WebhookKeys;
    const parsed = conektaWebhook.parse({ rawBody: hook.rawBody, headers: hook.headers, query: {} }, keys);
    if (parsed.kind !== 'payment') throw new Error(`not a payment: ${parsed.kind}`);
    expect(parsed.payment).toMatchObject({
      vendor: 'conekta',
      method: 'oxxo',
      reference: request(3).reference,
      amount: 50_000,
      currency: 'MXN',
    });
    expect(await cash.confirmPayment(parsed.payment)).toMatchObject({
      eventId: parsed.payment.eventId,
      amount: 50_000,
    });
    expect(
      await cash.verifyPayment({ method: 'oxxo', reference: request(3).reference, providerRef: made.providerRef }),
    ).toMatchObject({ status: 'paid', payments: [{ eventId: parsed.payment.eventId }] });
    expect(await cash.confirmPayment({ ...parsed.payment, eventId: 'chg_forged' })).toBeNull();
  });

  it("lists the day's paid references across pages, each as verify describes it, and nothing unpaid or outside the window", async () => {
    const paid = [];
    // More orders than one page of 250 holds: the list must follow the cursor.
    for (let n = 10; n < 270; n++) {
      const made = await cash.createInstrument(request(n, 10_000 + n * 100));
      if (n % 50 === 0 || n === 11) {
        await fakes.pay(made.cashReference!.reference, made.amount!);
        paid.push(
          (await cash.verifyPayment({ method: 'oxxo', reference: made.reference, providerRef: made.providerRef }))
            .payments[0],
        );
      }
    }
    const now = Date.now();
    const listed = await cash.listTransactions(new Date(now - 3_600_000), new Date(now + 3_600_000));
    for (const p of paid) expect(listed).toContainEqual(p);
    expect(listed.every((p) => p.amount > 0 && p.vendor === 'conekta' && p.method === 'oxxo')).toBe(true);
    // The earlier test's payment is listed too; nothing is listed twice.
    expect(new Set(listed.map((p) => p.eventId)).size).toBe(listed.length);
    expect(listed).toHaveLength(paid.length + 1);
    expect(await cash.listTransactions(new Date(now + 3_600_000), new Date(now + 7_200_000))).toEqual([]);
  }, 60_000);

  it("the fake refuses an order without the customer's phone, with the processor's error object", async () => {
    const res = await fetch(`${settings.CONEKTA_BASE_URL}/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.CONEKTA_PRIVATE_KEY}`, accept, 'content-type': 'application/json' },
      body: JSON.stringify({
        currency: 'MXN',
        customer_info: { name: 'A', email: 'a@b.mx' },
        line_items: [{ name: 'x', unit_price: 10_000, quantity: 1 }],
        charges: [{ payment_method: { type: 'cash' } }],
      }),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      object: 'error',
      type: 'parameter_validation_error',
      details: [{ param: 'customer_info.phone' }],
    });
  });
});

/**
 * The processor answering 2xx with a body that does not parse (decision 0108): each is the
 * adapter's VendorError naming the call and the path, as an outage is, never a payment or a
 * verdict read from half an answer. The well-formed answers are proven against the fakes above.
 */
describe('the cash-reference adapter when the processor answers a body that does not parse', () => {
  let vendor: VendorStandIn;
  let cash: ConektaCashCollections;
  beforeAll(async () => {
    vendor = await vendorStandIn();
    cash = new ConektaCashCollections({ privateKey: 'key_standin', baseUrl: vendor.url, network: 'oxxo_pay' });
  });
  afterAll(async () => vendor.close());

  const paidAt = Math.floor(new Date('2026-11-20T10:00:00Z').getTime() / 1000);
  const charge = {
    id: 'chg_standin',
    status: 'paid',
    amount: 120_000,
    currency: 'MXN',
    paid_at: paidAt,
    payment_method: {
      type: 'cash',
      reference: '98000000000001',
      barcode: '98000000000001',
      expires_at: paidAt + 86_400,
    },
  };
  const order = {
    id: 'ord_standin',
    amount: 120_000,
    currency: 'MXN',
    payment_status: 'paid',
    created_at: paidAt - 3_600,
    metadata: { reference: 'PAYPR10OXX1' },
    charges: { data: [charge] },
  };
  const ref = { method: 'oxxo', reference: 'PAYPR10OXX1', providerRef: 'ord_standin' } as const;
  const verify = (body: unknown) => {
    vendor.answer(() => body);
    return () => cash.verifyPayment(ref);
  };

  it('check now and confirm: a paid charge must carry its id, whole centavos and our reference', async () => {
    const verified = await verify(order)();
    expect(verified).toMatchObject({ status: 'paid', payments: [{ eventId: 'chg_standin', amount: 120_000 }] });
    await vendorRefusal(
      verify({ ...order, charges: { data: [{ ...charge, amount: 'N/A' }] } }),
      'charges.data.0.amount',
      'N/A',
    );
    await vendorRefusal(
      verify({ ...order, charges: { data: [{ ...charge, amount: 1200.5 }] } }),
      'charges.data.0.amount',
    );
    // Before, a paid charge without its id was "pending"; now the answer is refused.
    await vendorRefusal(verify({ ...order, charges: { data: [{ ...charge, id: undefined }] } }), 'charges.data.0.id');
    await vendorRefusal(verify({ ...order, metadata: {} }), 'metadata.reference');
    await vendorRefusal(verify({ ...order, charges: { data: 'paid' } }), 'charges.data');
    await vendorRefusal(verify({ ...order, payment_status: 7, charges: { data: [] } }), 'payment_status');
    vendor.answer(() => ({ ...order, id: undefined }));
    await vendorRefusal(() => cash.confirmPayment(verified.payments[0]), 'id');
  });

  it('a new reference: the search must answer a list, the order its cash reference', async () => {
    const create = (search: unknown, made: unknown) => {
      vendor.answer(({ method }) => (method === 'GET' ? search : made));
      return () =>
        cash.createInstrument({
          method: 'oxxo',
          reference: 'PAYPR10OXX2',
          orderNo: 'PR10OXX',
          amount: 120_000,
          currency: 'MXN',
          customer,
          expiresAt: new Date('2030-01-03T00:00:00Z'),
          returnUrl: '/',
        });
    };
    const unpaid = {
      ...order,
      payment_status: 'pending_payment',
      charges: { data: [{ ...charge, status: 'pending_payment' }] },
    };
    expect((await create({ data: [] }, unpaid)()).cashReference?.reference).toBe('98000000000001');
    await vendorRefusal(create({ data: 'none' }, unpaid), 'data');
    const noReference = { data: [{ ...charge, payment_method: { ...charge.payment_method, reference: undefined } }] };
    await vendorRefusal(
      create({ data: [] }, { ...unpaid, charges: noReference }),
      'charges.data.0.payment_method.reference',
    );
    await vendorRefusal(create({ data: [] }, { ...unpaid, charges: { data: [] } }), 'charges.data');
  });

  it("the day's list: a list of orders, each made at a time", async () => {
    const list = (body: unknown) => {
      vendor.answer(() => body);
      return () => cash.listTransactions(new Date('2026-11-20T00:00:00Z'), new Date('2026-11-21T00:00:00Z'));
    };
    expect(await list({ data: [order], has_more: false })()).toMatchObject([{ eventId: 'chg_standin' }]);
    await vendorRefusal(list({ data: { ...order }, has_more: false }), 'data');
    await vendorRefusal(list({ data: [{ ...order, created_at: String(order.created_at) }] }), 'data.0.created_at');
    await vendorRefusal(
      list({ data: [{ ...order, amount: '120000', charges: { data: [{ ...charge, amount: undefined }] } }] }),
      'data.0.amount',
    );
  });
});
