import { createHash, createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NG_BANKS } from '../../domain/markets/ng/banks';
import { FAKE_CREDENTIALS } from '../fake-credentials';
import { FAKE_OWN_ACCOUNT } from './identity-test-values';
import type { FakeVendorModule, FakeWorld } from '../fake-world';
import { paystackPage } from './paystack-paging';

/**
 * Paystack Transfers as its API reference describes it (api.paystack.co, Bearer secret key):
 * GET /bank/resolve, POST /transferrecipient, POST /transfer, GET /transfer/verify/:reference,
 * List Transfers (GET /transfer: every status unless one is asked, within from/to by creation, a
 * page at a time as paystack-paging.ts serves Paystack's lists), and the `transfer.success` / `transfer.failed` /
 * `transfer.reversed` webhooks signed with
 * HMAC-SHA512 of the body under the secret key (x-paystack-signature).
 *
 * Test accounts (10 digits at any bank of the CBN list): every number resolves to
 * "PAYSTACK TEST <last 4 digits>" except one ending in 0000 (not found: 422) and one ending in
 * 1990 (ADA NGOZI OKAFOR, the person of BVN 22200000001: identity-test-values.ts); a transfer to a
 * number ending in 9999 fails (`transfer.failed`), any other succeeds (`transfer.success`) as
 * soon as the answer to POST /transfer has gone. `POST /paystack/_fake/transfers/:reference/reverse`
 * reverses a successful transfer and sends `transfer.reversed`.
 */
const secretKey = FAKE_CREDENTIALS.paystack.secretKey;
const BANK_CODES = new Set(NG_BANKS.map((b) => b.code));
const REFERENCE = /^[a-z0-9_-]{16,50}$/;
const INTEGRATION = { id: 463433, is_live: false, business_name: 'Presta Fake Lender' };

interface Recipient {
  recipient_code: string;
  name: string;
  account_number: string;
  bank_code: string;
  id: number;
  created_at: string;
}
interface Transfer {
  id: number;
  reference: string;
  amount: number;
  currency: 'NGN';
  reason: string;
  recipient: Recipient;
  status: 'pending' | 'success' | 'failed' | 'reversed';
  transfer_code: string;
  created_at: string;
  updated_at: string;
}

let serial = 37272792;

function refuse(reply: FastifyReply, code: number, message: string) {
  return reply.code(code).send({ status: false, message });
}

function authorized(req: FastifyRequest, reply: FastifyReply): boolean {
  if (req.headers.authorization === `Bearer ${secretKey}`) return true;
  void refuse(reply, 401, 'Invalid key');
  return false;
}

function accountName(accountNumber: string): string | null {
  if (!/^\d{10}$/.test(accountNumber) || accountNumber.endsWith('0000')) return null;
  return accountNumber.endsWith(FAKE_OWN_ACCOUNT.suffix)
    ? FAKE_OWN_ACCOUNT.name
    : `PAYSTACK TEST ${accountNumber.slice(-4)}`;
}

function code(prefix: string, seed: string): string {
  return `${prefix}_${createHash('sha256').update(seed).digest('hex').slice(0, 15)}`;
}

function transferData(t: Transfer) {
  return {
    amount: t.amount,
    currency: t.currency,
    domain: 'test',
    failures: null,
    id: t.id,
    integration: INTEGRATION,
    reason: t.reason,
    reference: t.reference,
    source: 'balance',
    source_details: null,
    status: t.status,
    titan_code: null,
    transfer_code: t.transfer_code,
    transferred_at: t.status === 'success' ? t.updated_at : null,
    recipient: {
      active: true,
      currency: 'NGN',
      description: '',
      domain: 'test',
      email: null,
      id: t.recipient.id,
      integration: INTEGRATION.id,
      metadata: null,
      name: t.recipient.name,
      recipient_code: t.recipient.recipient_code,
      type: 'nuban',
      is_deleted: false,
      details: {
        account_number: t.recipient.account_number,
        account_name: accountName(t.recipient.account_number),
        bank_code: t.recipient.bank_code,
        bank_name: NG_BANKS.find((b) => b.code === t.recipient.bank_code)?.name ?? '',
      },
      created_at: t.recipient.created_at,
      updated_at: t.recipient.created_at,
    },
    session: { provider: null, id: null },
    created_at: t.created_at,
    updated_at: t.updated_at,
  };
}

/** A transfer as List Transfers shows it: its times named createdAt / updatedAt. */
function transferListItem(t: Transfer) {
  const { created_at: createdAt, updated_at: updatedAt, ...rest } = transferData(t);
  return { ...rest, createdAt, updatedAt };
}

/** Sends a transfer event to the app, signed the way Paystack signs (by this fake's own code). */
async function notify(
  world: FakeWorld,
  event: 'transfer.success' | 'transfer.failed' | 'transfer.reversed',
  t: Transfer,
): Promise<number> {
  const body = JSON.stringify({ event, data: transferData(t) });
  const signature = createHmac('sha512', secretKey).update(body).digest('hex');
  return world.deliver('/api/webhooks/paystack', body, {
    'content-type': 'application/json',
    'x-paystack-signature': signature,
  });
}

export const paystackTransfersFake: FakeVendorModule = {
  name: 'paystack-transfers',
  prefix: 'paystack',
  settings: (baseUrl) => ({ PAYSTACK_BASE_URL: baseUrl, PAYSTACK_SECRET_KEY: secretKey, PAYOUTS_NG: 'paystack' }),
  register(scope, world) {
    const recipients = new Map<string, Recipient>();
    const transfers = new Map<string, Transfer>();
    scope.get('/bank/resolve', async (req, reply) => {
      if (!authorized(req, reply)) return reply;
      const q = req.query as Record<string, string | undefined>;
      if (!q.account_number || !q.bank_code) return refuse(reply, 400, 'Account number and bank code are required');
      if (!BANK_CODES.has(q.bank_code)) return refuse(reply, 400, 'Unknown bank code');
      const name = accountName(q.account_number);
      if (!name) return refuse(reply, 422, 'Could not resolve account name. Check parameters or try again.');
      return {
        status: true,
        message: 'Account number resolved',
        data: { account_number: q.account_number, account_name: name, bank_id: 9 },
      };
    });

    scope.post('/transferrecipient', async (req, reply) => {
      if (!authorized(req, reply)) return reply;
      const b = (req.body ?? {}) as Record<string, unknown>;
      if (b.type !== 'nuban') return refuse(reply, 400, 'Invalid recipient type');
      if (typeof b.name !== 'string' || !b.name.trim()) return refuse(reply, 400, 'Name is required');
      if (typeof b.account_number !== 'string' || typeof b.bank_code !== 'string')
        return refuse(reply, 400, 'Account number and bank code are required');
      if (b.currency !== undefined && b.currency !== 'NGN')
        return refuse(reply, 400, 'Currency not supported for recipient type');
      if (!BANK_CODES.has(b.bank_code)) return refuse(reply, 400, 'Unknown bank code');
      if (!accountName(b.account_number)) return refuse(reply, 422, 'Cannot resolve account');
      const recipientCode = code('RCP', `${b.bank_code}:${b.account_number}`);
      const known = recipients.get(recipientCode);
      const r: Recipient = known ?? {
        recipient_code: recipientCode,
        name: b.name,
        account_number: b.account_number,
        bank_code: b.bank_code,
        id: ++serial,
        created_at: world.now().toISOString(),
      };
      recipients.set(recipientCode, r);
      return reply.code(201).send({
        status: true,
        message: 'Transfer recipient created successfully',
        data: {
          active: true,
          currency: 'NGN',
          domain: 'test',
          id: r.id,
          integration: INTEGRATION.id,
          name: r.name,
          recipient_code: r.recipient_code,
          type: 'nuban',
          details: {
            account_number: r.account_number,
            account_name: accountName(r.account_number),
            bank_code: r.bank_code,
          },
        },
      });
    });

    scope.post('/transfer', async (req, reply) => {
      if (!authorized(req, reply)) return reply;
      const b = (req.body ?? {}) as Record<string, unknown>;
      if (b.source !== 'balance') return refuse(reply, 400, 'Invalid source');
      if (!Number.isSafeInteger(b.amount) || (b.amount as number) < 100) return refuse(reply, 400, 'Invalid amount');
      if (typeof b.recipient !== 'string' || !recipients.has(b.recipient))
        return refuse(reply, 400, 'Recipient specified is invalid');
      if (b.currency !== undefined && b.currency !== 'NGN') return refuse(reply, 400, 'Invalid currency');
      if (typeof b.reference !== 'string' || !REFERENCE.test(b.reference))
        return refuse(
          reply,
          400,
          'Invalid transfer reference. Only lowercase alphanumeric characters, - and _ are allowed (16 to 50 characters)',
        );
      const seen = transfers.get(b.reference);
      if (seen) {
        // The same request again is answered with the transfer it made; other details under that reference are refused.
        if (seen.amount !== b.amount || seen.recipient.recipient_code !== b.recipient)
          return refuse(reply, 400, 'Duplicate Transfer Reference');
        return { status: true, message: 'Transfer has been queued', data: transferData(seen) };
      }
      const now = world.now().toISOString();
      const recipient = recipients.get(b.recipient)!;
      const t: Transfer = {
        id: ++serial,
        reference: b.reference,
        amount: b.amount as number,
        currency: 'NGN',
        reason: typeof b.reason === 'string' ? b.reason : '',
        recipient,
        status: 'pending',
        transfer_code: code('TRF', b.reference),
        created_at: now,
        updated_at: now,
      };
      transfers.set(t.reference, t);
      reply.raw.once('finish', () => {
        const fails = recipient.account_number.endsWith('9999');
        t.status = fails ? 'failed' : 'success';
        t.updated_at = world.now().toISOString();
        void notify(world, fails ? 'transfer.failed' : 'transfer.success', t);
      });
      return { status: true, message: 'Transfer has been queued', data: transferData(t) };
    });

    scope.get('/transfer', async (req, reply) => {
      if (!authorized(req, reply)) return reply;
      const q = req.query as Record<string, string | undefined>;
      const list = [...transfers.values()].filter(
        (t) => (!q.status || t.status === q.status) && (!q.recipient || t.recipient.recipient_code === q.recipient),
      );
      const page = paystackPage(list, q);
      if (!page.ok) return refuse(reply, 400, page.message);
      return { status: true, message: 'Transfers retrieved', data: page.data.map(transferListItem), meta: page.meta };
    });

    scope.get('/transfer/verify/:reference', async (req, reply) => {
      if (!authorized(req, reply)) return reply;
      const t = transfers.get((req.params as { reference: string }).reference);
      if (!t) return refuse(reply, 404, 'Transfer not found');
      return { status: true, message: 'Transfer retrieved', data: transferData(t) };
    });

    scope.post('/_fake/transfers/:reference/reverse', async (req, reply) => {
      const t = transfers.get((req.params as { reference: string }).reference);
      if (!t) return reply.code(404).send({ error: 'no such transfer' });
      if (t.status !== 'success') return reply.code(409).send({ error: `a ${t.status} transfer cannot be reversed` });
      t.status = 'reversed';
      t.updated_at = world.now().toISOString();
      return { reversed: true, delivered: await notify(world, 'transfer.reversed', t) };
    });
  },
};
