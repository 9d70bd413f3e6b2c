import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { nubanCheckDigit } from '../../domain/identity/nuban';
import { FAKE_CREDENTIALS } from '../fake-credentials';
import type { FakeVendorModule, FakeWorld } from '../fake-world';

/**
 * Monnify collections (https://developers.monnify.com): login for a bearer token (Basic
 * apiKey:secretKey), reserved accounts v2 (BVN or NIN required, one account per accountReference,
 * fetched back by it), the account's transactions, a transaction by reference and the transaction
 * search (paged, at most 100 a page). Every answer is
 * Monnify's envelope {requestSuccessful, responseMessage, responseCode, responseBody}. Notifies
 * `SUCCESSFUL_TRANSACTION` signed as Monnify does: HMAC-SHA512 of the body with the client secret,
 * hex, in `monnify-signature`.
 */
const { apiKey: API_KEY, secretKey: SECRET, contractCode: CONTRACT } = FAKE_CREDENTIALS.monnify;
const BANKS: Record<string, string> = {
  '50515': 'Moniepoint Microfinance Bank',
  '035': 'Wema bank',
  '232': 'Sterling bank',
  '058': 'GTBank',
};

interface Reserved {
  accountReference: string;
  accountName: string;
  currencyCode: string;
  customerEmail: string;
  customerName: string;
  bvn: string | null;
  nin: string | null;
  reservationReference: string;
  accounts: { bankCode: string; bankName: string; accountNumber: string; accountName: string }[];
  createdOn: string;
}
interface Payment {
  transactionReference: string;
  paymentReference: string;
  amountPaid: number;
  paidOn: string;
  reserved: Reserved;
  accountNumber: string;
  bankCode: string;
}

class MonnifyState {
  serial = 6_000_000;
  tokens = new Set<string>();
  reserved: Reserved[] = [];
  payments: Payment[] = [];
  next() {
    return ++this.serial;
  }
}

/** The transaction search's largest page. */
const MAX_PAGE_SIZE = 100;
const PAYMENT_STATUSES = [
  'PAID',
  'OVERPAID',
  'PARTIALLY_PAID',
  'PENDING',
  'FAILED',
  'CANCELLED',
  'EXPIRED',
  'ABANDONED',
  'REVERSED',
];
const isWallClock = (v: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}Z`)) &&
  new Date(`${v}Z`).toISOString().startsWith(v);

const envelope = (responseBody: unknown, message = 'success') => ({
  requestSuccessful: true,
  responseMessage: message,
  responseCode: '0',
  responseBody,
});
const refuse = (reply: FastifyReply, status: number, responseMessage: string, responseCode = '99') =>
  reply.code(status).send({ requestSuccessful: false, responseMessage, responseCode });
const major = (minor: number) => Number(`${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`);
/** Monnify writes times as "yyyy-MM-dd HH:mm:ss.SSS". */
const monnifyTime = (d: Date) => d.toISOString().replace('T', ' ').replace('Z', '');

function paymentView(p: Payment) {
  return {
    transactionReference: p.transactionReference,
    paymentReference: p.paymentReference,
    amountPaid: major(p.amountPaid),
    totalPayable: major(p.amountPaid),
    settlementAmount: major(p.amountPaid),
    paidOn: p.paidOn,
    paymentStatus: 'PAID',
    paymentDescription: p.reserved.accountName,
    currency: 'NGN',
    currencyCode: 'NGN',
    paymentMethod: 'ACCOUNT_TRANSFER',
    product: { type: 'RESERVED_ACCOUNT', reference: p.reserved.accountReference },
    destinationAccountInformation: {
      bankCode: p.bankCode,
      bankName: BANKS[p.bankCode] ?? 'Bank',
      accountNumber: p.accountNumber,
    },
    paymentSourceInformation: [
      {
        bankCode: '058',
        amountPaid: major(p.amountPaid),
        accountName: 'FAKE PAYER',
        sessionId: randomBytes(10).toString('hex'),
        accountNumber: '0123456789',
      },
    ],
    customer: { name: p.reserved.customerName, email: p.reserved.customerEmail },
    metaData: {},
    cardDetails: {},
  };
}

function reservedView(r: Reserved) {
  return {
    contractCode: CONTRACT,
    accountReference: r.accountReference,
    accountName: r.accountName,
    currencyCode: r.currencyCode,
    customerEmail: r.customerEmail,
    customerName: r.customerName,
    accounts: r.accounts,
    collectionChannel: 'RESERVED_ACCOUNT',
    reservationReference: r.reservationReference,
    reservedAccountType: 'GENERAL',
    status: 'ACTIVE',
    createdOn: r.createdOn,
    bvn: r.bvn,
    nin: r.nin,
    restrictPaymentSource: false,
  };
}

export const monnifyCollections: FakeVendorModule & { state: MonnifyState } = {
  name: 'monnify-collections',
  prefix: 'monnify',
  state: new MonnifyState(),
  reset() {
    this.state = new MonnifyState();
  },
  settings: (baseUrl) => ({
    COLLECTIONS_NG: 'vendors',
    MONNIFY_BASE_URL: baseUrl,
    MONNIFY_API_KEY: API_KEY,
    MONNIFY_SECRET_KEY: SECRET,
    MONNIFY_CONTRACT_CODE: CONTRACT,
  }),

  register(scope, world) {
    const s = this.state;
    const bearer = (req: FastifyRequest, reply: FastifyReply) => {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!token || !s.tokens.has(token)) {
        void reply.code(401).send({ error: 'invalid_token', error_description: 'Access token expired or invalid' });
        return false;
      }
      return true;
    };

    scope.post('/api/v1/auth/login', async (req, reply) => {
      if (req.headers.authorization !== `Basic ${Buffer.from(`${API_KEY}:${SECRET}`).toString('base64')}`) {
        return refuse(reply, 401, 'Invalid client credentials', '99');
      }
      const accessToken = randomBytes(24).toString('base64url');
      s.tokens.add(accessToken);
      return envelope({ accessToken, expiresIn: 3599 });
    });

    scope.post('/api/v2/bank-transfer/reserved-accounts', async (req, reply) => {
      if (!bearer(req, reply)) return reply;
      const b = (req.body ?? {}) as Record<string, unknown>;
      for (const field of [
        'accountReference',
        'accountName',
        'currencyCode',
        'contractCode',
        'customerEmail',
        'customerName',
      ]) {
        if (typeof b[field] !== 'string' || !b[field]) return refuse(reply, 400, `${field} is required`);
      }
      if (b.contractCode !== CONTRACT) return refuse(reply, 422, 'Invalid contract code');
      const bvn = typeof b.bvn === 'string' && b.bvn ? b.bvn : null;
      const nin = typeof b.nin === 'string' && b.nin ? b.nin : null;
      if (!bvn && !nin) return refuse(reply, 400, 'BVN or NIN is required');
      if ((bvn && !/^\d{11}$/.test(bvn)) || (nin && !/^\d{11}$/.test(nin)))
        return refuse(reply, 400, 'Invalid BVN or NIN');
      if (s.reserved.some((r) => r.accountReference === b.accountReference)) {
        return refuse(reply, 422, 'You cannot reserve more than 1 account(s) with the same reference', 'R42');
      }
      const banks =
        b.getAllAvailableBanks === true
          ? Object.keys(BANKS)
          : Array.isArray(b.preferredBanks)
            ? (b.preferredBanks as unknown[]).map(String)
            : ['50515'];
      if (banks.some((code) => !BANKS[code])) return refuse(reply, 400, 'Invalid preferred bank code');
      const accounts = banks.map((bankCode) => {
        const serial = String(s.next() % 1_000_000_000).padStart(9, '0');
        // A NUBAN for the CBN banks; Moniepoint's 5-digit code has no CBN check digit, so its number is just distinct.
        const accountNumber = bankCode.length === 3 ? serial + String(nubanCheckDigit(serial, bankCode)) : `5${serial}`;
        return { bankCode, bankName: BANKS[bankCode], accountNumber, accountName: b.accountName as string };
      });
      const r: Reserved = {
        accountReference: b.accountReference as string,
        accountName: b.accountName as string,
        currencyCode: b.currencyCode as string,
        customerEmail: b.customerEmail as string,
        customerName: b.customerName as string,
        bvn,
        nin,
        reservationReference: randomBytes(20).toString('hex').toUpperCase(),
        accounts,
        createdOn: monnifyTime(world.now()),
      };
      s.reserved.push(r);
      return envelope(reservedView(r));
    });

    scope.get('/api/v2/bank-transfer/reserved-accounts/:reference', async (req, reply) => {
      if (!bearer(req, reply)) return reply;
      const r = s.reserved.find((x) => x.accountReference === (req.params as { reference: string }).reference);
      if (!r) return refuse(reply, 404, 'Cannot find reserved account', '99');
      return envelope(reservedView(r));
    });

    scope.get('/api/v1/bank-transfer/reserved-accounts/transactions', async (req, reply) => {
      if (!bearer(req, reply)) return reply;
      const ref = (req.query as { accountReference?: string }).accountReference;
      const r = s.reserved.find((x) => x.accountReference === ref);
      if (!r) return refuse(reply, 404, 'Cannot find reserved account', '99');
      const content = s.payments.filter((p) => p.reserved === r).map(paymentView);
      return envelope({
        content,
        totalElements: content.length,
        totalPages: 1,
        last: true,
        first: true,
        size: content.length,
        number: 0,
      });
    });

    // Search transactions: page from 0, size 1..100, `paymentStatus`, `from`/`to` as
    // YYYY-MM-DDTHH:mm:ss (no zone; this fake writes and reads its times in UTC), newest first.
    scope.get('/api/v1/transactions/search', async (req, reply) => {
      if (!bearer(req, reply)) return reply;
      const q = req.query as Record<string, string | undefined>;
      if (q.page !== undefined && !/^\d{1,6}$/.test(q.page))
        return refuse(reply, 400, 'page must be a whole number from 0');
      if (
        q.size !== undefined &&
        !(/^\d{1,6}$/.test(q.size) && Number(q.size) >= 1 && Number(q.size) <= MAX_PAGE_SIZE)
      ) {
        return refuse(reply, 400, `size must be between 1 and ${MAX_PAGE_SIZE}`);
      }
      if (q.paymentStatus !== undefined && !PAYMENT_STATUSES.includes(q.paymentStatus))
        return refuse(reply, 400, 'Invalid payment status');
      for (const key of ['from', 'to'] as const) {
        const v = q[key];
        if (v !== undefined && !isWallClock(v))
          return refuse(reply, 400, `${key} must be a date and time as yyyy-MM-ddTHH:mm:ss`);
      }
      const page = Number(q.page ?? 0);
      const size = Number(q.size ?? 10);
      const from = q.from ? q.from.replace('T', ' ') : null;
      const to = q.to ? q.to.replace('T', ' ') : null;
      // Every payment this fake holds is PAID: a search for another status finds none.
      const list = s.payments
        .filter(
          (p) =>
            (!q.paymentStatus || q.paymentStatus === 'PAID') &&
            (!from || p.paidOn.slice(0, 19) >= from) &&
            (!to || p.paidOn.slice(0, 19) <= to),
        )
        .sort(
          (a, b) => b.paidOn.localeCompare(a.paidOn) || b.transactionReference.localeCompare(a.transactionReference),
        );
      const totalPages = Math.ceil(list.length / size);
      const content = list.slice(page * size, (page + 1) * size).map(paymentView);
      return envelope({
        content,
        totalElements: list.length,
        totalPages,
        number: page,
        size,
        numberOfElements: content.length,
        first: page === 0,
        last: page + 1 >= totalPages,
        empty: content.length === 0,
      });
    });

    scope.get('/api/v2/transactions/:reference', async (req, reply) => {
      if (!bearer(req, reply)) return reply;
      const p = s.payments.find((x) => x.transactionReference === (req.params as { reference: string }).reference);
      if (!p) return refuse(reply, 404, 'Could not find transaction with the specified transaction reference', '99');
      return envelope(paymentView(p));
    });
  },

  async pay(target, amount, world) {
    const s = this.state;
    for (const reserved of s.reserved) {
      const account = reserved.accounts.find((a) => a.accountNumber === target);
      if (!account) continue;
      const n = s.next();
      const p: Payment = {
        transactionReference: `MNFY|${String(n).slice(-2)}|${monnifyTime(world.now()).slice(0, 10).replaceAll('-', '')}|${String(n).padStart(6, '0')}`,
        paymentReference: `MNFY|${n}`,
        amountPaid: amount,
        paidOn: monnifyTime(world.now()),
        reserved,
        accountNumber: account.accountNumber,
        bankCode: account.bankCode,
      };
      s.payments.push(p);
      await notify(world, p);
      return true;
    }
    return false;
  },
};

/** Monnify's SUCCESSFUL_TRANSACTION notification, signed with the client secret (HMAC-SHA512, hex). */
async function notify(world: FakeWorld, p: Payment): Promise<void> {
  const body = JSON.stringify({ eventType: 'SUCCESSFUL_TRANSACTION', eventData: paymentView(p) });
  const signature = createHmac('sha512', SECRET).update(body).digest('hex');
  await world.deliver('/api/webhooks/monnify', body, {
    'content-type': 'application/json',
    'monnify-signature': signature,
  });
}
