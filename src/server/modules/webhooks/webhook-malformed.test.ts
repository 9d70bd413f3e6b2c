import { sign } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionMethod } from '../../../domain/markets/payment-methods';
import { incomingPayments, unconfirmedPaymentClaims } from '../../db/schema';
import { sandboxSigningKeys } from '../../providers/payments/collections-config';
import { SandboxCollections } from '../../providers/payments/sandbox/sandbox-collections';
import { signedWebhook, type SandboxPaid, type SignedWebhook } from '../../providers/payments/sandbox/sandbox-webhooks';
import { hmacHex } from '../../providers/payments/webhooks/webhook-auth';
import { buildTestApp, testConfig, type TestApp } from '../../test/harness';

const keys = sandboxSigningKeys(testConfig().secret);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each vendor's body is edited by its own path
type Body = Record<string, any>;

const resign: Record<string, (h: SignedWebhook, payload: string) => SignedWebhook> = {
  paystack: (h, p) => ({
    ...h,
    payload: p,
    headers: { ...h.headers, 'x-paystack-signature': hmacHex('sha512', keys.paystackSecretKey, p) },
  }),
  flutterwave: (h, p) => ({ ...h, payload: p }),
  monnify: (h, p) => ({
    ...h,
    payload: p,
    headers: { ...h.headers, 'monnify-signature': hmacHex('sha512', keys.monnifyClientSecret, p) },
  }),
  conekta: (h, p) => ({
    ...h,
    payload: p,
    headers: { ...h.headers, digest: sign('sha256', Buffer.from(p), keys.conektaWebhookPrivateKey).toString('base64') },
  }),
  stp: (h, p) => ({ ...h, payload: p }),
};

/**
 * One authentic notification per case, broken in one field its payment needs: `path` is where
 * the schema must say it failed; `secret` is what the log must never show (an account, an id).
 */
const CASES: {
  name: string;
  method: CollectionMethod;
  currency: 'NGN' | 'MXN';
  amount: number | null;
  path: string;
  mutate(b: Body, paid: SandboxPaid): void;
  secret(paid: SandboxPaid): string;
}[] = [
  {
    name: 'Paystack card: no amount',
    method: 'paystack_card',
    currency: 'NGN',
    amount: 500_000,
    path: 'data.amount',
    mutate: (b) => {
      delete b.data.amount;
    },
    secret: (p) => p.reference ?? '',
  },
  {
    name: 'Paystack card: kobo as text',
    method: 'paystack_card',
    currency: 'NGN',
    amount: 500_000,
    path: 'data.amount',
    mutate: (b) => {
      b.data.amount = '5000.00';
    },
    secret: (p) => p.reference ?? '',
  },
  {
    name: 'Paystack dedicated account: the receiving account missing',
    method: 'paystack_dedicated',
    currency: 'NGN',
    amount: null,
    path: 'data.authorization.receiver_bank_account_number',
    mutate: (b) => {
      delete b.data.authorization.receiver_bank_account_number;
    },
    secret: (p) => String(p.eventId),
  },
  {
    name: 'Flutterwave link: tx_ref an object',
    method: 'flutterwave_link',
    currency: 'NGN',
    amount: 250_000,
    path: 'data.tx_ref',
    mutate: (b, p) => {
      b.data.tx_ref = { ref: p.reference };
    },
    secret: (p) => p.reference ?? '',
  },
  {
    name: 'Flutterwave account: an amount finer than a kobo',
    method: 'flutterwave_reserved',
    currency: 'NGN',
    amount: null,
    path: 'data.amount',
    mutate: (b) => {
      b.data.amount = 7777.005;
    },
    secret: () => '7777.005',
  },
  {
    name: 'Monnify: no product',
    method: 'monnify_reserved',
    currency: 'NGN',
    amount: null,
    path: 'eventData.product',
    mutate: (b) => {
      delete b.eventData.product;
    },
    secret: (p) => p.accountNumber ?? '',
  },
  {
    // The old reading called .find on this string and answered 500.
    name: 'Conekta: the charges list not a list',
    method: 'oxxo',
    currency: 'MXN',
    amount: 120_000,
    path: 'data.object.charges.data',
    mutate: (b) => {
      b.data.object.charges.data = 'paid';
    },
    secret: (p) => p.reference ?? '',
  },
  {
    name: 'Conekta: no paid charge',
    method: 'oxxo',
    currency: 'MXN',
    amount: 120_000,
    path: 'data.object.charges',
    mutate: (b) => {
      b.data.object.charges.data[0].status = 'pending_payment';
    },
    secret: (p) => p.reference ?? '',
  },
  {
    // As a JSON number 18 digits are rounded: the old reading took another CLABE and recorded a claim for it.
    name: 'STP: the CLABE as a number',
    method: 'stp_clabe',
    currency: 'MXN',
    amount: null,
    path: 'cuentaBeneficiario',
    mutate: (b) => {
      b.cuentaBeneficiario = Number(b.cuentaBeneficiario);
    },
    secret: (p) => (p.accountNumber ?? '').slice(0, 12),
  },
];

describe('an authentic webhook whose payment does not parse', () => {
  let t: TestApp;
  let sandbox: SandboxCollections;
  const logLines: string[] = [];
  let n = 0;
  beforeAll(async () => {
    t = await buildTestApp({ logLevel: 'info' }, { logLines });
    sandbox = new SandboxCollections(t.database.db, t.clock);
  });
  afterAll(async () => t.close());

  const rows = async () => ({
    payments: (await t.database.db.select({ n: count() }).from(incomingPayments))[0]?.n,
    claims: (await t.database.db.select({ n: count() }).from(unconfirmedPaymentClaims))[0]?.n,
  });

  const cases = CASES.map((c) => [c.name, c] as const);
  it.each(cases)('%s: answers 400, records nothing, logs the path without values', async (_name, c) => {
    const reference = `col:PRMAL${String(++n).padStart(4, '0')}:1`;
    await sandbox.createInstrument({
      method: c.method,
      reference,
      orderNo: 'PRMAL',
      amount: c.amount,
      currency: c.currency,
      expiresAt: null,
      returnUrl: '/',
      customer: {
        userId: 1,
        firstName: 'Ada',
        lastName: 'Okafor',
        name: 'Ada Okafor',
        email: null,
        phone: null,
        kyc: null,
      },
    });
    const paid = await sandbox.pay({ reference }, c.amount === null ? { amount: 777_700 } : {});
    const hook = signedWebhook(paid, keys);
    const body = JSON.parse(hook.payload) as Body;
    c.mutate(body, paid);
    const bad = resign[paid.vendor]!(hook, JSON.stringify(body));
    const before = await rows();
    const lines = logLines.length;

    const res = await t.app.inject({ method: 'POST', url: bad.url, headers: bad.headers, payload: bad.payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'malformed notification' });
    expect(await rows()).toEqual(before);
    const refused = logLines
      .slice(lines)
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'webhook refused: not a payment we can read');
    expect(refused).toMatchObject({ vendor: paid.vendor, paths: expect.arrayContaining([c.path]) as unknown });
    expect(logLines.slice(lines).join('')).not.toContain(c.secret(paid));

    // The same payment, as signed: recorded — so the 400 above is what kept it out.
    const res2 = await t.app.inject({ method: 'POST', url: hook.url, headers: hook.headers, payload: hook.payload });
    expect(res2.statusCode).toBe(200);
    expect((await rows()).payments).toBe(Number(before.payments) + 1);
  });
});
