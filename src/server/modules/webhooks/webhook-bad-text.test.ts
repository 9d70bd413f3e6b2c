import { sign } from 'node:crypto';
import { vendorReference } from '../../../domain/collections/vendor-reference';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionMethod } from '../../../domain/markets/payment-methods';
import { sandboxSigningKeys } from '../../providers/payments/collections-config';
import type { CollectedPayment } from '../../providers/payments/collections-provider';
import { SandboxCollections } from '../../providers/payments/sandbox/sandbox-collections';
import { signedWebhook, type SignedWebhook } from '../../providers/payments/sandbox/sandbox-webhooks';
import { hmacHex } from '../../providers/payments/webhooks/webhook-auth';
import { buildTestApp, testConfig, type TestApp } from '../../test/harness';

const keys = sandboxSigningKeys(testConfig().secret);
// Each vendor's body is edited by its own path.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

/** Where each vendor's payment id sits in its body, and how it signs a body. */
const VENDORS: {
  method: CollectionMethod;
  currency: 'NGN' | 'MXN';
  amount: number | null;
  setId(b: Body, id: string): void;
  resign(h: SignedWebhook, payload: string): SignedWebhook;
}[] = [
  {
    method: 'paystack_card',
    currency: 'NGN',
    amount: 500_000,
    setId: (b, id) => {
      b.data.id = id;
    },
    resign: (h, p) => ({
      ...h,
      payload: p,
      headers: { ...h.headers, 'x-paystack-signature': hmacHex('sha512', keys.paystackSecretKey, p) },
    }),
  },
  {
    method: 'flutterwave_link',
    currency: 'NGN',
    amount: 250_000,
    setId: (b, id) => {
      b.data.id = id;
    },
    resign: (h, p) => ({ ...h, payload: p }),
  },
  {
    method: 'monnify_reserved',
    currency: 'NGN',
    amount: null,
    setId: (b, id) => {
      b.eventData.transactionReference = id;
    },
    resign: (h, p) => ({
      ...h,
      payload: p,
      headers: { ...h.headers, 'monnify-signature': hmacHex('sha512', keys.monnifyClientSecret, p) },
    }),
  },
  {
    method: 'oxxo',
    currency: 'MXN',
    amount: 120_000,
    setId: (b, id) => {
      b.data.object.charges.data[0].id = id;
    },
    resign: (h, p) => ({
      ...h,
      payload: p,
      headers: {
        ...h.headers,
        digest: sign('sha256', Buffer.from(p), keys.conektaWebhookPrivateKey).toString('base64'),
      },
    }),
  },
  {
    method: 'stp_clabe',
    currency: 'MXN',
    amount: null,
    setId: (b, id) => {
      b.id = id;
    },
    resign: (h, p) => ({ ...h, payload: p }),
  },
];

// Letters no log line carries by chance (a response time once held the digits "4242").
const HOSTILE_IDS = ['evtq\u0000zxqv', 'evtq\u0007zxqv', 'evtq\ud800zxqv'];

describe('a signed webhook whose event id holds text PostgreSQL refuses', () => {
  let t: TestApp;
  let sandbox: SandboxCollections;
  const received: CollectedPayment[] = [];
  const logLines: string[] = [];
  let n = 0;
  beforeAll(async () => {
    t = await buildTestApp(
      { logLevel: 'info' },
      {
        paymentSink: async (p) => {
          received.push(p);
          return { outcome: 'credited' };
        },
        logLines,
      },
    );
    sandbox = new SandboxCollections(t.database.db, t.clock);
  });
  afterAll(async () => t.close());

  for (const v of VENDORS) {
    it.each(HOSTILE_IDS.map((id) => [JSON.stringify(id), id]))(
      `${v.method}: %s answers 400, is logged without the id, and moves no money`,
      async (_shown, id) => {
        const reference = vendorReference('collection', `PRBAD${String(++n).padStart(4, '0')}`, 1);
        await sandbox.createInstrument({
          method: v.method,
          reference,
          orderNo: 'PRBAD',
          amount: v.amount,
          currency: v.currency,
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
        const paid = await sandbox.pay({ reference }, v.amount === null ? { amount: 777_700 } : {});
        const hook = signedWebhook(paid, keys);
        const body = JSON.parse(hook.payload) as Body;
        v.setId(body, id);
        const bad = v.resign(hook, JSON.stringify(body));
        const before = received.length;
        const lines = logLines.length;
        const res = await t.app.inject({ method: 'POST', url: bad.url, headers: bad.headers, payload: bad.payload });
        expect(res.statusCode).toBe(400);
        expect(received.length).toBe(before);
        const logged = logLines.slice(lines).join('');
        expect(logged).toMatch(/webhook refused: text the database cannot store/);
        expect(logged).not.toContain('evtq');
        expect(logged).not.toContain('zxqv');
      },
    );
  }
});
