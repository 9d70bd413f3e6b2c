import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FAKE_CREDENTIALS } from '../fake-credentials';
import type { FakeVendorModule, FakeWorld } from '../fake-world';

/**
 * A Conekta-shaped orders API with cash charges (decision 0077), as either processor serves it:
 * Digital FEMSA's OXXO Pay (github.com/digitalfemsa/openapi, "Femsa API" 2.1.0: Accept
 * `application/vnd.app-v2.1.0+json`, `femsa.errors.*` codes, charges paid at OXXO) or Conekta
 * Efectivo (https://developers.conekta.com, API 2.x: Accept `application/vnd.conekta-v…+json`).
 * POST /orders, GET /orders/:id, GET /orders (newest first, `limit` up to 250, cursor `next`,
 * `has_more` and `next_page_url`; `search` matches metadata). Refuses a wrong private key, an
 * Accept header of another API, an order without the customer's name, e-mail or phone, and a
 * cash order outside 10.00–10,000.00 MXN, with the processor's error object. A reference paid
 * here turns the order `paid` and notifies `order.paid`, signed as the processor does: RSA-SHA256
 * of the body with the webhook key, base64, in `digest`. The key pair is made when the fake
 * starts; its public half is printed as CONEKTA_WEBHOOK_PUBLIC_KEY.
 */
const KEY = FAKE_CREDENTIALS.conekta.privateKey;
const CONEKTA_VERSIONS = new Set(['2.0.0', '2.1.0', '2.2.0']);
/** Cash per order, as the till takes one reference (decision 0077). */
const MIN_CASH = 1_000;
const MAX_CASH = 1_000_000;
const MAX_PAGE = 250;

type Network = 'oxxo_pay' | 'conekta_efectivo';
const SERVICE: Record<
  Network,
  {
    errors: string;
    serviceName: string;
    storeName: string;
    type: string;
    refPrefix: string;
    accepts: (accept: string) => boolean;
  }
> = {
  oxxo_pay: {
    errors: 'femsa.errors',
    serviceName: 'OxxoPay',
    storeName: 'OXXO',
    type: 'oxxo',
    refPrefix: '98',
    accepts: (a) => a === 'application/vnd.app-v2.1.0+json',
  },
  conekta_efectivo: {
    errors: 'conekta.errors',
    serviceName: 'Conekta Efectivo',
    storeName: 'Conekta Efectivo',
    type: 'cash',
    refPrefix: '93',
    accepts: (a) => CONEKTA_VERSIONS.has(/^application\/vnd\.conekta-v(\d+\.\d+\.\d+)\+json$/.exec(a)?.[1] ?? ''),
  },
};

interface Order {
  id: string;
  amount: number;
  currency: string;
  customer_info: Record<string, unknown>;
  metadata: Record<string, unknown>;
  line_items: unknown[];
  payment_status: 'pending_payment' | 'paid' | 'expired';
  created_at: number;
  charge: {
    id: string;
    status: 'pending_payment' | 'paid';
    paid_at: number | null;
    reference: string;
    expires_at: number;
  };
}

class ConektaState {
  serial = 0;
  orders: Order[] = [];
  readonly webhookKeys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  next() {
    return ++this.serial;
  }
}

export function cashOrdersFake(
  network: Network,
  name: string,
  prefix: string,
): FakeVendorModule & { state: ConektaState } {
  const service = SERVICE[network];

  function conektaError(
    reply: FastifyReply,
    status: number,
    type: string,
    message: string,
    param: string | null = null,
  ) {
    return reply.code(status).send({
      object: 'error',
      type,
      log_id: randomBytes(12).toString('hex'),
      details: [{ debug_message: message, message, param, code: `${service.errors}.${type}` }],
    });
  }

  function authorized(req: FastifyRequest, reply: FastifyReply): boolean {
    if (req.headers.authorization !== `Bearer ${KEY}`) {
      void conektaError(reply, 401, 'authentication_error', 'Please include your access key in your request.');
      return false;
    }
    if (!service.accepts(String(req.headers.accept ?? ''))) {
      void conektaError(
        reply,
        400,
        'parameter_validation_error',
        'The Accept header must name an API version this server serves.',
        'accept',
      );
      return false;
    }
    return true;
  }

  function orderView(o: Order) {
    return {
      livemode: false,
      amount: o.amount,
      currency: o.currency,
      payment_status: o.payment_status,
      amount_refunded: 0,
      customer_info: { ...o.customer_info, object: 'customer_info' },
      object: 'order',
      id: o.id,
      metadata: o.metadata,
      created_at: o.created_at,
      updated_at: o.created_at,
      line_items: { object: 'list', has_more: false, total: o.line_items.length, data: o.line_items },
      charges: {
        object: 'list',
        has_more: false,
        total: 1,
        data: [
          {
            id: o.charge.id,
            livemode: false,
            created_at: o.created_at,
            currency: o.currency,
            amount: o.amount,
            order_id: o.id,
            status: o.charge.status,
            paid_at: o.charge.paid_at,
            fee: Math.round(o.amount * 0.039),
            object: 'charge',
            payment_method: {
              service_name: service.serviceName,
              barcode_url: `https://barcodes.example/${o.charge.reference}.png`,
              object: 'cash_payment',
              type: service.type,
              expires_at: o.charge.expires_at,
              store_name: service.storeName,
              reference: o.charge.reference,
              barcode: o.charge.reference,
            },
          },
        ],
      },
    };
  }

  return {
    name,
    prefix,
    state: new ConektaState(),
    reset() {
      this.state = new ConektaState();
    },
    settings(baseUrl) {
      return {
        COLLECTIONS_MX: 'vendors',
        CASH_NETWORK_MX: network,
        CONEKTA_BASE_URL: baseUrl,
        CONEKTA_PRIVATE_KEY: KEY,
        CONEKTA_WEBHOOK_PUBLIC_KEY: this.state.webhookKeys.publicKey.trim().replace(/\n/g, '\\n'),
      };
    },

    register(scope, world) {
      const s = this.state;

      scope.post('/orders', async (req, reply) => {
        if (!authorized(req, reply)) return reply;
        const b = (req.body ?? {}) as Record<string, unknown>;
        const info = (b.customer_info ?? {}) as Record<string, unknown>;
        for (const field of ['name', 'email', 'phone'] as const) {
          if (typeof info[field] !== 'string' || !(info[field] as string).trim()) {
            return conektaError(
              reply,
              422,
              'parameter_validation_error',
              `The parameter customer_info.${field} is required.`,
              `customer_info.${field}`,
            );
          }
        }
        if (!/^\+?\d{10,15}$/.test(info.phone as string))
          return conektaError(
            reply,
            422,
            'parameter_validation_error',
            'The phone number is invalid.',
            'customer_info.phone',
          );
        const items = Array.isArray(b.line_items) ? (b.line_items as Record<string, unknown>[]) : [];
        const amount = items.reduce((sum, i) => sum + Number(i.unit_price) * Number(i.quantity), 0);
        if (!items.length || !Number.isSafeInteger(amount) || amount < MIN_CASH)
          return conektaError(
            reply,
            422,
            'parameter_validation_error',
            'The order amount must be at least 10.00 MXN.',
            'line_items',
          );
        const charge = Array.isArray(b.charges) ? (b.charges[0] as Record<string, unknown>) : undefined;
        const method = (charge?.payment_method ?? {}) as Record<string, unknown>;
        if (method.type !== 'cash')
          return conektaError(
            reply,
            422,
            'parameter_validation_error',
            'This fake serves cash charges only.',
            'charges.payment_method.type',
          );
        // The store's till takes one reference up to 10,000.00 MXN: the processor makes none above it.
        if (amount > MAX_CASH)
          return conektaError(
            reply,
            422,
            'parameter_validation_error',
            'The amount of a cash charge cannot exceed 10,000.00 MXN.',
            'line_items',
          );
        const now = Math.floor(world.now().getTime() / 1000);
        const n = s.next();
        const order: Order = {
          id: `ord_${randomBytes(10).toString('hex')}`,
          amount,
          currency: typeof b.currency === 'string' ? b.currency : 'MXN',
          customer_info: info,
          metadata: (b.metadata ?? {}) as Record<string, unknown>,
          line_items: items,
          payment_status: 'pending_payment',
          created_at: now,
          charge: {
            id: `${randomBytes(12).toString('hex')}`,
            status: 'pending_payment',
            paid_at: null,
            reference: `${service.refPrefix}${String(n).padStart(12, '0')}`,
            expires_at: typeof method.expires_at === 'number' ? method.expires_at : now + 30 * 86_400,
          },
        };
        s.orders.push(order);
        return orderView(order);
      });

      scope.get('/orders/:id', async (req, reply) => {
        if (!authorized(req, reply)) return reply;
        const o = s.orders.find((x) => x.id === (req.params as { id: string }).id);
        if (!o) return conektaError(reply, 404, 'resource_not_found_error', 'The resource was not found.', 'id');
        return orderView(o);
      });

      scope.get('/orders', async (req, reply) => {
        if (!authorized(req, reply)) return reply;
        const q = req.query as { search?: string; limit?: string; next?: string };
        const limit = q.limit === undefined ? 20 : Number(q.limit);
        if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE)
          return conektaError(
            reply,
            422,
            'parameter_validation_error',
            'The limit must be between 1 and 250.',
            'limit',
          );
        const search = q.search ?? '';
        // Newest first, as the processors list orders.
        const all = s.orders
          .filter((o) => !search || JSON.stringify(o.metadata).includes(search) || o.id === search)
          .slice()
          .reverse();
        const start = q.next ? all.findIndex((o) => o.id === q.next) + 1 : 0;
        if (q.next && start === 0)
          return conektaError(
            reply,
            422,
            'parameter_validation_error',
            'The next cursor is not an order of this list.',
            'next',
          );
        const page = all.slice(start, start + limit);
        const hasMore = start + limit < all.length;
        const base = `${world.fakeUrl}/${prefix}/orders?limit=${limit}${search ? `&search=${encodeURIComponent(search)}` : ''}`;
        return {
          has_more: hasMore,
          object: 'list',
          data: page.map(orderView),
          next_page_url: hasMore ? `${base}&next=${page[page.length - 1].id}` : null,
          previous_page_url: start > 0 ? `${base}&previous=${page[0].id}` : null,
        };
      });
    },

    async pay(target, _amount, world) {
      const order = this.state.orders.find((o) => o.charge.reference === target);
      if (!order) return false;
      if (order.payment_status === 'paid') return true;
      // A cash reference is paid for exactly its amount at the store.
      order.payment_status = 'paid';
      order.charge.status = 'paid';
      order.charge.paid_at = Math.floor(world.now().getTime() / 1000);
      await notify(world, orderView(order), this.state.webhookKeys.privateKey);
      return true;
    },
  };
}

/** Digital FEMSA's OXXO Pay: the cash network the app offers by default (CASH_NETWORK_MX=oxxo_pay). */
export const oxxoPayCollections = cashOrdersFake('oxxo_pay', 'digitalfemsa-collections', 'digitalfemsa');
/** Conekta Efectivo (CASH_NETWORK_MX=conekta_efectivo), for the adapter's tests; not started by `npm run fakes`. */
export const conektaCollections = cashOrdersFake('conekta_efectivo', 'conekta-collections', 'conekta');

/** Conekta's order.paid event, signed with the webhook key (RSA-SHA256, base64) in `digest`. */
async function notify(world: FakeWorld, view: unknown, privateKey: string): Promise<void> {
  const body = JSON.stringify({
    data: { object: view, previous_attributes: { payment_status: 'pending_payment' } },
    livemode: false,
    webhook_status: 'pending',
    webhook_logs: [],
    id: `evt_${randomBytes(10).toString('hex')}`,
    object: 'event',
    type: 'order.paid',
    created_at: Math.floor(world.now().getTime() / 1000),
  });
  const digest = sign('sha256', Buffer.from(body), privateKey).toString('base64');
  await world.deliver('/api/webhooks/conekta', body, { 'content-type': 'application/json', digest });
}
