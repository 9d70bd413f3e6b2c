import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionMethod } from '../../../domain/markets/payment-methods';
import { sandboxSigningKeys } from '../../providers/payments/collections-config';
import type { CollectedPayment } from '../../providers/payments/collections-provider';
import { SandboxCollections } from '../../providers/payments/sandbox/sandbox-collections';
import { signedWebhook, type SandboxPaid } from '../../providers/payments/sandbox/sandbox-webhooks';
import { buildTestApp, testConfig, type TestApp } from '../../test/harness';

const keys = sandboxSigningKeys(testConfig().secret);

const CASES: {
  method: CollectionMethod;
  currency: 'NGN' | 'MXN';
  amount: number | null;
  ack: unknown;
  signatureHeader: string | null;
}[] = [
  {
    method: 'paystack_card',
    currency: 'NGN',
    amount: 500_000,
    ack: { received: true },
    signatureHeader: 'x-paystack-signature',
  },
  {
    method: 'paystack_dedicated',
    currency: 'NGN',
    amount: null,
    ack: { received: true },
    signatureHeader: 'x-paystack-signature',
  },
  {
    method: 'flutterwave_link',
    currency: 'NGN',
    amount: 250_050,
    ack: { status: 'success' },
    signatureHeader: 'verif-hash',
  },
  {
    method: 'flutterwave_reserved',
    currency: 'NGN',
    amount: null,
    ack: { status: 'success' },
    signatureHeader: 'verif-hash',
  },
  {
    method: 'monnify_reserved',
    currency: 'NGN',
    amount: null,
    ack: { received: true },
    signatureHeader: 'monnify-signature',
  },
  { method: 'oxxo', currency: 'MXN', amount: 120_000, ack: { received: true }, signatureHeader: 'digest' },
  { method: 'stp_clabe', currency: 'MXN', amount: null, ack: { mensaje: 'confirmar' }, signatureHeader: null },
];

describe('webhook routes: raw-body signature, re-fetch, hand-over', () => {
  let t: TestApp;
  let sandbox: SandboxCollections;
  const received: CollectedPayment[] = [];
  let n = 0;

  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        paymentSink: async (p) => {
          received.push(p);
          return { outcome: 'credited' };
        },
      },
    );
    sandbox = new SandboxCollections(t.database.db, t.clock);
  });
  afterAll(async () => t.close());

  async function paidInto(
    method: CollectionMethod,
    currency: 'NGN' | 'MXN',
    amount: number | null,
  ): Promise<SandboxPaid> {
    const reference = `col:PRTEST${String(++n).padStart(4, '0')}:1`;
    await sandbox.createInstrument({
      method,
      reference,
      orderNo: 'PRTEST',
      amount,
      currency,
      customer: {
        userId: 1,
        firstName: 'Ada',
        lastName: 'Okafor',
        name: 'Ada Okafor',
        email: null,
        phone: null,
        kyc: null,
      },
      expiresAt: null,
      returnUrl: '/',
    });
    return sandbox.pay({ reference }, amount === null ? { amount: 777_700 } : {});
  }

  const send = (hook: { url: string; headers: Record<string, string>; payload: string }) =>
    t.app.inject({ method: 'POST', url: hook.url, headers: hook.headers, payload: hook.payload });

  for (const c of CASES) {
    describe(c.method, () => {
      it("accepts a correctly signed notification, confirms it with the vendor and hands over the vendor's answer", async () => {
        const paid = await paidInto(c.method, c.currency, c.amount);
        const before = received.length;
        const res = await send(signedWebhook(paid, keys));
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(c.ack);
        expect(received.slice(before)).toEqual([
          expect.objectContaining({
            eventId: paid.eventId,
            method: c.method,
            amount: paid.amount,
            currency: c.currency,
            reference: c.method === 'stp_clabe' || c.method === 'paystack_dedicated' ? null : paid.reference,
            accountNumber: c.amount === null ? paid.accountNumber : null,
          }),
        ]);
      });

      it('refuses a notification without its signature, and one whose body was altered after signing', async () => {
        const paid = await paidInto(c.method, c.currency, c.amount);
        const hook = signedWebhook(paid, keys);
        const before = received.length;
        const unsigned = c.signatureHeader
          ? {
              ...hook,
              headers: Object.fromEntries(Object.entries(hook.headers).filter(([k]) => k !== c.signatureHeader)),
            }
          : { ...hook, url: hook.url.replace(/\?token=.*$/, '') };
        expect((await send(unsigned)).statusCode).toBe(401);
        const wrongKey = c.signatureHeader
          ? {
              ...hook,
              headers: {
                ...hook.headers,
                [c.signatureHeader]:
                  c.signatureHeader === 'digest' ? Buffer.from('x'.repeat(256)).toString('base64') : 'f'.repeat(128),
              },
            }
          : { ...hook, url: hook.url.replace(/\?token=.*$/, '?token=guessed') };
        expect((await send(wrongKey)).statusCode).toBe(401);
        if (c.signatureHeader && c.signatureHeader !== 'verif-hash') {
          // Same signature, body changed (a bigger amount): the HMAC/RSA no longer matches.
          const tampered = { ...hook, payload: hook.payload.replace(/"amount(Paid)?":(\d+)/, '"amount$1":9$2') };
          expect(tampered.payload).not.toBe(hook.payload);
          expect((await send(tampered)).statusCode).toBe(401);
        }
        expect(received.length).toBe(before);
      });

      it('credits nothing for a signed notification the vendor does not confirm', async () => {
        const paid = await paidInto(c.method, c.currency, c.amount);
        const forged = {
          ...paid,
          eventId: c.method === 'monnify_reserved' ? 'MNFY|FORGED|1' : c.method === 'oxxo' ? 'chg_forged' : '999999999',
        };
        const before = received.length;
        const res = await send(signedWebhook(forged, keys));
        expect(res.statusCode).toBe(200);
        expect(received.length).toBe(before);
      });
    });
  }

  it('answers 400 to a signed body that is not a payment, and acknowledges events it does not act on', async () => {
    const { hmacHex } = await import('../../providers/payments/webhooks/webhook-auth');
    const junk = 'not json';
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/paystack',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': hmacHex('sha512', keys.paystackSecretKey, junk),
      },
      payload: junk,
    });
    expect(bad.statusCode).toBe(400);
    const transfer = JSON.stringify({ event: 'transfer.success', data: { id: 1 } });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/paystack',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': hmacHex('sha512', keys.paystackSecretKey, transfer),
      },
      payload: transfer,
    });
    expect(other.statusCode).toBe(200);
  });
});
