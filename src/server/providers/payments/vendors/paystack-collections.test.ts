import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaystackCollections } from './paystack-collections';
import { FakeVendor } from './testing/fake-vendor';

const SECRET = 'sk_test_fake';
const customer = { userId: 7, name: 'Ada Okafor', email: null };

describe('PaystackCollections against a local fake of the Paystack API', () => {
  const fake = new FakeVendor();
  const transactions = new Map<string, Record<string, unknown>>();
  let paystack: PaystackCollections;

  beforeAll(async () => {
    fake
      .on('POST /transaction/initialize', (req) => {
        const b = req.body as Record<string, unknown>;
        return { body: { status: true, message: 'Authorization URL created', data: { authorization_url: `https://checkout.paystack.com/${String(b.reference).length}abc`, access_code: 'abc', reference: b.reference } } };
      })
      .on('GET /transaction/verify/:reference', (_req, p) => {
        const t = [...transactions.values()].find((x) => x.reference === p.reference);
        return t ? { body: { status: true, data: t } } : { status: 400, body: { status: false, message: 'Transaction reference not found' } };
      })
      .on('GET /transaction/:id', (_req, p) => {
        const t = transactions.get(p.id);
        return t ? { body: { status: true, data: t } } : { status: 404, body: { status: false, message: 'Transaction not found' } };
      })
      .on('POST /customer', () => ({ body: { status: true, data: { id: 1173, customer_code: 'CUS_xr58yrr2ujlft9k' } } }))
      .on('POST /dedicated_account', () => ({ body: { status: true, data: { id: 253, account_name: 'KAROKART/ADA OKAFOR', account_number: '9930000737', bank: { name: 'Wema Bank', slug: 'wema-bank' } } } }))
      .on('GET /transaction', (req) => ({ body: { status: true, data: [...transactions.values()].filter((t) => String((t.customer as { id: number }).id) === req.query.get('customer')) } }));
    paystack = new PaystackCollections({ secretKey: SECRET, baseUrl: await fake.start() });
  });
  afterAll(async () => fake.stop());

  it('initializes a card checkout with our reference, kobo and the secret key, and answers its authorization URL', async () => {
    const inst = await paystack.createInstrument({
      method: 'paystack_card', reference: 'col:PR1:1', orderNo: 'PR1', amount: 500_000, currency: 'NGN', customer, expiresAt: null, returnUrl: 'http://app/#/repay',
    });
    expect(inst).toMatchObject({ kind: 'checkout', reference: 'col:PR1:1', providerRef: 'col:PR1:1', amount: 500_000 });
    expect(inst.checkoutUrl).toMatch(/^https:\/\/checkout\.paystack\.com\//);
    const sent = fake.requests.find((r) => r.path === '/transaction/initialize');
    expect(sent?.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(sent?.body).toMatchObject({ amount: '500000', currency: 'NGN', reference: 'col:PR1:1', email: 'user7@customers.presta.invalid', channels: ['card'] });
  });

  it('verifies a card payment: pending until Paystack says success, then the payment in kobo', async () => {
    expect(await paystack.verifyPayment({ method: 'paystack_card', reference: 'col:PR1:1', providerRef: 'col:PR1:1' })).toEqual({ status: 'unknown', payments: [] });
    transactions.set('4099', { id: 4099, status: 'abandoned', reference: 'col:PR1:1', amount: 500_000, currency: 'NGN', channel: 'card', customer: { id: 1 } });
    expect((await paystack.verifyPayment({ method: 'paystack_card', reference: 'col:PR1:1', providerRef: 'col:PR1:1' })).status).toBe('pending');
    transactions.set('4099', { ...transactions.get('4099'), status: 'success', paid_at: '2026-11-20T10:00:00.000Z' });
    expect(await paystack.verifyPayment({ method: 'paystack_card', reference: 'col:PR1:1', providerRef: 'col:PR1:1' })).toEqual({
      status: 'paid',
      payments: [{ vendor: 'paystack', eventId: '4099', method: 'paystack_card', reference: 'col:PR1:1', accountNumber: null, amount: 500_000, currency: 'NGN', providerRef: 'col:PR1:1', paidAt: new Date('2026-11-20T10:00:00.000Z') }],
    });
  });

  it('reserves a dedicated account for the customer and lists what was paid into it', async () => {
    const inst = await paystack.createInstrument({
      method: 'paystack_dedicated', reference: 'col:PR2:1', orderNo: 'PR2', amount: null, currency: 'NGN', customer, expiresAt: null, returnUrl: '/',
    });
    expect(inst).toMatchObject({ kind: 'account', providerRef: '1173', account: { bankName: 'Wema Bank', accountNumber: '9930000737' }, amount: null });
    expect(fake.requests.find((r) => r.path === '/dedicated_account')?.body).toEqual({ customer: 'CUS_xr58yrr2ujlft9k', preferred_bank: 'wema-bank' });
    transactions.set('5001', {
      id: 5001, status: 'success', reference: 'T123', amount: 120_000, currency: 'NGN', channel: 'dedicated_nuban', customer: { id: 1173 },
      authorization: { receiver_bank_account_number: '9930000737' }, paid_at: '2026-11-20T11:00:00.000Z',
    });
    const v = await paystack.verifyPayment({ method: 'paystack_dedicated', reference: 'col:PR2:1', providerRef: '1173' });
    expect(v).toMatchObject({ status: 'paid', payments: [{ eventId: '5001', method: 'paystack_dedicated', reference: null, accountNumber: '9930000737', amount: 120_000 }] });
  });

  it('confirms a webhook\'s payment by fetching the transaction, and answers null for one Paystack does not know', async () => {
    const claimed = { vendor: 'paystack' as const, eventId: '4099', method: 'paystack_card' as const, reference: 'col:PR1:1', accountNumber: null, amount: 9_999_999, currency: 'NGN', providerRef: 'x', paidAt: new Date() };
    // What is confirmed is Paystack's amount, not the claim's.
    expect(await paystack.confirmPayment(claimed)).toMatchObject({ eventId: '4099', amount: 500_000 });
    expect(await paystack.confirmPayment({ ...claimed, eventId: '1' })).toBeNull();
  });
});
