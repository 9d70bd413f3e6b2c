import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MonnifyCollections } from './monnify-collections';
import { FakeVendor } from './testing/fake-vendor';

const customer = { userId: 9, name: 'Bola Ade', email: null };

describe('MonnifyCollections against a local fake of the Monnify API', () => {
  const fake = new FakeVendor();
  let logins = 0;
  let clock = 0;
  let monnify: MonnifyCollections;
  const paid = {
    transactionReference: 'MNFY|20261120|000123', paymentReference: 'MNFY|20261120|000123', amountPaid: '1500.00', currencyCode: 'NGN',
    paymentStatus: 'PAID', paidOn: '2026-11-20 10:00:00.0', product: { type: 'RESERVED_ACCOUNT', reference: 'col:PR5:1' },
  };

  beforeAll(async () => {
    fake
      .on('POST /api/v1/auth/login', (req) => {
        logins++;
        const ok = req.headers.authorization === `Basic ${Buffer.from('MK_TEST_KEY:SECRET').toString('base64')}`;
        return ok ? { body: { requestSuccessful: true, responseBody: { accessToken: `tok${logins}`, expiresIn: 3600 } } } : { status: 401, body: { requestSuccessful: false } };
      })
      .on('POST /api/v2/bank-transfer/reserved-accounts', (req) => (req.headers.authorization?.startsWith('Bearer tok')
        ? { body: { requestSuccessful: true, responseBody: { accountReference: 'col:PR5:1', accountName: 'Bola Ade', reservationReference: 'RES123', accounts: [{ bankCode: '232', bankName: 'Sterling bank', accountNumber: '6000140770' }] } } }
        : { status: 401, body: {} }))
      .on('GET /api/v1/bank-transfer/reserved-accounts/transactions', (req) => ({
        body: { requestSuccessful: true, responseBody: { content: req.query.get('accountReference') === 'col:PR5:1' ? [paid] : [] } },
      }))
      .on('GET /api/v2/transactions/:ref', (_req, p) => (p.ref === paid.transactionReference
        ? { body: { requestSuccessful: true, responseBody: paid } }
        : { status: 404, body: { requestSuccessful: false, responseMessage: 'not found' } }));
    monnify = new MonnifyCollections({ apiKey: 'MK_TEST_KEY', secretKey: 'SECRET', contractCode: '1234567', baseUrl: await fake.start() }, () => clock);
  });
  afterAll(async () => fake.stop());

  it('logs in with Basic credentials, reuses the token until it expires, and reserves an account under our reference', async () => {
    const inst = await monnify.createInstrument({ method: 'monnify_reserved', reference: 'col:PR5:1', orderNo: 'PR5', amount: null, currency: 'NGN', customer, expiresAt: null, returnUrl: '/' });
    expect(inst).toMatchObject({ kind: 'account', providerRef: 'RES123', account: { accountNumber: '6000140770', bankName: 'Sterling bank' } });
    expect(fake.requests.find((r) => r.path === '/api/v2/bank-transfer/reserved-accounts')?.body).toMatchObject({ accountReference: 'col:PR5:1', contractCode: '1234567', currencyCode: 'NGN' });
    await monnify.verifyPayment({ method: 'monnify_reserved', reference: 'col:PR5:1', providerRef: 'RES123' });
    expect(logins).toBe(1);
    clock += 3600_000;
    await monnify.verifyPayment({ method: 'monnify_reserved', reference: 'col:PR5:1', providerRef: 'RES123' });
    expect(logins).toBe(2);
  });

  it('lists what was paid into the account in kobo, and confirms a webhook by transaction reference', async () => {
    expect(await monnify.verifyPayment({ method: 'monnify_reserved', reference: 'col:PR5:1', providerRef: 'RES123' }))
      .toMatchObject({ status: 'paid', payments: [{ eventId: 'MNFY|20261120|000123', amount: 150_000, reference: 'col:PR5:1' }] });
    expect(await monnify.verifyPayment({ method: 'monnify_reserved', reference: 'col:other', providerRef: 'R' })).toEqual({ status: 'pending', payments: [] });
    const claimed = { vendor: 'monnify' as const, eventId: 'MNFY|20261120|000123', method: 'monnify_reserved' as const, reference: 'col:PR5:1', accountNumber: '6000140770', amount: 1, currency: 'NGN', providerRef: 'x', paidAt: new Date() };
    expect(await monnify.confirmPayment(claimed)).toMatchObject({ amount: 150_000, accountNumber: '6000140770' });
    expect(await monnify.confirmPayment({ ...claimed, eventId: 'MNFY|forged' })).toBeNull();
  });
});
