import type {
  CollectedPayment, CollectionInstrument, CollectionMethod, CollectionRequest, CollectionsProvider, InstrumentRef, OtpResult, VerifyResult,
} from '../collections-provider';
import { wholeMinor } from '../minor-units';
import { date, obj, str } from '../webhooks/webhook-parse';
import { customerEmail, splitName } from './customer-email';
import { vendorFind, vendorOk, VendorError } from './vendor-http';

/**
 * Paystack (https://paystack.com/docs/api): card payments through Initialize Transaction
 * (POST /transaction/initialize → authorization_url; our reference is Paystack's reference) and
 * Verify Transaction (GET /transaction/verify/:reference); transfers into a Dedicated Virtual
 * Account (POST /customer, then POST /dedicated_account). A webhook's payment is re-fetched by
 * transaction id (GET /transaction/:id). Amounts are kobo both ways.
 */
export class PaystackCollections implements CollectionsProvider {
  readonly name = 'paystack';
  readonly methods: readonly CollectionMethod[] = ['paystack_card', 'paystack_dedicated'];

  constructor(private readonly cfg: { secretKey: string; baseUrl: string; preferredBank?: string }) {}

  private call(method: 'GET' | 'POST', path: string, body?: unknown) {
    return vendorOk('paystack', this.cfg.baseUrl, { method, path, body, headers: { authorization: `Bearer ${this.cfg.secretKey}` } });
  }

  async createInstrument(req: CollectionRequest): Promise<CollectionInstrument> {
    const email = customerEmail(req.customer);
    if (req.method === 'paystack_card') {
      if (req.amount === null) throw new RangeError('a card payment needs an amount');
      const data = obj((await this.call('POST', 'transaction/initialize', {
        email, amount: String(req.amount), currency: req.currency, reference: req.reference, callback_url: req.returnUrl,
        channels: ['card'], metadata: { orderNo: req.orderNo },
      })).data);
      const url = str(data.authorization_url);
      if (!url) throw new VendorError('paystack', 200, 'initialize answered no authorization_url');
      return {
        method: req.method, reference: req.reference, providerRef: str(data.reference) ?? req.reference, kind: 'checkout',
        checkoutUrl: url, expiresAt: req.expiresAt, amount: req.amount,
      };
    }
    const { first, last } = splitName(req.customer.name);
    const customer = obj((await this.call('POST', 'customer', { email, first_name: first, last_name: last, metadata: { userId: req.customer.userId } })).data);
    const customerCode = str(customer.customer_code);
    const customerId = str(customer.id);
    if (!customerCode || !customerId) throw new VendorError('paystack', 200, 'customer answered no customer_code');
    const account = obj((await this.call('POST', 'dedicated_account', { customer: customerCode, preferred_bank: this.cfg.preferredBank ?? 'wema-bank' })).data);
    const accountNumber = str(account.account_number);
    if (!accountNumber) throw new VendorError('paystack', 200, 'dedicated_account answered no account_number');
    return {
      method: req.method, reference: req.reference, providerRef: customerId, kind: 'account',
      account: { bankName: str(obj(account.bank).name) ?? 'Wema Bank', accountNumber, accountName: str(account.account_name) ?? req.customer.name },
      expiresAt: req.expiresAt, amount: null,
    };
  }

  async verifyPayment(ref: InstrumentRef): Promise<VerifyResult> {
    if (ref.method === 'paystack_card') {
      const body = await this.find(`transaction/verify/${encodeURIComponent(ref.reference)}`);
      if (!body) return { status: 'unknown', payments: [] };
      const data = obj(body.data);
      const payment = toPayment(data);
      if (payment) return { status: 'paid', payments: [payment] };
      return { status: str(data.status) === 'failed' ? 'failed' : 'pending', payments: [] };
    }
    // A dedicated account: the customer's successful transactions.
    const list = (await this.call('GET', `transaction?customer=${encodeURIComponent(ref.providerRef)}&status=success&perPage=100`)).data;
    const payments = (Array.isArray(list) ? list : []).map((t) => toPayment(obj(t))).filter((p): p is CollectedPayment => p?.method === 'paystack_dedicated');
    return payments.length ? { status: 'paid', payments } : { status: 'pending', payments: [] };
  }

  async verifyOtp(): Promise<OtpResult> {
    return { ok: false, reason: 'unknown_reference' };
  }

  async confirmPayment(claimed: CollectedPayment): Promise<CollectedPayment | null> {
    const body = await this.find(`transaction/${encodeURIComponent(claimed.eventId)}`);
    return body ? toPayment(obj(body.data)) : null;
  }

  private find(path: string) {
    return vendorFind('paystack', this.cfg.baseUrl, { method: 'GET', path, headers: { authorization: `Bearer ${this.cfg.secretKey}` } });
  }
}

/** A successful Paystack transaction as a payment; null for anything else. */
function toPayment(data: Record<string, unknown>): CollectedPayment | null {
  if (str(data.status) !== 'success') return null;
  const id = str(data.id);
  const amount = wholeMinor(data.amount);
  const currency = str(data.currency);
  const reference = str(data.reference);
  if (!id || amount === null || !currency || !reference) return null;
  const dedicated = str(data.channel) === 'dedicated_nuban';
  const account = dedicated ? str(obj(data.authorization).receiver_bank_account_number) : null;
  return {
    vendor: 'paystack', eventId: id, method: dedicated ? 'paystack_dedicated' : 'paystack_card', reference: dedicated ? null : reference,
    accountNumber: account, amount, currency, providerRef: reference, paidAt: date(data.paid_at ?? data.paidAt, new Date()),
  };
}
