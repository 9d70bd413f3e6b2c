import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { nubanCheckDigit } from '../../domain/identity/nuban';
import { FAKE_CREDENTIALS } from '../fake-credentials';
import type { FakeVendorModule, FakeWorld } from '../fake-world';
import { paystackPage } from './paystack-paging';

/**
 * Paystack's collection API (https://paystack.com/docs/api): Initialize/Verify/Fetch/List
 * Transaction, Customers with validation, Dedicated Virtual Accounts. Refuses a wrong secret key,
 * references outside [A-Za-z0-9.=-], duplicate references, a dedicated account for a customer
 * without a phone or names or not validated (Paystack requires both for financial services). Like
 * Paystack it answers the customer it holds for a known e-mail, with that customer's account:
 * whoever asks under that e-mail gets it, so the app must key customers by the borrower. It
 * sends `charge.success` signed HMAC-SHA512 with the secret key (x-paystack-signature).
 */
const SECRET = FAKE_CREDENTIALS.paystack.secretKey;
const REFERENCE = /^[A-Za-z0-9.=-]+$/;
const BANKS: Record<string, { name: string; id: number; slug: string; cbn: string }> = {
  'wema-bank': { name: 'Wema Bank', id: 20, slug: 'wema-bank', cbn: '035' },
  'titan-paystack': { name: 'Paystack-Titan', id: 67, slug: 'titan-paystack', cbn: '100' },
  'test-bank': { name: 'Test Bank', id: 24, slug: 'test-bank', cbn: '035' },
};

interface Customer {
  id: number;
  customer_code: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  identified: boolean;
  metadata: unknown;
}
interface Dva {
  id: number;
  account_number: string;
  account_name: string;
  bank: (typeof BANKS)[string];
  customer: Customer;
}
interface Transaction {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  status: 'abandoned' | 'success';
  channel: 'card' | 'dedicated_nuban';
  email: string;
  customer: Customer | null;
  paid_at: string | null;
  created_at: string;
  metadata: unknown;
  receiver: string | null;
}

class PaystackState {
  serial = 4_000_000;
  customers: Customer[] = [];
  dvas: Dva[] = [];
  transactions: Transaction[] = [];
  next() {
    return ++this.serial;
  }
}

const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ status: false, message });

function authorized(req: FastifyRequest, reply: FastifyReply): boolean {
  if (req.headers.authorization !== `Bearer ${SECRET}`) {
    void fail(reply, 401, 'Invalid key');
    return false;
  }
  return true;
}

function customerView(c: Customer) {
  return {
    id: c.id,
    customer_code: c.customer_code,
    email: c.email,
    first_name: c.first_name,
    last_name: c.last_name,
    phone: c.phone,
    identified: c.identified,
    metadata: c.metadata,
  };
}

function transactionView(t: Transaction) {
  return {
    id: t.id,
    domain: 'test',
    status: t.status,
    reference: t.reference,
    amount: t.amount,
    currency: t.currency,
    channel: t.channel,
    gateway_response: t.status === 'success' ? 'Successful' : 'The transaction was not completed',
    paid_at: t.paid_at,
    created_at: t.created_at,
    metadata: t.metadata,
    fees: Math.min(200_000, Math.round(t.amount * 0.015)),
    customer: t.customer ? customerView(t.customer) : { email: t.email },
    authorization:
      t.channel === 'dedicated_nuban'
        ? {
            authorization_code: `AUTH_${t.id}`,
            channel: 'dedicated_nuban',
            card_type: 'transfer',
            bank: 'Fake Sender Bank',
            country_code: 'NG',
            reusable: false,
            sender_bank_account_number: 'XXXXXX4321',
            receiver_bank_account_number: t.receiver,
            receiver_bank: 'Wema Bank',
          }
        : {
            authorization_code: `AUTH_${t.id}`,
            bin: '408408',
            last4: '4081',
            exp_month: '12',
            exp_year: '2030',
            channel: 'card',
            card_type: 'visa',
            bank: 'TEST BANK',
            country_code: 'NG',
            brand: 'visa',
            reusable: true,
          },
  };
}

export const paystackCollections: FakeVendorModule & { state: PaystackState } = {
  name: 'paystack-collections',
  prefix: 'paystack',
  state: new PaystackState(),
  reset() {
    this.state = new PaystackState();
  },
  settings: (baseUrl) => ({ COLLECTIONS_NG: 'vendors', PAYSTACK_BASE_URL: baseUrl, PAYSTACK_SECRET_KEY: SECRET }),

  register(scope, world) {
    const s = this.state;
    const customerOf = (key: string) =>
      s.customers.find((c) => c.customer_code === key || c.email === key || String(c.id) === key);

    scope.post('/transaction/initialize', async (req, reply) => {
      if (!authorized(req, reply)) return reply;
      const b = (req.body ?? {}) as Record<string, unknown>;
      const amount = Number(b.amount);
      if (typeof b.email !== 'string' || !b.email.includes('@'))
        return fail(reply, 400, 'Invalid Email Address Passed');
      if (!Number.isSafeInteger(amount) || amount <= 0) return fail(reply, 400, 'Invalid Amount Sent');
      const reference = typeof b.reference === 'string' ? b.reference : `T${s.next()}`;
      if (!REFERENCE.test(reference))
        return fail(reply, 400, 'Invalid transaction reference: only -, ., = and alphanumeric characters allowed');
      if (s.transactions.some((t) => t.reference === reference))
        return fail(reply, 400, 'Duplicate Transaction Reference');
      const t: Transaction = {
        id: s.next(),
        reference,
        amount,
        currency: typeof b.currency === 'string' ? b.currency : 'NGN',
        status: 'abandoned',
        channel: 'card',
        email: b.email,
        customer: customerOf(b.email) ?? null,
        paid_at: null,
        created_at: world.now().toISOString(),
        metadata: b.metadata ?? null,
        receiver: null,
      };
      s.transactions.push(t);
      const accessCode = randomBytes(8).toString('hex');
      return {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `${world.fakeUrl}/paystack/checkout/${accessCode}`,
          access_code: accessCode,
          reference,
        },
      };
    });

    scope.get('/transaction/verify/:reference', async (req, reply) => {
      if (!authorized(req, reply)) return reply;
      const t = s.transactions.find((x) => x.reference === (req.params as { reference: string }).reference);
      if (!t) return fail(reply, 400, 'Transaction reference not found');
      return { status: true, message: 'Verification successful', data: transactionView(t) };
    });

    scope.get('/transaction/:id', async (req, reply) => {
      if (!authorized(req, reply)) return reply;
      const t = s.transactions.find((x) => String(x.id) === (req.params as { id: string }).id);
      if (!t) return fail(reply, 404, 'Transaction not found');
      return { status: true, message: 'Transaction retrieved', data: transactionView(t) };
    });

    // List Transactions: a customer's or all, by status, within from/to, a page at a time (paystack-paging.ts).
    scope.get('/transaction', async (req, reply) => {
      if (!authorized(req, reply)) return reply;
      const q = req.query as Record<string, string | undefined>;
      const list = s.transactions.filter(
        (t) => (!q.customer || String(t.customer?.id) === q.customer) && (!q.status || t.status === q.status),
      );
      const page = paystackPage(list, q);
      if (!page.ok) return fail(reply, 400, page.message);
      // The list's meta adds total_volume: the sum of the transactions the query selects.
      const totalVolume = page.selected.reduce((sum, t) => sum + t.amount, 0);
      return {
        status: true,
        message: 'Transactions retrieved',
        data: page.data.map(transactionView),
        meta: { ...page.meta, total_volume: totalVolume },
      };
    });

    scope.post('/customer', async (req, reply) => {
      if (!authorized(req, reply)) return reply;
      const b = (req.body ?? {}) as Record<string, unknown>;
      if (typeof b.email !== 'string' || !b.email.includes('@'))
        return fail(reply, 400, 'Invalid Email Address Passed');
      const known = customerOf(b.email);
      if (known) {
        // Paystack answers the existing customer for a known e-mail, updating what was sent.
        if (typeof b.phone === 'string') known.phone = b.phone;
        return { status: true, message: 'Customer created', data: customerView(known) };
      }
      const id = s.next();
      const c: Customer = {
        id,
        customer_code: `CUS_${id.toString(36)}${randomBytes(4).toString('hex')}`,
        email: b.email,
        first_name: typeof b.first_name === 'string' ? b.first_name : null,
        last_name: typeof b.last_name === 'string' ? b.last_name : null,
        phone: typeof b.phone === 'string' ? b.phone : null,
        identified: false,
        metadata: b.metadata ?? null,
      };
      s.customers.push(c);
      return { status: true, message: 'Customer created', data: customerView(c) };
    });

    scope.get('/customer/:key', async (req, reply) => {
      if (!authorized(req, reply)) return reply;
      const c = customerOf((req.params as { key: string }).key);
      if (!c) return fail(reply, 404, 'Customer not found');
      return {
        status: true,
        message: 'Customer retrieved',
        data: { ...customerView(c), dedicated_account: s.dvas.find((d) => d.customer === c) ?? null },
      };
    });

    scope.post('/customer/:code/identification', async (req, reply) => {
      if (!authorized(req, reply)) return reply;
      const c = customerOf((req.params as { code: string }).code);
      if (!c) return fail(reply, 404, 'Customer not found');
      const b = (req.body ?? {}) as Record<string, unknown>;
      for (const field of ['country', 'type', 'account_number', 'bvn', 'bank_code', 'first_name', 'last_name']) {
        if (typeof b[field] !== 'string' || !b[field]) return fail(reply, 400, `${field} is required`);
      }
      if (b.type !== 'bank_account' || b.country !== 'NG') return fail(reply, 400, 'Invalid identification type');
      if (!/^\d{11}$/.test(b.bvn as string)) return fail(reply, 400, 'Invalid BVN');
      if (!/^\d{10}$/.test(b.account_number as string)) return fail(reply, 400, 'Invalid account number');
      // Paystack validates asynchronously; this fake's bank answers at once.
      c.identified = true;
      return reply.code(202).send({ status: true, message: 'Customer Identification in progress' });
    });

    scope.get('/dedicated_account', async (req, reply) => {
      if (!authorized(req, reply)) return reply;
      const q = req.query as Record<string, string | undefined>;
      const list = s.dvas.filter((d) => !q.customer || String(d.customer.id) === q.customer);
      return { status: true, message: 'Managed accounts successfully retrieved', data: list.map(dvaView) };
    });

    scope.post('/dedicated_account', async (req, reply) => {
      if (!authorized(req, reply)) return reply;
      const b = (req.body ?? {}) as Record<string, unknown>;
      const c =
        typeof b.customer === 'string' || typeof b.customer === 'number' ? customerOf(String(b.customer)) : undefined;
      if (!c) return fail(reply, 400, 'Customer not found');
      if (typeof b.phone === 'string') c.phone = b.phone;
      if (!c.phone) return fail(reply, 400, 'Customer phone number is required');
      if (!c.identified)
        return fail(reply, 400, 'Customer validation is required before a dedicated account can be assigned');
      // Paystack's Create Customer: for a financial-services business, a customer given a dedicated account needs names
      // and phone.
      if (!c.first_name || !c.last_name)
        return fail(reply, 400, 'Customer first name and last name are required for a dedicated account');
      const bank = BANKS[typeof b.preferred_bank === 'string' ? b.preferred_bank : 'wema-bank'];
      if (!bank) return fail(reply, 400, 'Invalid preferred bank');
      if (s.dvas.some((d) => d.customer === c))
        return fail(reply, 400, 'Customer already has an active dedicated account');
      const serial = String(s.next() % 1_000_000_000).padStart(9, '0');
      const dva: Dva = {
        id: s.next(),
        account_number: serial + String(nubanCheckDigit(serial, bank.cbn)),
        account_name: `PRESTA/${c.first_name ?? ''} ${c.last_name ?? ''}`.trim(),
        bank,
        customer: c,
      };
      s.dvas.push(dva);
      return { status: true, message: 'NUBAN successfully created', data: dvaView(dva) };
    });
  },

  async pay(target, amount, world) {
    const s = this.state;
    const card = s.transactions.find((t) => t.reference === target && t.channel === 'card');
    const dva = card ? undefined : s.dvas.find((d) => d.account_number === target);
    if (!card && !dva) return false;
    let t: Transaction;
    if (card) {
      if (card.status === 'success') return true;
      // A checkout charges the amount it was initialised with.
      card.status = 'success';
      card.paid_at = world.now().toISOString();
      t = card;
    } else {
      const id = s.next();
      t = {
        id,
        reference: `${dva!.account_number}-${id}`,
        amount,
        currency: 'NGN',
        status: 'success',
        channel: 'dedicated_nuban',
        email: dva!.customer.email,
        customer: dva!.customer,
        paid_at: world.now().toISOString(),
        created_at: world.now().toISOString(),
        metadata: { receiver_account_number: dva!.account_number },
        receiver: dva!.account_number,
      };
      s.transactions.push(t);
    }
    await notify(world, t);
    return true;
  },
};

function dvaView(d: Dva) {
  return {
    id: d.id,
    account_name: d.account_name,
    account_number: d.account_number,
    assigned: true,
    currency: 'NGN',
    active: true,
    bank: { name: d.bank.name, id: d.bank.id, slug: d.bank.slug },
    customer: customerView(d.customer),
  };
}

/** Paystack's `charge.success` event, signed as Paystack signs: HMAC-SHA512 of the body with the secret key, hex. */
async function notify(world: FakeWorld, t: Transaction): Promise<void> {
  const body = JSON.stringify({ event: 'charge.success', data: transactionView(t) });
  const signature = createHmac('sha512', SECRET).update(body).digest('hex');
  await world.deliver('/api/webhooks/paystack', body, {
    'content-type': 'application/json',
    'x-paystack-signature': signature,
  });
}
