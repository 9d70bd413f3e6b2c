import type { FastifyReply, FastifyRequest } from 'fastify';
import { NG_BANKS } from '../../domain/markets/ng/banks';
import { FAKE_CREDENTIALS } from '../fake-credentials';
import { FAKE_OWN_ACCOUNT } from './identity-test-values';
import type { FakeVendorModule, FakeWorld } from '../fake-world';

/**
 * Flutterwave Transfers, API v3, as its reference describes them (Bearer secret key):
 * POST /v3/accounts/resolve, POST /v3/transfers, GET /v3/transfers (paged by 10, newest first;
 * ?reference=, ?status=), GET /v3/transfers/:id,
 * and the `transfer.completed` webhook carrying the dashboard's secret hash in `verif-hash`.
 * Amounts are major units. Test accounts: as the Paystack fake — 10 digits at a CBN bank
 * resolve to "FLUTTERWAVE TEST <last 4>", except one ending 0000 (not found); a transfer to one
 * ending 9999 completes FAILED, any other SUCCESSFUL, right after the answer to POST /v3/transfers.
 */
const { secretKey, secretHash } = FAKE_CREDENTIALS.flutterwave;
const BANK_CODES = new Set(NG_BANKS.map((b) => b.code));

interface Transfer {
  id: number;
  account_number: string;
  bank_code: string;
  full_name: string;
  created_at: string;
  currency: 'NGN';
  debit_currency: 'NGN';
  amount: number;
  fee: number;
  status: 'NEW' | 'SUCCESSFUL' | 'FAILED';
  reference: string;
  meta: null;
  narration: string;
  complete_message: string;
  requires_approval: 0;
  is_approved: 1;
  bank_name: string;
}

/** Flutterwave's lists give 10 a page (its documented sample: 47 transfers in 5 pages). */
const PAGE_SIZE = 10;
const STATUSES = ['NEW', 'PENDING', 'SUCCESSFUL', 'FAILED'];

function refuse(reply: FastifyReply, code: number, message: string) {
  return reply.code(code).send({ status: 'error', message, data: null });
}

function authorized(req: FastifyRequest, reply: FastifyReply): boolean {
  if (req.headers.authorization === `Bearer ${secretKey}`) return true;
  void refuse(reply, 401, 'Invalid authorization key');
  return false;
}

function accountName(accountNumber: string): string | null {
  if (!/^\d{10}$/.test(accountNumber) || accountNumber.endsWith('0000')) return null;
  return accountNumber.endsWith(FAKE_OWN_ACCOUNT.suffix)
    ? FAKE_OWN_ACCOUNT.name
    : `FLUTTERWAVE TEST ${accountNumber.slice(-4)}`;
}

/** Amounts as Flutterwave reads them: a positive number of naira with at most two decimals. */
function naira(value: unknown): number | null {
  return typeof value === 'number' && value > 0 && /^\d+(\.\d{1,2})?$/.test(String(value)) ? value : null;
}

async function completed(world: FakeWorld, t: Transfer): Promise<number> {
  const body = JSON.stringify({
    event: 'transfer.completed',
    'event.type': 'Transfer',
    data: { ...t, fullname: t.full_name },
  });
  return world.deliver('/api/webhooks/flutterwave', body, {
    'content-type': 'application/json',
    'verif-hash': secretHash,
  });
}

export const flutterwaveTransfersFake: FakeVendorModule = {
  name: 'flutterwave-transfers',
  prefix: 'flutterwave',
  settings: (baseUrl) => ({
    FLUTTERWAVE_BASE_URL: baseUrl,
    FLUTTERWAVE_SECRET_KEY: secretKey,
    FLUTTERWAVE_SECRET_HASH: secretHash,
  }),
  register(scope, world) {
    const transfers = new Map<string, Transfer>();
    let nextId = 33286;

    scope.post('/v3/accounts/resolve', async (req, reply) => {
      if (!authorized(req, reply)) return reply;
      const b = (req.body ?? {}) as Record<string, unknown>;
      if (typeof b.account_number !== 'string' || typeof b.account_bank !== 'string')
        return refuse(reply, 400, 'account_number and account_bank are required');
      const name = BANK_CODES.has(b.account_bank) ? accountName(b.account_number) : null;
      if (!name) return refuse(reply, 400, 'Sorry, that account number is invalid, please check and try again');
      return {
        status: 'success',
        message: 'Account details fetched',
        data: { account_number: b.account_number, account_name: name },
      };
    });

    scope.post('/v3/transfers', async (req, reply) => {
      if (!authorized(req, reply)) return reply;
      const b = (req.body ?? {}) as Record<string, unknown>;
      const amount = naira(b.amount);
      if (typeof b.account_bank !== 'string' || typeof b.account_number !== 'string')
        return refuse(reply, 400, 'account_bank and account_number are required');
      if (amount === null) return refuse(reply, 400, 'amount must be a positive number with at most two decimals');
      if (b.currency !== 'NGN') return refuse(reply, 400, 'currency is required');
      if (typeof b.reference !== 'string' || !/^[A-Za-z0-9_-]{6,100}$/.test(b.reference))
        return refuse(reply, 400, 'Invalid reference: use letters, digits, - and _');
      if (transfers.has(b.reference)) return refuse(reply, 400, 'Transfer with this reference already exists');
      if (!BANK_CODES.has(b.account_bank)) return refuse(reply, 400, 'Invalid account bank');
      const name = accountName(b.account_number);
      if (!name) return refuse(reply, 400, 'Beneficiary account number is invalid');
      const t: Transfer = {
        id: nextId++,
        account_number: b.account_number,
        bank_code: b.account_bank,
        full_name: name,
        created_at: world.now().toISOString(),
        currency: 'NGN',
        debit_currency: 'NGN',
        amount,
        fee: 10.75,
        status: 'NEW',
        reference: b.reference,
        meta: null,
        narration: typeof b.narration === 'string' ? b.narration : '',
        complete_message: '',
        requires_approval: 0,
        is_approved: 1,
        bank_name: NG_BANKS.find((x) => x.code === b.account_bank)?.name ?? '',
      };
      transfers.set(t.reference, t);
      reply.raw.once('finish', () => {
        const fails = t.account_number.endsWith('9999');
        t.status = fails ? 'FAILED' : 'SUCCESSFUL';
        t.complete_message = fails ? 'DISBURSE FAILED: Beneficiary account is not eligible' : 'Successful';
        void completed(world, t);
      });
      return { status: 'success', message: 'Transfer Queued Successfully', data: t };
    });

    // Get all transfers: newest first, 10 a page (page from 1), by `status` or our `reference`; no dates.
    scope.get('/v3/transfers', async (req, reply) => {
      if (!authorized(req, reply)) return reply;
      const q = req.query as Record<string, string | undefined>;
      if (q.page !== undefined && !/^[1-9]\d{0,5}$/.test(q.page))
        return refuse(reply, 400, 'page must be a positive whole number');
      if (q.status !== undefined && !STATUSES.includes(q.status.toUpperCase()))
        return refuse(reply, 400, 'Invalid transfer status');
      const page = Number(q.page ?? 1);
      const list = (
        q.reference ? [transfers.get(q.reference)].filter((t): t is Transfer => !!t) : [...transfers.values()]
      )
        .filter((t) => !q.status || t.status === q.status.toUpperCase())
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
      const pages = Math.max(1, Math.ceil(list.length / PAGE_SIZE));
      return {
        status: 'success',
        message: 'Transfers fetched',
        meta: { page_info: { total: list.length, current_page: page, total_pages: pages } },
        data: list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
      };
    });

    scope.get('/v3/transfers/:id', async (req, reply) => {
      if (!authorized(req, reply)) return reply;
      const t = [...transfers.values()].find((x) => String(x.id) === (req.params as { id: string }).id);
      if (!t) return refuse(reply, 404, 'Transfer not found');
      return { status: 'success', message: 'Transfer fetched', data: t };
    });
  },
};
