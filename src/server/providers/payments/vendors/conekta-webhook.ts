import { wholeMinor } from '../minor-units';
import { header, rsaSha256Valid } from '../webhooks/webhook-auth';
import { date, jsonObject, obj, str, type WebhookVendor } from '../webhooks/webhook-parse';

/**
 * Conekta (OXXO): the `digest` header is the RSA-SHA256 signature (base64) of the raw body made
 * with the webhook key; we hold its public half. A cash payment is the event `order.paid`: the
 * order (data.object) carries our reference in metadata and its paid charge. The body is only a
 * claim: the route re-fetches the event by id (GET /events/:id) before anything is credited.
 * Amounts are centavos.
 */
export const conektaWebhook: WebhookVendor = {
  vendor: 'conekta',
  ack: { status: 200, body: { received: true } },
  parse(input, keys) {
    if (!rsaSha256Valid(input.rawBody, header(input.headers, 'digest'), keys.conektaWebhookPublicKey)) return { kind: 'unauthorized' };
    const body = jsonObject(input.rawBody);
    if (!body) return { kind: 'malformed' };
    return conektaOrderPaid(body);
  },
};

/** Reads an `order.paid` event (from a webhook body or from GET /events/:id). */
export function conektaOrderPaid(event: Record<string, unknown>): ReturnType<WebhookVendor['parse']> {
  const type = str(event.type) ?? '';
  if (type !== 'order.paid') return { kind: 'ignored', event: type };
  const eventId = str(event.id);
  const order = obj(obj(event.data).object);
  const charge = obj((obj(order.charges).data as unknown[] | undefined)?.find((c) => str(obj(c).status) === 'paid'));
  const reference = str(obj(order.metadata).reference);
  const amount = wholeMinor(charge.amount ?? order.amount);
  const currency = str(charge.currency ?? order.currency);
  const chargeId = str(charge.id);
  if (!eventId || !reference || amount === null || !currency || !chargeId) return { kind: 'malformed' };
  return {
    kind: 'payment',
    payment: {
      vendor: 'conekta', eventId, method: 'oxxo', reference, accountNumber: null, amount, currency,
      providerRef: str(order.id) ?? chargeId, paidAt: date(charge.paid_at, new Date()),
    },
  };
}
