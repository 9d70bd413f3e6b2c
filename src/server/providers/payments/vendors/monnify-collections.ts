import type { z } from 'zod';
import type {
  CollectedPayment,
  CollectionInstrument,
  CollectionMethod,
  CollectionRequest,
  CollectionsProvider,
  InstrumentRef,
  VerifyResult,
} from '../collections-provider';
import { str } from '../webhooks/webhook-parse';
import { CollectionRefused } from '../collections-provider';
import { customerEmail } from './customer-email';
import { monnifyPayment } from './monnify-payment';
import {
  monnifyAccountTransactions,
  monnifyLogin,
  monnifyReserved,
  monnifySearchPage,
  monnifyTransactionFound,
} from './monnify-schemas';
import { vendorAnswer } from './vendor-answer';
import { vendorFind, vendorJson, vendorOk, VendorError } from './vendor-http';

const DAY_MS = 86_400_000;
/** The largest page the transaction search gives (decision 0075). */
export const MONNIFY_PAGE_SIZE = 100;
/** A search longer than this many pages is refused rather than read without end. */
const MAX_PAGES = 2_000;

type Reserved = z.output<typeof monnifyReserved>['responseBody'];

interface MonnifyConfig {
  apiKey: string;
  secretKey: string;
  contractCode: string;
  baseUrl: string;
  preferredBanks?: string[];
}

/**
 * Monnify (https://developers.monnify.com): OAuth token from POST /api/v1/auth/login (Basic
 * apiKey:secretKey); the borrower's reserved account (POST /api/v2/bank-transfer/reserved-accounts
 * with our reference as accountReference and the BVN every reserved account must carry since the
 * CBN's circular), looked up again by that reference on a retry (GET .../reserved-accounts/:ref);
 * the account's transactions for "check now"; a webhook's payment re-fetched by
 * transactionReference (GET /api/v2/transactions/:ref); the day's paid transactions for the
 * comparison (GET /api/v1/transactions/search, decision 0075). Major units on the wire.
 */
export class MonnifyCollections implements CollectionsProvider {
  readonly name = 'monnify';
  readonly methods: readonly CollectionMethod[] = ['monnify_reserved'];
  private token: { value: string; until: number } | null = null;

  constructor(
    private readonly cfg: MonnifyConfig,
    private readonly now: () => number = Date.now,
  ) {}

  private async bearer(): Promise<Record<string, string>> {
    if (!this.token || this.token.until <= this.now()) {
      const basic = Buffer.from(`${this.cfg.apiKey}:${this.cfg.secretKey}`).toString('base64');
      const answer = await vendorOk('monnify', this.cfg.baseUrl, {
        method: 'POST',
        path: 'api/v1/auth/login',
        headers: { authorization: `Basic ${basic}` },
      });
      const body = vendorAnswer('monnify', 'POST api/v1/auth/login', monnifyLogin, answer).responseBody;
      // Renew a minute early so a token never expires mid-request.
      const seconds = body.expiresIn ?? 3000;
      this.token = { value: body.accessToken, until: this.now() + Math.max(0, seconds - 60) * 1000 };
    }
    return { authorization: `Bearer ${this.token.value}` };
  }

  async createInstrument(req: CollectionRequest): Promise<CollectionInstrument> {
    if (!req.customer.kyc)
      throw new CollectionRefused('needsBvn', 'Monnify reserves an account only with a BVN or NIN');
    const { status, body: answer } = await vendorJson('monnify', this.cfg.baseUrl, {
      method: 'POST',
      path: 'api/v2/bank-transfer/reserved-accounts',
      headers: await this.bearer(),
      body: {
        accountReference: req.reference,
        accountName: req.customer.name,
        currencyCode: req.currency,
        contractCode: this.cfg.contractCode,
        customerEmail: customerEmail(req.customer),
        customerName: req.customer.name,
        bvn: req.customer.kyc.bvn,
        getAllAvailableBanks: false,
        preferredBanks: this.cfg.preferredBanks ?? ['50515'],
      },
    });
    let body: Reserved;
    if (status >= 200 && status < 300)
      body = vendorAnswer('monnify', 'POST reserved-accounts', monnifyReserved, answer, status).responseBody;
    else if (/same reference|already/i.test(str(answer.responseMessage) ?? ''))
      body = await this.reservedAccount(req.reference);
    else throw new VendorError('monnify', status, 'POST reserved-accounts failed');
    const [first] = body.accounts;
    return {
      method: req.method,
      reference: req.reference,
      providerRef: body.reservationReference ?? req.reference,
      kind: 'account',
      account: {
        bankName: first.bankName ?? 'Moniepoint Microfinance Bank',
        accountNumber: first.accountNumber,
        accountName: body.accountName ?? req.customer.name,
      },
      expiresAt: req.expiresAt,
      amount: null,
    };
  }

  async verifyPayment(ref: InstrumentRef): Promise<VerifyResult> {
    const body = await vendorFind('monnify', this.cfg.baseUrl, {
      method: 'GET',
      path: `api/v1/bank-transfer/reserved-accounts/transactions?accountReference=${encodeURIComponent(ref.reference)}&page=0&size=100`,
      headers: await this.bearer(),
    });
    if (!body) return { status: 'unknown', payments: [] };
    const call = 'GET reserved-accounts/transactions';
    const { content } = vendorAnswer('monnify', call, monnifyAccountTransactions, body).responseBody;
    const payments = content.flatMap((t) => (t.payment ? [monnifyPayment(t.payment, ref.reference)] : []));
    return payments.length ? { status: 'paid', payments } : { status: 'pending', payments: [] };
  }

  /** The account Monnify already reserved under our reference (a retried create). */
  private async reservedAccount(reference: string): Promise<Reserved> {
    const body = await vendorOk('monnify', this.cfg.baseUrl, {
      method: 'GET',
      path: `api/v2/bank-transfer/reserved-accounts/${encodeURIComponent(reference)}`,
      headers: await this.bearer(),
    });
    return vendorAnswer('monnify', 'GET reserved-accounts', monnifyReserved, body).responseBody;
  }

  async confirmPayment(claimed: CollectedPayment): Promise<CollectedPayment | null> {
    const body = await vendorFind('monnify', this.cfg.baseUrl, {
      method: 'GET',
      path: `api/v2/transactions/${encodeURIComponent(claimed.eventId)}`,
      headers: await this.bearer(),
    });
    if (!body) return null;
    const { payment: paid } = vendorAnswer(
      'monnify',
      'GET api/v2/transactions',
      monnifyTransactionFound,
      body,
    ).responseBody;
    if (!paid) return null;
    const payment = monnifyPayment(paid, paid.product.reference);
    return { ...payment, accountNumber: payment.accountNumber ?? claimed.accountNumber };
  }

  /**
   * Every PAID transaction Monnify holds with its `paidOn` in [since, until), read as
   * `confirmPayment` reads one: `transactionReference` the id, `product.reference` ours (decision
   * 0075). The search is asked for a window a day wider each side (its `from`/`to` carry no zone)
   * and the time is cut here; every page of 100 is read; a transaction seen twice is listed once;
   * a PAID one we cannot read fails the run rather than go unseen.
   */
  async listTransactions(since: Date, until: Date): Promise<CollectedPayment[]> {
    const from = wallClock(new Date(since.getTime() - DAY_MS));
    const to = wallClock(new Date(until.getTime() + DAY_MS));
    const found = new Map<string, CollectedPayment>();
    for (let page = 0; ; page++) {
      const query = new URLSearchParams({
        page: String(page),
        size: String(MONNIFY_PAGE_SIZE),
        paymentStatus: 'PAID',
        from,
        to,
      });
      const answer = await vendorOk('monnify', this.cfg.baseUrl, {
        method: 'GET',
        path: `api/v1/transactions/search?${query}`,
        headers: await this.bearer(),
      });
      const body = vendorAnswer('monnify', 'GET api/v1/transactions/search', monnifySearchPage, answer).responseBody;
      for (const { payment: paid } of body.content) {
        if (!paid) continue;
        if (Number.isNaN(new Date(String(paid.paidOn)).getTime()))
          throw new VendorError('monnify', 200, 'a listed transaction has no time it was paid');
        const payment = monnifyPayment(paid, paid.product.reference);
        if (payment.paidAt >= since && payment.paidAt < until) found.set(payment.eventId, payment);
      }
      if (!body.content.length || body.last === true || page + 1 >= body.totalPages) break;
      if (page + 1 >= MAX_PAGES)
        throw new VendorError('monnify', 200, `transaction search runs past ${MAX_PAGES} pages`);
    }
    return [...found.values()].sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
  }
}

/** An instant as the search's `from`/`to` take it: `YYYY-MM-DDTHH:mm:ss`, no zone (written in UTC). */
function wallClock(at: Date): string {
  return at.toISOString().slice(0, 19);
}
