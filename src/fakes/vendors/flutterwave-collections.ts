import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { nubanCheckDigit } from '../../domain/identity/nuban';
import { FAKE_CREDENTIALS } from '../fake-credentials';
import type { FakeVendorModule, FakeWorld } from '../fake-world';

/**
 * Flutterwave v3 collections (https://developer.flutterwave.com/docs): Standard payment links
 * (POST /v3/payments), static virtual accounts (POST /v3/virtual-account-numbers, BVN required
 * when `is_permanent`), verification by id, by tx_ref and the transaction list (paged by 10,
 * filtered by whole days). Refuses a wrong
 * secret key, a static account without BVN, a second account under one tx_ref; a link paid here
 * uses the first method of its `payment_options` (all methods when none were set: bank transfer
 * first, as a payer may choose). Notifies `charge.completed` with the dashboard's secret hash in
 * `verif-hash`, as Flutterwave does.
 */
const { secretKey: SECRET, secretHash: HASH } = FAKE_CREDENTIALS.flutterwave;

interface Link {
  tx_ref: string;
  amount: number;
  currency: string;
  options: string[];
  customer: Record<string, unknown>;
}
interface Account {
  tx_ref: string;
  order_ref: string;
  flw_ref: string;
  account_number: string;
  bank_name: string;
  email: string;
}
interface Tx {
  id: number;
  tx_ref: string;
  flw_ref: string;
  amount: number;
  currency: string;
  status: 'successful';
  payment_type: string;
  created_at: string;
  customer: Record<string, unknown>;
}

class FlutterwaveState {
  serial = 5_000_000;
  links: Link[] = [];
  accounts: Account[] = [];
  transactions: Tx[] = [];
  next() {
    return ++this.serial;
  }
}

/** Flutterwave's lists give 10 a page (its documented samples: 158 transactions in 16 pages). */
const PAGE_SIZE = 10;
const isDay = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ status: 'error', message, data: null });

function authorized(req: FastifyRequest, reply: FastifyReply): boolean {
  if (req.headers.authorization !== `Bearer ${SECRET}`) {
    void refuse(reply, 401, 'Invalid authorization key');
    return false;
  }
  return true;
}

/** Major units as Flutterwave writes them: a JSON number with at most two decimals. */
const major = (minor: number) => Number(`${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`);
const toMinor = (value: unknown) => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
};

function txView(t: Tx) {
  return {
    id: t.id,
    tx_ref: t.tx_ref,
    flw_ref: t.flw_ref,
    device_fingerprint: 'N/A',
    amount: major(t.amount),
    currency: t.currency,
    charged_amount: major(t.amount),
    app_fee: 0,
    merchant_fee: 0,
    processor_response: 'Approved',
    auth_model: t.payment_type === 'card' ? 'PIN' : 'AUTH',
    ip: '127.0.0.1',
    narration: 'Presta',
    status: t.status,
    payment_type: t.payment_type,
    created_at: t.created_at,
    account_id: 1,
    customer: t.customer,
  };
}

export const flutterwaveCollections: FakeVendorModule & { state: FlutterwaveState } = {
  name: 'flutterwave-collections',
  prefix: 'flutterwave',
  state: new FlutterwaveState(),
  reset() {
    this.state = new FlutterwaveState();
  },
  settings: (baseUrl) => ({
    COLLECTIONS_NG: 'vendors',
    FLUTTERWAVE_BASE_URL: baseUrl,
    FLUTTERWAVE_SECRET_KEY: SECRET,
    FLUTTERWAVE_SECRET_HASH: HASH,
  }),

  register(scope, world) {
    const s = this.state;

    scope.post('/v3/payments', async (req, reply) => {
      if (!authorized(req, reply)) return reply;
      const b = (req.body ?? {}) as Record<string, unknown>;
      const customer = (b.customer ?? {}) as Record<string, unknown>;
      const amount = toMinor(b.amount);
      if (typeof b.tx_ref !== 'string' || !b.tx_ref) return refuse(reply, 400, 'tx_ref is required');
      if (amount === null || amount <= 0) return refuse(reply, 400, 'amount is required');
      if (typeof b.redirect_url !== 'string') return refuse(reply, 400, 'redirect_url is required');
      if (typeof customer.email !== 'string' || !customer.email.includes('@'))
        return refuse(reply, 400, 'customer.email is required');
      const options =
        typeof b.payment_options === 'string'
          ? b.payment_options
              .split(',')
              .map((o) => o.trim())
              .filter(Boolean)
          : [];
      const known = s.links.find((l) => l.tx_ref === b.tx_ref);
      const link: Link = {
        tx_ref: b.tx_ref,
        amount,
        currency: typeof b.currency === 'string' ? b.currency : 'NGN',
        options,
        customer,
      };
      if (known) Object.assign(known, link);
      else s.links.push(link);
      return {
        status: 'success',
        message: 'Hosted Link',
        data: { link: `${world.fakeUrl}/flutterwave/checkout/${randomBytes(8).toString('hex')}` },
      };
    });

    scope.post('/v3/virtual-account-numbers', async (req, reply) => {
      if (!authorized(req, reply)) return reply;
      const b = (req.body ?? {}) as Record<string, unknown>;
      if (typeof b.email !== 'string' || !b.email.includes('@')) return refuse(reply, 400, 'email is required');
      if (typeof b.tx_ref !== 'string' || !b.tx_ref) return refuse(reply, 400, 'tx_ref is required');
      if (
        b.is_permanent === true &&
        !(typeof b.bvn === 'string' && /^\d{11}$/.test(b.bvn)) &&
        !(typeof b.nin === 'string' && /^\d{11}$/.test(b.nin))
      ) {
        return refuse(reply, 400, 'BVN is required for static account number');
      }
      if (s.accounts.some((a) => a.tx_ref === b.tx_ref))
        return refuse(reply, 400, 'Duplicate tx_ref: a virtual account already exists for this tx_ref');
      const serial = String(s.next() % 1_000_000_000).padStart(9, '0');
      const account: Account = {
        tx_ref: b.tx_ref,
        order_ref: `URF_${Date.now()}_${s.next()}`,
        flw_ref: `FLW-${randomBytes(12).toString('hex')}`,
        account_number: serial + String(nubanCheckDigit(serial, '035')),
        bank_name: 'WEMA BANK',
        email: b.email,
      };
      s.accounts.push(account);
      return {
        status: 'success',
        message: 'Virtual account created',
        data: {
          response_code: '02',
          response_message: 'Transaction in progress',
          flw_ref: account.flw_ref,
          order_ref: account.order_ref,
          account_number: account.account_number,
          frequency: 'N/A',
          bank_name: account.bank_name,
          created_at: world.now().toISOString(),
          expiry_date: 'N/A',
          note: `Please make a bank transfer to ${account.bank_name}`,
          amount: null,
        },
      };
    });

    scope.get('/v3/virtual-account-numbers/:orderRef', async (req, reply) => {
      if (!authorized(req, reply)) return reply;
      const a = s.accounts.find((x) => x.order_ref === (req.params as { orderRef: string }).orderRef);
      if (!a) return refuse(reply, 404, 'No virtual account found');
      return {
        status: 'success',
        message: 'Virtual account fetched',
        data: {
          response_code: '02',
          flw_ref: a.flw_ref,
          order_ref: a.order_ref,
          account_number: a.account_number,
          bank_name: a.bank_name,
        },
      };
    });

    scope.get('/v3/transactions/:id/verify', async (req, reply) => {
      if (!authorized(req, reply)) return reply;
      const t = s.transactions.find((x) => String(x.id) === (req.params as { id: string }).id);
      if (!t) return refuse(reply, 400, 'No transaction was found for this id');
      return { status: 'success', message: 'Transaction fetched successfully', data: txView(t) };
    });

    scope.get('/v3/transactions/verify_by_reference', async (req, reply) => {
      if (!authorized(req, reply)) return reply;
      const t = s.transactions.find((x) => x.tx_ref === (req.query as { tx_ref?: string }).tx_ref);
      if (!t) return refuse(reply, 400, 'No transaction was found for this tx_ref');
      return { status: 'success', message: 'Transaction fetched successfully', data: txView(t) };
    });

    // Get multiple transactions: newest first, 10 a page (page from 1), `from`/`to` whole days
    // (YYYY-MM-DD, both included, read in UTC), `status`, `tx_ref`.
    scope.get('/v3/transactions', async (req, reply) => {
      if (!authorized(req, reply)) return reply;
      const q = req.query as Record<string, string | undefined>;
      for (const key of ['from', 'to'] as const) {
        if (q[key] !== undefined && !isDay(q[key]))
          return refuse(reply, 400, `${key} must be a date in the format YYYY-MM-DD`);
      }
      if (q.page !== undefined && !/^[1-9]\d{0,5}$/.test(q.page))
        return refuse(reply, 400, 'page must be a positive whole number');
      const page = Number(q.page ?? 1);
      const list = s.transactions
        .filter(
          (t) =>
            (!q.tx_ref || t.tx_ref === q.tx_ref) &&
            (!q.status || t.status === q.status) &&
            (!q.from || t.created_at.slice(0, 10) >= q.from) &&
            (!q.to || t.created_at.slice(0, 10) <= q.to),
        )
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
      const pages = Math.max(1, Math.ceil(list.length / PAGE_SIZE));
      return {
        status: 'success',
        message: 'Transactions fetched',
        meta: { page_info: { total: list.length, current_page: page, total_pages: pages } },
        data: list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map(txView),
      };
    });
  },

  async pay(target, amount, world) {
    const s = this.state;
    const link = s.links.find((l) => l.tx_ref === target);
    const account = link ? undefined : s.accounts.find((a) => a.account_number === target);
    if (!link && !account) return false;
    const id = s.next();
    const t: Tx = link
      ? {
          id,
          tx_ref: link.tx_ref,
          flw_ref: `FLW-MOCK-${randomBytes(8).toString('hex')}`,
          amount: link.amount,
          currency: link.currency,
          status: 'successful',
          payment_type: link.options.length
            ? link.options[0] === 'banktransfer'
              ? 'bank_transfer'
              : link.options[0]
            : 'bank_transfer',
          created_at: world.now().toISOString(),
          customer: {
            id,
            email: link.customer.email,
            name: link.customer.name ?? null,
            phone_number: link.customer.phonenumber ?? null,
          },
        }
      : {
          id,
          tx_ref: account!.tx_ref,
          flw_ref: `FLW-${randomBytes(8).toString('hex')}`,
          amount,
          currency: 'NGN',
          status: 'successful',
          payment_type: 'bank_transfer',
          created_at: world.now().toISOString(),
          customer: { id, email: account!.email, name: null, phone_number: null },
        };
    s.transactions.push(t);
    await notify(world, t);
    return true;
  },
};

/** Flutterwave's `charge.completed` webhook; its only proof is the secret hash in `verif-hash`. */
async function notify(world: FakeWorld, t: Tx): Promise<void> {
  const body = JSON.stringify({
    event: 'charge.completed',
    data: txView(t),
    'event.type': t.payment_type === 'card' ? 'CARD_TRANSACTION' : 'BANK_TRANSFER_TRANSACTION',
  });
  await world.deliver('/api/webhooks/flutterwave', body, { 'content-type': 'application/json', 'verif-hash': HASH });
}
