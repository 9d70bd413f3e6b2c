import type {
  CollectedPayment, CollectionInstrument, CollectionMethod, CollectionRequest, CollectionsProvider, InstrumentRef, VerifyResult,
} from '../collections-provider';
import { obj, str } from '../webhooks/webhook-parse';
import { CollectionRefused } from '../collections-provider';
import { conektaPaidOrder } from './conekta-webhook';
import { customerEmail } from './customer-email';
import { vendorFind, vendorOk, VendorError } from './vendor-http';

/** Conekta's API version we speak (sent in Accept, as Conekta requires): 2.2.0, the current one. */
export const CONEKTA_ACCEPT = 'application/vnd.conekta-v2.2.0+json';

/**
 * A Conekta cash reference ("Conekta Efectivo", https://developers.conekta.com): POST /orders with
 * one `cash` charge, the borrower's real phone and our reference in metadata → a reference (and
 * barcode) the borrower pays in cash at Conekta's store network, and its expiry. Conekta's current
 * cash network lists 7-Eleven, Farmacias del Ahorro, Círculo K and others; OXXO Pay itself is now
 * Digital FEMSA's product (decision 0040). SPEC's method keeps its name `oxxo`. A retried create
 * finds the order by our reference (GET /orders?search=) before making another. A payment is the
 * order's paid charge; webhooks and "check now" both re-fetch the order (GET /orders/:id). Centavos.
 */
export class ConektaCashCollections implements CollectionsProvider {
  readonly name = 'conekta';
  readonly methods: readonly CollectionMethod[] = ['oxxo'];

  constructor(private readonly cfg: { privateKey: string; baseUrl: string }) {}

  private headers() {
    return { authorization: `Bearer ${this.cfg.privateKey}`, accept: CONEKTA_ACCEPT, 'accept-language': 'es' };
  }

  async createInstrument(req: CollectionRequest): Promise<CollectionInstrument> {
    if (req.amount === null) throw new RangeError('a cash reference needs an amount');
    if (!req.customer.phone) throw new CollectionRefused('needsBvn', 'Conekta needs the customer\'s phone');
    const order = await this.orderByReference(req.reference) ?? await vendorOk('conekta', this.cfg.baseUrl, { method: 'POST', path: 'orders', headers: this.headers(), body: {
      currency: req.currency,
      customer_info: { name: req.customer.name, email: customerEmail(req.customer), phone: req.customer.phone },
      line_items: [{ name: `Pago préstamo ${req.orderNo}`, unit_price: req.amount, quantity: 1 }],
      charges: [{ payment_method: { type: 'cash', ...(req.expiresAt ? { expires_at: Math.floor(req.expiresAt.getTime() / 1000) } : {}) } }],
      metadata: { reference: req.reference, orderNo: req.orderNo },
    } });
    const charges = obj(order.charges).data;
    const method = obj(obj(Array.isArray(charges) ? charges[0] : undefined).payment_method);
    const reference = str(method.reference);
    const orderId = str(order.id);
    if (!reference || !orderId) throw new VendorError('conekta', 200, 'order answered no OXXO reference');
    const expires = typeof method.expires_at === 'number' ? new Date(method.expires_at * 1000) : req.expiresAt;
    return {
      method: req.method, reference: req.reference, providerRef: orderId, kind: 'cashReference',
      cashReference: { reference, barcode: reference }, expiresAt: expires, amount: req.amount,
    };
  }

  async verifyPayment(ref: InstrumentRef): Promise<VerifyResult> {
    const order = await this.order(ref.providerRef);
    if (!order) return { status: 'unknown', payments: [] };
    const payment = conektaPaidOrder(order);
    if (payment) return { status: 'paid', payments: [payment] };
    const status = str(order.payment_status);
    return { status: status === 'declined' || status === 'expired' || status === 'canceled' ? 'failed' : 'pending', payments: [] };
  }

  async confirmPayment(claimed: CollectedPayment): Promise<CollectedPayment | null> {
    const order = await this.order(claimed.providerRef);
    const payment = order ? conektaPaidOrder(order) : null;
    return payment && payment.eventId === claimed.eventId ? payment : null;
  }

  private async orderByReference(reference: string): Promise<Record<string, unknown> | null> {
    const list = await vendorFind('conekta', this.cfg.baseUrl, { method: 'GET', path: `orders?search=${encodeURIComponent(reference)}&limit=10`, headers: this.headers() });
    const data = list ? list.data : [];
    const found = (Array.isArray(data) ? data : []).map(obj).find((o) => str(obj(o.metadata).reference) === reference);
    return found ?? null;
  }

  private async order(id: string): Promise<Record<string, unknown> | null> {
    return vendorFind('conekta', this.cfg.baseUrl, { method: 'GET', path: `orders/${encodeURIComponent(id)}`, headers: this.headers() });
  }
}
