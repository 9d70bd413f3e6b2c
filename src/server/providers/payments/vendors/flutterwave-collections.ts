import type {
  CollectedPayment, CollectionInstrument, CollectionMethod, CollectionRequest, CollectionsProvider, InstrumentRef, VerifyResult,
} from '../collections-provider';
import { majorToMinor, minorToMajor } from '../minor-units';
import { date, obj, str } from '../webhooks/webhook-parse';
import { CollectionRefused } from '../collections-provider';
import { customerEmail } from './customer-email';
import { ReferenceTaken, vendorFind, vendorJson, vendorOk, VendorError } from './vendor-http';

const DAY_MS = 86_400_000;
/** A list longer than this many pages is refused rather than read without end (Flutterwave pages by 10). */
export const FLUTTERWAVE_MAX_PAGES = 5_000;

/** What our payment link offers: a card only, the one method a link payment is credited by (a transfer goes to the borrower's static account). */
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
      const body = await vendorOk('flutterwave', this.cfg.baseUrl, { method: 'POST', path: 'v3/payments', headers: this.auth(), body: {
        tx_ref: req.reference, amount: minorToMajor(req.amount), currency: req.currency, redirect_url: req.returnUrl,
        payment_options: FLUTTERWAVE_LINK_OPTIONS,
        customer: { email, name: req.customer.name, ...(req.customer.phone ? { phonenumber: req.customer.phone } : {}) },
        meta: { orderNo: req.orderNo }, customizations: { title: 'Presta' },
      } });
      const link = str(obj(body.data).link);
      if (!link) throw new VendorError('flutterwave', 200, 'payments answered no link');
      return { method: req.method, reference: req.reference, providerRef: req.reference, kind: 'checkout', checkoutUrl: link, expiresAt: req.expiresAt, amount: req.amount };
    }
    if (!req.customer.kyc) throw new CollectionRefused('needsBvn', 'Flutterwave needs a BVN for a static virtual account');
    const { status, body } = await vendorJson('flutterwave', this.cfg.baseUrl, { method: 'POST', path: 'v3/virtual-account-numbers', headers: this.auth(), body: {
      email, tx_ref: req.reference, is_permanent: true, bvn: req.customer.kyc.bvn, currency: req.currency,
      firstname: req.customer.firstName, lastname: req.customer.lastName, ...(req.customer.phone ? { phonenumber: req.customer.phone } : {}),
      narration: req.customer.name,
    } });
    if (status === 400 && /tx_ref|duplicate|already/i.test(str(body.message) ?? '')) throw new ReferenceTaken('flutterwave', req.reference);
    if (status < 200 || status >= 300) throw new VendorError('flutterwave', status, 'POST v3/virtual-account-numbers failed');
    const data = obj(body.data);
    const accountNumber = str(data.account_number);
    if (!accountNumber) throw new VendorError('flutterwave', 200, 'virtual-account-numbers answered no account_number');
    return {
      method: req.method, reference: req.reference, providerRef: str(data.order_ref) ?? req.reference, kind: 'account',
      account: { bankName: str(data.bank_name) ?? 'Wema Bank', accountNumber, accountName: req.customer.name }, expiresAt: req.expiresAt, amount: null,
    };
  }

  async verifyPayment(ref: InstrumentRef): Promise<VerifyResult> {
    if (ref.method === 'flutterwave_reserved') {
      const body = await vendorFind('flutterwave', this.cfg.baseUrl, {
        method: 'GET', path: `v3/transactions?tx_ref=${encodeURIComponent(ref.reference)}&status=successful`, headers: this.auth(),
      });
      const list = body ? obj(body).data : [];
      const payments = (Array.isArray(list) ? list : []).map((t) => toPayment(obj(t))).filter((p): p is CollectedPayment => p !== null);
      return payments.length ? { status: 'paid', payments } : { status: 'pending', payments: [] };
    }
    const body = await vendorFind('flutterwave', this.cfg.baseUrl, {
      method: 'GET', path: `v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(ref.reference)}`, headers: this.auth(),
    });
    if (!body) return { status: 'unknown', payments: [] };
    const data = obj(body.data);
    const payment = toPayment(data);
    if (payment) return { status: 'paid', payments: [payment] };
    return { status: str(data.status) === 'failed' ? 'failed' : 'pending', payments: [] };
  }

  async confirmPayment(claimed: CollectedPayment): Promise<CollectedPayment | null> {
    const body = await vendorFind('flutterwave', this.cfg.baseUrl, {
      method: 'GET', path: `v3/transactions/${encodeURIComponent(claimed.eventId)}/verify`, headers: this.auth(),
    });
    return body ? toPayment(obj(body.data)) : null;
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
      const body = await vendorOk('flutterwave', this.cfg.baseUrl, { method: 'GET', path: `v3/transactions?${query}`, headers: this.auth() });
      if (body.status !== 'success' || !Array.isArray(body.data)) throw new VendorError('flutterwave', 200, 'transactions answered no list');
      for (const item of body.data) {
        const t = obj(item);
        if (str(t.status) !== 'successful') continue;
        const payment = toPayment(t);
        if (!payment || Number.isNaN(new Date(String(t.created_at)).getTime())) throw new VendorError('flutterwave', 200, 'a listed payment could not be read');
        if (payment.paidAt >= since && payment.paidAt < until) found.set(payment.eventId, payment);
      }
      const totalPages = Number(obj(obj(body.meta).page_info).total_pages);
      if (!body.data.length || !Number.isSafeInteger(totalPages) || page >= totalPages) break;
      if (page >= FLUTTERWAVE_MAX_PAGES) throw new VendorError('flutterwave', 200, `transactions run past ${FLUTTERWAVE_MAX_PAGES} pages`);
    }
    return [...found.values()].sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
  }
}

/** The UTC calendar day of an instant, as Flutterwave's `from`/`to` take it (YYYY-MM-DD). */
function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function toPayment(data: Record<string, unknown>): CollectedPayment | null {
  if (str(data.status) !== 'successful') return null;
  const id = str(data.id);
  const amount = majorToMinor(data.amount);
  const currency = str(data.currency);
  const txRef = str(data.tx_ref);
  if (!id || amount === null || !currency || !txRef) return null;
  return {
    vendor: 'flutterwave', eventId: id, vendorTxId: id, method: str(data.payment_type) === 'bank_transfer' ? 'flutterwave_reserved' : 'flutterwave_link',
    reference: txRef, accountNumber: null, amount, currency, providerRef: str(data.flw_ref) ?? id, paidAt: date(data.created_at, new Date()),
  };
}
