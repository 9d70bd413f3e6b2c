import type {
  CollectedPayment,
  CollectionInstrument,
  CollectionMethod,
  CollectionRequest,
  CollectionsProvider,
  InstrumentRef,
  VerifyResult,
} from '../collections-provider';
import { minorToMajor } from '../minor-units';
import { str } from '../webhooks/webhook-parse';
import { CollectionRefused } from '../collections-provider';
import { customerEmail } from './customer-email';
import { flutterwavePayment } from './flutterwave-payment';
import {
  flutterwaveAccount,
  flutterwaveLink,
  flutterwaveTransactionFound,
  flutterwaveTransactionPage,
  flutterwaveTransactions,
} from './flutterwave-schemas';
import { vendorAnswer } from './vendor-answer';
import { ReferenceTaken, vendorFind, vendorJson, vendorOk, VendorError } from './vendor-http';

const DAY_MS = 86_400_000;
/** A list longer than this many pages is refused rather than read without end (Flutterwave pages by 10). */
export const FLUTTERWAVE_MAX_PAGES = 5_000;

/**
 * What our payment link offers: a card only, the one method a link payment is credited by (a transfer goes to the
 * borrower's static account).
 */
export const FLUTTERWAVE_LINK_OPTIONS = 'card';

/**
 * Flutterwave v3 (https://developer.flutterwave.com): a payment link (POST /v3/payments → data.link,
 * tx_ref = our reference, `payment_options: 'card'`; the card's code is asked on Flutterwave's page),
 * the borrower's static virtual account (POST /v3/virtual-account-numbers with `is_permanent` and
 * the BVN Flutterwave requires for it), and verification: a link by our reference
 * (GET /v3/transactions/verify_by_reference), an account by its tx_ref (GET /v3/transactions),
 * a webhook by transaction id (GET /v3/transactions/:id/verify), as Flutterwave asks before
 * giving value; the day's list for the comparison (GET /v3/transactions, decision 0075). Amounts
 * are major units on the wire.
 */
export class FlutterwaveCollections implements CollectionsProvider {
  readonly name = 'flutterwave';
  readonly methods: readonly CollectionMethod[] = ['flutterwave_link', 'flutterwave_reserved'];

  constructor(private readonly cfg: { secretKey: string; baseUrl: string }) {}

  private auth() {
    return { authorization: `Bearer ${this.cfg.secretKey}` };
  }

  async createInstrument(req: CollectionRequest): Promise<CollectionInstrument> {
    const email = customerEmail(req.customer);
    if (req.method === 'flutterwave_link') {
      if (req.amount === null) throw new RangeError('a payment link needs an amount');
      // A second link under the same tx_ref is still one payment: Flutterwave verifies by tx_ref.
      const body = await vendorOk('flutterwave', this.cfg.baseUrl, {
        method: 'POST',
        path: 'v3/payments',
        headers: this.auth(),
        body: {
          tx_ref: req.reference,
          amount: minorToMajor(req.amount),
          currency: req.currency,
          redirect_url: req.returnUrl,
          payment_options: FLUTTERWAVE_LINK_OPTIONS,
          customer: {
            email,
            name: req.customer.name,
            ...(req.customer.phone ? { phonenumber: req.customer.phone } : {}),
          },
          meta: { orderNo: req.orderNo },
          customizations: { title: 'Presta' },
        },
      });
      const { link } = vendorAnswer('flutterwave', 'POST v3/payments', flutterwaveLink, body).data;
      return {
        method: req.method,
        reference: req.reference,
        providerRef: req.reference,
        kind: 'checkout',
        checkoutUrl: link,
        expiresAt: req.expiresAt,
        amount: req.amount,
      };
    }
    if (!req.customer.kyc)
      throw new CollectionRefused('needsBvn', 'Flutterwave needs a BVN for a static virtual account');
    const { status, body } = await vendorJson('flutterwave', this.cfg.baseUrl, {
      method: 'POST',
      path: 'v3/virtual-account-numbers',
      headers: this.auth(),
      body: {
        email,
        tx_ref: req.reference,
        is_permanent: true,
        bvn: req.customer.kyc.bvn,
        currency: req.currency,
        firstname: req.customer.firstName,
        lastname: req.customer.lastName,
        ...(req.customer.phone ? { phonenumber: req.customer.phone } : {}),
        narration: req.customer.name,
      },
    });
    if (status === 400 && /tx_ref|duplicate|already/i.test(str(body.message) ?? ''))
      throw new ReferenceTaken('flutterwave', req.reference);
    if (status < 200 || status >= 300)
      throw new VendorError('flutterwave', status, 'POST v3/virtual-account-numbers failed');
    const call = 'POST v3/virtual-account-numbers';
    const data = vendorAnswer('flutterwave', call, flutterwaveAccount, body, status).data;
    return {
      method: req.method,
      reference: req.reference,
      providerRef: data.order_ref ?? req.reference,
      kind: 'account',
      account: {
        bankName: data.bank_name ?? 'Wema Bank',
        accountNumber: data.account_number,
        accountName: req.customer.name,
      },
      expiresAt: req.expiresAt,
      amount: null,
    };
  }

  async verifyPayment(ref: InstrumentRef): Promise<VerifyResult> {
    if (ref.method === 'flutterwave_reserved') {
      const body = await vendorFind('flutterwave', this.cfg.baseUrl, {
        method: 'GET',
        path: `v3/transactions?tx_ref=${encodeURIComponent(ref.reference)}&status=successful`,
        headers: this.auth(),
      });
      const list = body ? vendorAnswer('flutterwave', 'GET v3/transactions', flutterwaveTransactions, body).data : [];
      const payments = list.flatMap((t) => (t.payment ? [flutterwavePayment(t.payment)] : []));
      return payments.length ? { status: 'paid', payments } : { status: 'pending', payments: [] };
    }
    const body = await vendorFind('flutterwave', this.cfg.baseUrl, {
      method: 'GET',
      path: `v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(ref.reference)}`,
      headers: this.auth(),
    });
    if (!body) return { status: 'unknown', payments: [] };
    const call = 'GET v3/transactions/verify_by_reference';
    const data = vendorAnswer('flutterwave', call, flutterwaveTransactionFound, body).data;
    if (data.payment) return { status: 'paid', payments: [flutterwavePayment(data.payment)] };
    return { status: data.status === 'failed' ? 'failed' : 'pending', payments: [] };
  }

  async confirmPayment(claimed: CollectedPayment): Promise<CollectedPayment | null> {
    const body = await vendorFind('flutterwave', this.cfg.baseUrl, {
      method: 'GET',
      path: `v3/transactions/${encodeURIComponent(claimed.eventId)}/verify`,
      headers: this.auth(),
    });
    if (!body) return null;
    const { payment } = vendorAnswer(
      'flutterwave',
      'GET v3/transactions/:id/verify',
      flutterwaveTransactionFound,
      body,
    ).data;
    return payment ? flutterwavePayment(payment) : null;
  }

  /**
   * Every successful payment Flutterwave holds with its `created_at` in [since, until), read as
   * `confirmPayment` reads one (decision 0075). Flutterwave filters by whole days only: the days
   * asked cover the window with one day's slack each side (whatever zone it reads a day in), and
   * the time is cut here. Every page is read; a payment seen twice (pages shift as new ones
   * arrive) is listed once; a successful one we cannot read fails the run rather than go unseen.
   */
  async listTransactions(since: Date, until: Date): Promise<CollectedPayment[]> {
    const from = utcDay(new Date(since.getTime() - DAY_MS));
    const to = utcDay(new Date(until.getTime() + DAY_MS));
    const found = new Map<string, CollectedPayment>();
    for (let page = 1; ; page++) {
      const query = new URLSearchParams({ from, to, status: 'successful', page: String(page) });
      const body = await vendorOk('flutterwave', this.cfg.baseUrl, {
        method: 'GET',
        path: `v3/transactions?${query}`,
        headers: this.auth(),
      });
      const { data, meta } = vendorAnswer('flutterwave', 'GET v3/transactions', flutterwaveTransactionPage, body);
      for (const { payment: charge } of data) {
        if (!charge) continue;
        if (Number.isNaN(new Date(String(charge.created_at)).getTime()))
          throw new VendorError('flutterwave', 200, 'a listed payment has no time it was made');
        const payment = flutterwavePayment(charge);
        if (payment.paidAt >= since && payment.paidAt < until) found.set(payment.eventId, payment);
      }
      if (!data.length || page >= meta.page_info.total_pages) break;
      if (page >= FLUTTERWAVE_MAX_PAGES)
        throw new VendorError('flutterwave', 200, `transactions run past ${FLUTTERWAVE_MAX_PAGES} pages`);
    }
    return [...found.values()].sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
  }
}

/** The UTC calendar day of an instant, as Flutterwave's `from`/`to` take it (YYYY-MM-DD). */
function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
