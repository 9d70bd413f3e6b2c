import type {
  CollectedPayment, CollectionInstrument, CollectionMethod, CollectionRequest, CollectionsProvider, InstrumentRef, OtpResult, VerifyResult,
} from '../collections-provider';
import { majorToMinor, minorToMajor } from '../minor-units';
import { date, obj, str } from '../webhooks/webhook-parse';
import { customerEmail } from './customer-email';
import { vendorFind, vendorJson, vendorOk, VendorError } from './vendor-http';

/**
 * Flutterwave v3 (https://developer.flutterwave.com): a payment link (POST /v3/payments →
 * data.link, tx_ref = our reference), a static virtual account (POST /v3/virtual-account-numbers),
 * the charge OTP step (POST /v3/validate-charge with the charge's flw_ref), and verification:
 * by our reference (GET /v3/transactions/verify_by_reference) for "check now", by transaction id
 * (GET /v3/transactions/:id/verify) for a webhook, as Flutterwave asks before giving value.
 * Amounts are major units on the wire.
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
      const body = await vendorOk('flutterwave', this.cfg.baseUrl, { method: 'POST', path: 'v3/payments', headers: this.auth(), body: {
        tx_ref: req.reference, amount: minorToMajor(req.amount), currency: req.currency, redirect_url: req.returnUrl,
        customer: { email, name: req.customer.name }, meta: { orderNo: req.orderNo }, customizations: { title: 'Presta' },
      } });
      const link = str(obj(body.data).link);
      if (!link) throw new VendorError('flutterwave', 200, 'payments answered no link');
      return { method: req.method, reference: req.reference, providerRef: req.reference, kind: 'checkout', checkoutUrl: link, expiresAt: req.expiresAt, amount: req.amount };
    }
    const body = await vendorOk('flutterwave', this.cfg.baseUrl, { method: 'POST', path: 'v3/virtual-account-numbers', headers: this.auth(), body: {
      email, tx_ref: req.reference, is_permanent: true, currency: req.currency, narration: req.customer.name,
    } });
    const data = obj(body.data);
    const accountNumber = str(data.account_number);
    if (!accountNumber) throw new VendorError('flutterwave', 200, 'virtual-account-numbers answered no account_number');
    return {
      method: req.method, reference: req.reference, providerRef: str(data.order_ref) ?? req.reference, kind: 'account',
      account: { bankName: str(data.bank_name) ?? 'Wema Bank', accountNumber, accountName: req.customer.name }, expiresAt: req.expiresAt, amount: null,
    };
  }

  async verifyPayment(ref: InstrumentRef): Promise<VerifyResult> {
    const body = await vendorFind('flutterwave', this.cfg.baseUrl, {
      method: 'GET', path: `v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(ref.reference)}`, headers: this.auth(),
    });
    if (!body) return { status: 'unknown', payments: [] };
    const data = obj(body.data);
    const payment = toPayment(data);
    if (payment) return { status: 'paid', payments: [payment] };
    return { status: str(data.status) === 'failed' ? 'failed' : 'pending', payments: [] };
  }

  async verifyOtp(ref: InstrumentRef, otp: string): Promise<OtpResult> {
    if (ref.method !== 'flutterwave_link') return { ok: false, reason: 'unknown_reference' };
    const { status, body } = await vendorJson('flutterwave', this.cfg.baseUrl, {
      method: 'POST', path: 'v3/validate-charge', headers: this.auth(), body: { otp, flw_ref: ref.providerRef, type: 'card' },
    });
    if (status === 400 || str(body.status) === 'error') return { ok: false, reason: 'otp_invalid' };
    if (status >= 300) throw new VendorError('flutterwave', status, 'validate-charge failed');
    const data = obj(body.data);
    // A validated charge may still be pending; the webhook or "check now" brings it in then.
    const id = str(data.id);
    return { ok: true, payment: id ? await this.confirmPayment({ vendor: 'flutterwave', eventId: id } as CollectedPayment) : null };
  }

  async confirmPayment(claimed: CollectedPayment): Promise<CollectedPayment | null> {
    const body = await vendorFind('flutterwave', this.cfg.baseUrl, {
      method: 'GET', path: `v3/transactions/${encodeURIComponent(claimed.eventId)}/verify`, headers: this.auth(),
    });
    return body ? toPayment(obj(body.data)) : null;
  }
}

function toPayment(data: Record<string, unknown>): CollectedPayment | null {
  if (str(data.status) !== 'successful') return null;
  const id = str(data.id);
  const amount = majorToMinor(data.amount);
  const currency = str(data.currency);
  const txRef = str(data.tx_ref);
  if (!id || amount === null || !currency || !txRef) return null;
  return {
    vendor: 'flutterwave', eventId: id, method: str(data.payment_type) === 'bank_transfer' ? 'flutterwave_reserved' : 'flutterwave_link',
    reference: txRef, accountNumber: null, amount, currency, providerRef: str(data.flw_ref) ?? id, paidAt: date(data.created_at, new Date()),
  };
}
