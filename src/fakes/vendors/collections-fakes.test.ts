import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakes, type FakeHarness } from '../fake-harness';
import { fakeSettings } from '../fake-server';
import { oxxoPayCollections } from './conekta-collections';
import { flutterwaveCollections } from './flutterwave-collections';
import { FAKE_VENDORS } from './index';
import { monnifyCollections } from './monnify-collections';
import { paystackCollections } from './paystack-collections';
import { stpDeposits } from './stp-deposits';

/** The collection fakes together, as `npm run fakes` serves them (each adapter's test drives its own fake in depth). */
describe('collection fakes in one server', () => {
  let fakes: FakeHarness;
  beforeAll(async () => {
    fakes = await startFakes(FAKE_VENDORS);
  });
  afterAll(async () => fakes.close());

  it('are all served, and print settings that agree with each other', () => {
    for (const m of [paystackCollections, flutterwaveCollections, monnifyCollections, oxxoPayCollections, stpDeposits])
      expect(FAKE_VENDORS).toContain(m);
    const lines = fakeSettings(fakes.fakeUrl, FAKE_VENDORS);
    expect(lines).toEqual(
      expect.arrayContaining([
        'COLLECTIONS_NG=vendors',
        'COLLECTIONS_MX=vendors',
        `PAYSTACK_BASE_URL=${fakes.fakeUrl}/paystack`,
      ]),
    );
    expect(lines.find((l) => l.startsWith('CONEKTA_WEBHOOK_PUBLIC_KEY='))).toContain('BEGIN PUBLIC KEY');
    expect(lines.find((l) => l.startsWith('STP_PRIVATE_KEY='))).not.toContain('\n');
  });

  it("/_fake/pay answers 404 for a target no vendor issued, and STP takes only our cost centre's CLABEs", async () => {
    expect((await fakes.pay('COLNOBODYN1', 10_000)).status).toBe(404);
    expect((await fakes.pay('012180000000000008', 10_000)).status).toBe(404);
    expect((await fakes.pay('646180123400000015', 10_000)).status).toBe(200);
    expect(fakes.hooks.at(-1)?.path).toMatch(/^\/api\/webhooks\/stp\?token=/);
    expect(stpDeposits.state.received.at(-1)).toMatchObject({
      cuentaBeneficiario: '646180123400000015',
      monto: 10_000,
    });
  });

  it("each refuses a request without the vendor's credentials, in the vendor's error shape", async () => {
    const post = (path: string) =>
      fetch(`${fakes.fakeUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(await (await post('/paystack/transaction/initialize')).json()).toEqual({
      status: false,
      message: 'Invalid key',
    });
    expect(await (await post('/flutterwave/v3/payments')).json()).toEqual({
      status: 'error',
      message: 'Invalid authorization key',
      data: null,
    });
    expect(await (await post('/monnify/api/v1/auth/login')).json()).toMatchObject({
      requestSuccessful: false,
      responseCode: '99',
    });
    expect(await (await post('/digitalfemsa/orders')).json()).toMatchObject({
      object: 'error',
      type: 'authentication_error',
    });
  });
});
