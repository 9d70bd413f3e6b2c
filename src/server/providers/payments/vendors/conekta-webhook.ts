import type { CollectedPayment } from '../collections-provider';
import { wholeMinor } from '../minor-units';
import { header, rsaSha256Valid } from '../webhooks/webhook-auth';
import { date, jsonObject, obj, str, type WebhookVendor } from '../webhooks/webhook-parse';

/**
 * Conekta (OXXO): the `digest` header is the RSA-SHA256 signature (base64) of the raw body made
 * with the webhook key; we hold its public half. A cash payment is the event `order.paid`: the
 * order (data.object) carries our reference in metadata and its paid charge. The body is only a
 * claim: the route re-fetches the order (GET /orders/:id) before anything is credited. The
 * payment's id is the paid charge's id — the same whether it reaches us by webhook or by a
 * "check now" — so the two can never credit twice. Amounts are centavos.
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

/** Reads an `order.paid` event. */
export function conektaOrderPaid(event: Record<string, unknown>): ReturnType<WebhookVendor['parse']> {
  const type = str(event.type) ?? '';
  if (type !== 'order.paid') return { kind: 'ignored', event: type };
  const payment = conektaPaidOrder(obj(obj(event.data).object));
  return payment ? { kind: 'payment', payment } : { kind: 'malformed' };
}

/** A paid Conekta order (as in an event or from GET /orders/:id) as a payment; null if it is not paid. */
export function conektaPaidOrder(order: Record<string, unknown>): CollectedPayment | null {
  const charge = obj((obj(order.charges).data as unknown[] | undefined)?.find((c) => str(obj(c).status) === 'paid'));
  const reference = str(obj(order.metadata).reference);
  const amount = wholeMinor(charge.amount ?? order.amount);
  const currency = str(charge.currency ?? order.currency);
  const chargeId = str(charge.id);
  if (!reference || amount === null || !currency || !chargeId) return null;
  return {
    vendor: 'conekta', eventId: chargeId, vendorTxId: chargeId, method: 'oxxo', reference, accountNumber: null, amount, currency,
    providerRef: str(order.id) ?? chargeId, paidAt: date(charge.paid_at, new Date()),
  };
}
