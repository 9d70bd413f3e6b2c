import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlutterwaveCollections } from './flutterwave-collections';
import { FakeVendor } from './testing/fake-vendor';

const customer = { userId: 8, name: 'Chidi Eze', email: 'chidi@example.com' };

describe('FlutterwaveCollections against a local fake of the Flutterwave v3 API', () => {
  const fake = new FakeVendor();
  const transactions = new Map<string, Record<string, unknown>>();
  let flw: FlutterwaveCollections;

  beforeAll(async () => {
    fake
      .on('POST /v3/payments', () => ({ body: { status: 'success', message: 'Hosted Link', data: { link: 'https://checkout.flutterwave.com/v3/hosted/pay/abc' } } }))
      .on('POST /v3/virtual-account-numbers', () => ({ body: { status: 'success', data: { account_number: '7824822527', bank_name: 'WEMA BANK', order_ref: 'URF_1613406439309_370935' } } }))
      .on('GET /v3/transactions/verify_by_reference', (req) => {
        const t = [...transactions.values()].find((x) => x.tx_ref === req.query.get('tx_ref'));
        return t ? { body: { status: 'success', data: t } } : { status: 400, body: { status: 'error', message: 'No transaction was found for this id' } };
      })
      .on('GET /v3/transactions/:id/verify', (_req, p) => {
        const t = transactions.get(p.id);
        return t ? { body: { status: 'success', data: t } } : { status: 400, body: { status: 'error', message: 'No transaction was found for this id' } };
      })
      .on('POST /v3/validate-charge', (req) => {
        const b = req.body as { otp: string; flw_ref: string };
        if (b.otp !== '12345') return { status: 400, body: { status: 'error', message: 'Invalid OTP' } };
        transactions.set('288200108', { id: 288200108, tx_ref: 'col:PR3:1', flw_ref: b.flw_ref, amount: 2500.5, currency: 'NGN', status: 'successful', payment_type: 'card', created_at: '2026-11-20T10:00:00.000Z' });
        return { body: { status: 'success', data: { id: 288200108, status: 'successful' } } };
      });
    flw = new FlutterwaveCollections({ secretKey: 'FLWSECK_TEST-x', baseUrl: await fake.start() });
  });
  afterAll(async () => fake.stop());

  it('creates a payment link with our tx_ref and the amount in major units', async () => {
    const inst = await flw.createInstrument({ method: 'flutterwave_link', reference: 'col:PR3:1', orderNo: 'PR3', amount: 250_050, currency: 'NGN', customer, expiresAt: null, returnUrl: 'http://app/' });
    expect(inst).toMatchObject({ kind: 'checkout', checkoutUrl: 'https://checkout.flutterwave.com/v3/hosted/pay/abc', providerRef: 'col:PR3:1' });
    const sent = fake.requests.find((r) => r.path === '/v3/payments');
    expect(sent?.headers.authorization).toBe('Bearer FLWSECK_TEST-x');
    expect(sent?.body).toMatchObject({ tx_ref: 'col:PR3:1', amount: '2500.50', currency: 'NGN', customer: { email: 'chidi@example.com' } });
  });

  it('refuses a wrong OTP and, with the right one, answers the verified payment in kobo', async () => {
    const ref = { method: 'flutterwave_link' as const, reference: 'col:PR3:1', providerRef: 'FLW-MOCK-1' };
    expect(await flw.verifyOtp(ref, '00000')).toEqual({ ok: false, reason: 'otp_invalid' });
    const ok = await flw.verifyOtp(ref, '12345');
    expect(ok).toMatchObject({ ok: true, payment: { eventId: '288200108', amount: 250_050, reference: 'col:PR3:1', method: 'flutterwave_link' } });
    expect(fake.requests.filter((r) => r.path === '/v3/validate-charge').at(-1)?.body).toEqual({ otp: '12345', flw_ref: 'FLW-MOCK-1', type: 'card' });
  });

  it('verifies by our reference, and confirms a webhook only by transaction id', async () => {
    expect(await flw.verifyPayment({ method: 'flutterwave_link', reference: 'col:none', providerRef: 'x' })).toEqual({ status: 'unknown', payments: [] });
    expect(await flw.verifyPayment({ method: 'flutterwave_link', reference: 'col:PR3:1', providerRef: 'x' })).toMatchObject({ status: 'paid', payments: [{ amount: 250_050 }] });
    const claimed = { vendor: 'flutterwave' as const, eventId: '288200108', method: 'flutterwave_link' as const, reference: 'col:PR3:1', accountNumber: null, amount: 1, currency: 'NGN', providerRef: 'x', paidAt: new Date() };
    expect(await flw.confirmPayment(claimed)).toMatchObject({ amount: 250_050, currency: 'NGN' });
    expect(await flw.confirmPayment({ ...claimed, eventId: '1' })).toBeNull();
  });

  it('reserves a static virtual account with our tx_ref', async () => {
    const inst = await flw.createInstrument({ method: 'flutterwave_reserved', reference: 'col:PR4:1', orderNo: 'PR4', amount: null, currency: 'NGN', customer, expiresAt: null, returnUrl: '/' });
    expect(inst).toMatchObject({ kind: 'account', providerRef: 'URF_1613406439309_370935', account: { accountNumber: '7824822527', bankName: 'WEMA BANK' } });
    expect(fake.requests.find((r) => r.path === '/v3/virtual-account-numbers')?.body).toMatchObject({ tx_ref: 'col:PR4:1', is_permanent: true });
  });
});
