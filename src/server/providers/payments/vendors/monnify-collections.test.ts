import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorReference } from '../../../../domain/collections/vendor-reference';
import { startFakes, type FakeHarness } from '../../../../fakes/fake-harness';
import { monnifyCollections } from '../../../../fakes/vendors/monnify-collections';
import { CollectionRefused, type CollectionCustomer, type CollectionRequest } from '../collections-provider';
import type { WebhookKeys } from '../webhooks/webhook-parse';
import { MonnifyCollections } from './monnify-collections';
import { monnifyWebhook } from './monnify-webhook';

/** The adapter against the strict Monnify fake (src/fakes). */
describe('MonnifyCollections against the Monnify fake', () => {
  let fakes: FakeHarness;
  let settings: Record<string, string>;
  let monnify: MonnifyCollections;
  const customer: CollectionCustomer = {
    userId: 9, firstName: 'Ngozi', lastName: 'Obi', name: 'Ngozi Obi', email: null, phone: '+2348030000009',
    kyc: { bvn: '22123456781', bankCode: '058', accountNumber: '0000014572' },
  };
  const request = (n: number): CollectionRequest => ({
    method: 'monnify_reserved', reference: vendorReference('collection', 'PR9NGO', n), orderNo: 'PR9NGO', amount: null, currency: 'NGN', customer, expiresAt: null, returnUrl: '/',
  });

  beforeAll(async () => {
    fakes = await startFakes([monnifyCollections]);
    settings = monnifyCollections.settings(`${fakes.fakeUrl}/monnify`);
    monnify = new MonnifyCollections({ apiKey: settings.MONNIFY_API_KEY, secretKey: settings.MONNIFY_SECRET_KEY, contractCode: settings.MONNIFY_CONTRACT_CODE, baseUrl: settings.MONNIFY_BASE_URL });
  });
  afterAll(async () => fakes.close());

  it('refuses wrong credentials at login', async () => {
    const wrong = new MonnifyCollections({ apiKey: 'MK_TEST_WRONG', secretKey: 'x', contractCode: settings.MONNIFY_CONTRACT_CODE, baseUrl: settings.MONNIFY_BASE_URL });
    await expect(wrong.createInstrument(request(1))).rejects.toMatchObject({ status: 401 });
  });

  it('reserves with the BVN (v2 refuses without BVN or NIN); a retried reference answers the account Monnify already holds', async () => {
    await expect(monnify.createInstrument({ ...request(2), customer: { ...customer, kyc: null } })).rejects.toBeInstanceOf(CollectionRefused);
    const account = await monnify.createInstrument(request(2));
    expect(account).toMatchObject({ kind: 'account', reference: request(2).reference, account: { bankName: 'Moniepoint Microfinance Bank' } });
    expect(monnifyCollections.state.reserved.find((r) => r.accountReference === request(2).reference)).toMatchObject({ bvn: '22123456781' });
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
    expect(parsed.payment).toMatchObject({ vendor: 'monnify', reference: request(2).reference, accountNumber: account.account!.accountNumber, amount: 123_450, currency: 'NGN' });
    expect(await monnify.confirmPayment(parsed.payment)).toMatchObject({ eventId: parsed.payment.eventId, amount: 123_450 });
    expect(await monnify.verifyPayment({ method: 'monnify_reserved', reference: request(2).reference, providerRef: account.providerRef }))
      .toMatchObject({ status: 'paid', payments: [{ eventId: parsed.payment.eventId, amount: 123_450 }] });
    expect(await monnify.confirmPayment({ ...parsed.payment, eventId: 'MNFY|00|NOPE' })).toBeNull();
  });
});
