import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConektaCollections } from './conekta-collections';
import { FakeVendor } from './testing/fake-vendor';

const customer = { userId: 10, name: 'María López', email: null };

describe('ConektaCollections (OXXO) against a local fake of the Conekta API', () => {
  const fake = new FakeVendor();
  const orders = new Map<string, Record<string, unknown>>();
  let conekta: ConektaCollections;

  beforeAll(async () => {
    fake
      .on('POST /orders', (req) => {
        const b = req.body as { currency: string; metadata: unknown; line_items: { unit_price: number }[]; charges: { payment_method: { expires_at: number } }[] };
        const order = {
          id: 'ord_2tUigJ8DgBhbp6w5D', object: 'order', amount: b.line_items[0].unit_price, currency: b.currency, payment_status: 'pending_payment', metadata: b.metadata,
          charges: { object: 'list', data: [{ id: '5f6a', status: 'pending_payment', amount: b.line_items[0].unit_price, currency: b.currency,
            payment_method: { type: 'oxxo', reference: '93000262316741', barcode_url: 'https://s3.amazonaws.com/cash_payment_barcodes/93000262316741.png', expires_at: b.charges[0].payment_method.expires_at } }] },
        };
        orders.set(order.id, order);
        return { body: order };
      })
      .on('GET /orders/:id', (_req, p) => (orders.has(p.id) ? { body: orders.get(p.id) } : { status: 404, body: { type: 'resource_not_found_error' } }));
    conekta = new ConektaCollections({ privateKey: 'key_test', baseUrl: await fake.start() });
  });
  afterAll(async () => fake.stop());

  it('creates an order with a cash charge and answers the OXXO reference, barcode value and expiry', async () => {
    const expiresAt = new Date('2026-11-23T10:00:00Z');
    const inst = await conekta.createInstrument({ method: 'oxxo', reference: 'col:PR6:1', orderNo: 'PR6', amount: 120_000, currency: 'MXN', customer, expiresAt, returnUrl: '/' });
    expect(inst).toMatchObject({ kind: 'cashReference', providerRef: 'ord_2tUigJ8DgBhbp6w5D', cashReference: { reference: '93000262316741', barcode: '93000262316741' }, expiresAt, amount: 120_000 });
    const sent = fake.requests.find((r) => r.path === '/orders');
    expect(sent?.headers.authorization).toBe('Bearer key_test');
    expect(sent?.headers.accept).toBe('application/vnd.conekta-v2.1.0+json');
    expect(sent?.body).toMatchObject({ metadata: { reference: 'col:PR6:1' }, charges: [{ payment_method: { type: 'cash', expires_at: expiresAt.getTime() / 1000 } }] });
  });

  it('is pending until the order is paid, then confirms the paid charge (and nothing else)', async () => {
    const ref = { method: 'oxxo' as const, reference: 'col:PR6:1', providerRef: 'ord_2tUigJ8DgBhbp6w5D' };
    expect(await conekta.verifyPayment(ref)).toEqual({ status: 'pending', payments: [] });
    const order = orders.get(ref.providerRef) as { payment_status: string; charges: { data: Record<string, unknown>[] } };
    order.payment_status = 'paid';
    Object.assign(order.charges.data[0], { status: 'paid', paid_at: 1_763_632_800 });
    const v = await conekta.verifyPayment(ref);
    expect(v).toMatchObject({ status: 'paid', payments: [{ eventId: '5f6a', reference: 'col:PR6:1', amount: 120_000, currency: 'MXN', method: 'oxxo' }] });
    const claimed = { ...v.payments[0], amount: 1 };
    expect(await conekta.confirmPayment(claimed)).toMatchObject({ amount: 120_000 });
    expect(await conekta.confirmPayment({ ...claimed, eventId: 'chg_other' })).toBeNull();
    expect(await conekta.verifyPayment({ ...ref, providerRef: 'ord_missing' })).toEqual({ status: 'unknown', payments: [] });
  });
});
