import type { z } from 'zod';
import { checkMethodAmount, type CashNetwork } from '../../../../domain/markets/payment-methods';
import type {
  CollectedPayment,
  CollectionInstrument,
  CollectionMethod,
  CollectionRequest,
  CollectionsProvider,
  InstrumentRef,
  VerifyResult,
} from '../collections-provider';
import { CollectionRefused } from '../collections-provider';
import { conektaCashOrder, conektaOrder, conektaOrderPage, conektaOrderSearch } from './conekta-schemas';
import { conektaPaidOrder } from './conekta-webhook';
import { customerEmail } from './customer-email';
import { vendorAnswer } from './vendor-answer';
import { vendorFind, vendorOk, VendorError } from './vendor-http';

type Order = z.output<typeof conektaOrder>;

/** Conekta's API version we speak (sent in Accept, as Conekta requires): 2.2.0, the current one. */
export const CONEKTA_ACCEPT = 'application/vnd.conekta-v2.2.0+json';
/** Digital FEMSA's ("Femsa API" 2.1.0, github.com/digitalfemsa/openapi): every operation answers this media type. */
export const DIGITAL_FEMSA_ACCEPT = 'application/vnd.app-v2.1.0+json';

/**
 * The two processors whose orders API has the same shapes (decision 0077): who issues the
 * reference, where, and in which API version. `oxxo_pay` is Digital FEMSA's OXXO Pay, payable at
 * OXXO stores; `conekta_efectivo` is Conekta's own cash network (7-Eleven, Círculo K, …, not OXXO).
 */
export const CASH_PROCESSORS: Record<
  CashNetwork,
  { processor: 'digitalfemsa' | 'conekta'; baseUrl: string; accept: string }
> = {
  oxxo_pay: { processor: 'digitalfemsa', baseUrl: 'https://api.digitalfemsa.io', accept: DIGITAL_FEMSA_ACCEPT },
  conekta_efectivo: { processor: 'conekta', baseUrl: 'https://api.conekta.io', accept: CONEKTA_ACCEPT },
};

/** The orders list's largest page (the `limit` query's documented maximum). */
const PAGE = 250;
/**
 * How far back from `since` an order may have been made and still be paid in the window: the
 * list has no date filter, so pages are read newest first until orders are older than any
 * reference we issue could live (ours live 3 days; the processors allow up to 30 — assumed).
 */
const LOOKBACK_MS = 31 * 86_400_000;

export interface CashOrdersConfig {
  privateKey: string;
  baseUrl: string;
  network: CashNetwork;
}

/**
 * A cash reference through a Conekta-shaped orders API — Digital FEMSA's OXXO Pay or Conekta
 * Efectivo, as configured (decision 0077): POST /orders with one `cash` charge, the borrower's
 * real phone and our reference in metadata → a reference (and barcode) the borrower pays in
 * cash at the network's stores, and its expiry. SPEC's method keeps its name `oxxo`. A retried
 * create finds the order by our reference (GET /orders?search=) before making another. A
 * payment is the order's paid charge; webhooks and "check now" both re-fetch the order
 * (GET /orders/:id), and the daily list reads GET /orders page by page. Centavos. The vendor
 * key on payments stays `conekta` (the webhook route and the stored payments name the API
 * family, not the company).
 */
export class ConektaCashCollections implements CollectionsProvider {
  readonly name: string;
  readonly methods: readonly CollectionMethod[] = ['oxxo'];
  readonly cashNetwork: CashNetwork;
  private readonly accept: string;

  constructor(private readonly cfg: CashOrdersConfig) {
    this.cashNetwork = cfg.network;
    this.name = CASH_PROCESSORS[cfg.network].processor;
    this.accept = CASH_PROCESSORS[cfg.network].accept;
  }

  private headers() {
    return { authorization: `Bearer ${this.cfg.privateKey}`, accept: this.accept, 'accept-language': 'es' };
  }

  async createInstrument(req: CollectionRequest): Promise<CollectionInstrument> {
    if (req.amount === null) throw new RangeError('a cash reference needs an amount');
    // The till takes a reference for its amount only within the network's range: none is ever made outside it.
    if (!checkMethodAmount('oxxo', req.amount).ok)
      throw new RangeError('a cash reference outside the per-payment limits');
    if (!req.customer.phone) throw new CollectionRefused('needsBvn', "the processor needs the customer's phone");
    const found = await this.orderByReference(req.reference);
    const answer =
      found ??
      (await vendorOk(this.name, this.cfg.baseUrl, {
        method: 'POST',
        path: 'orders',
        headers: this.headers(),
        body: {
          currency: req.currency,
          customer_info: { name: req.customer.name, email: customerEmail(req.customer), phone: req.customer.phone },
          line_items: [{ name: `Pago préstamo ${req.orderNo}`, unit_price: req.amount, quantity: 1 }],
          charges: [
            {
              payment_method: {
                type: 'cash',
                ...(req.expiresAt ? { expires_at: Math.floor(req.expiresAt.getTime() / 1000) } : {}),
              },
            },
          ],
          metadata: { reference: req.reference, orderNo: req.orderNo },
        },
      }));
    const order = vendorAnswer(this.name, found ? 'GET orders?search' : 'POST orders', conektaCashOrder, answer);
    const method = order.charges.data[0].payment_method;
    const { reference } = method;
    const expires = typeof method.expires_at === 'number' ? new Date(method.expires_at * 1000) : req.expiresAt;
    return {
      method: req.method,
      reference: req.reference,
      providerRef: order.id,
      kind: 'cashReference',
      cashReference: { reference, barcode: method.barcode ?? reference, network: this.cashNetwork },
      expiresAt: expires,
      amount: req.amount,
    };
  }

  async verifyPayment(ref: InstrumentRef): Promise<VerifyResult> {
    const order = await this.order(ref.providerRef);
    if (!order) return { status: 'unknown', payments: [] };
    const payment = conektaPaidOrder(order);
    if (payment) return { status: 'paid', payments: [payment] };
    const status = order.payment_status;
    return {
      status: status === 'declined' || status === 'expired' || status === 'canceled' ? 'failed' : 'pending',
      payments: [],
    };
  }

  async confirmPayment(claimed: CollectedPayment): Promise<CollectedPayment | null> {
    const order = await this.order(claimed.providerRef);
    const payment = order ? conektaPaidOrder(order) : null;
    return payment && payment.eventId === claimed.eventId ? payment : null;
  }

  /**
   * Every cash payment with its time in [since, until), read from GET /orders newest first,
   * page by page (`has_more`, and the `next` cursor of `next_page_url`, always asked of our own
   * base URL), each paid order described by `conektaPaidOrder` as verify and confirm do.
   */
  async listTransactions(since: Date, until: Date): Promise<CollectedPayment[]> {
    const out: CollectedPayment[] = [];
    const oldest = since.getTime() - LOOKBACK_MS;
    let next: string | null = null;
    for (let pages = 0; pages < 10_000; pages++) {
      const path: string = `orders?limit=${PAGE}${next ? `&next=${encodeURIComponent(next)}` : ''}`;
      const answer = await vendorOk(this.name, this.cfg.baseUrl, { method: 'GET', path, headers: this.headers() });
      const list = vendorAnswer(this.name, 'GET orders', conektaOrderPage, answer);
      const { data } = list;
      for (const order of data) {
        const payment = conektaPaidOrder(order);
        if (payment && payment.paidAt >= since && payment.paidAt < until) out.push(payment);
      }
      const created = data.flatMap((o) => (o.created_at === undefined ? [] : [o.created_at * 1000]));
      const olderThanAny = created.length > 0 && Math.max(...created) < oldest;
      next = list.has_more === true ? (nextCursor(list.next_page_url) ?? data.at(-1)?.id ?? null) : null;
      if (!next || olderThanAny) return out;
    }
    throw new VendorError(this.name, 200, 'the orders list did not end');
  }

  /** The order already made under our reference (a retried create), as the search answers it, or null. */
  private async orderByReference(reference: string): Promise<unknown> {
    const list = await vendorFind(this.name, this.cfg.baseUrl, {
      method: 'GET',
      path: `orders?search=${encodeURIComponent(reference)}&limit=10`,
      headers: this.headers(),
    });
    if (!list) return null;
    const { data } = vendorAnswer(this.name, 'GET orders?search', conektaOrderSearch, list);
    return data.find((o) => o.metadata?.reference === reference) ?? null;
  }

  private async order(id: string): Promise<Order | null> {
    const body = await vendorFind(this.name, this.cfg.baseUrl, {
      method: 'GET',
      path: `orders/${encodeURIComponent(id)}`,
      headers: this.headers(),
    });
    return body ? vendorAnswer(this.name, 'GET orders/:id', conektaOrder, body) : null;
  }
}

/** The `next` cursor of a `next_page_url` (only the cursor is taken: our key never follows a URL to another host). */
function nextCursor(url: string | null | undefined): string | null {
  if (!url || !URL.canParse(url)) return null;
  return new URL(url).searchParams.get('next');
}
