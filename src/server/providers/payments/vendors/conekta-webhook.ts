import type { CollectedPayment } from '../collections-provider';
import { header, rsaSha256Valid } from '../webhooks/webhook-auth';
import { date, jsonObject, NOT_JSON, type WebhookVendor } from '../webhooks/webhook-parse';
import { parseMessage } from '../../vendor-message';
import { conektaEvent, conektaOrderPaidEvent, type ConektaOrderRead } from './conekta-schemas';

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
    if (!rsaSha256Valid(input.rawBody, header(input.headers, 'digest'), keys.conektaWebhookPublicKey))
      return { kind: 'unauthorized' };
    const body = jsonObject(input.rawBody);
    if (!body) return NOT_JSON;
    return conektaOrderPaid(body);
  },
};

/** Reads an `order.paid` event. */
export function conektaOrderPaid(event: Record<string, unknown>): ReturnType<WebhookVendor['parse']> {
  const head = parseMessage(conektaEvent, event);
  if (!head.ok) return { kind: 'malformed', message: 'event', paths: head.paths };
  const type = head.value.type;
  if (type !== 'order.paid') return { kind: 'ignored', event: type };
  const parsed = parseMessage(conektaOrderPaidEvent, event);
  if (!parsed.ok) return { kind: 'malformed', message: type, paths: parsed.paths };
  const payment = conektaPaidOrder(parsed.value.data.object);
  // Paid, yet no paid charge with its id, whole centavos and currency: not a payment we can read.
  return payment ? { kind: 'payment', payment } : { kind: 'malformed', message: type, paths: ['data.object.charges'] };
}

/** A paid Conekta order (as in an event or from GET /orders/:id) as a payment; null if it is not paid. */
export function conektaPaidOrder(order: ConektaOrderRead): CollectedPayment | null {
  const charge = order.charges.data.find((c) => c.status === 'paid');
  const reference = order.metadata?.reference;
  const amount = charge?.amount ?? order.amount;
  const currency = charge?.currency ?? order.currency;
  if (!charge?.id || !reference || amount === undefined || !currency) return null;
  return {
    vendor: 'conekta',
    eventId: charge.id,
    vendorTxId: charge.id,
    method: 'oxxo',
    reference,
    accountNumber: null,
    amount,
    currency,
    providerRef: order.id ?? charge.id,
    paidAt: date(charge.paid_at, new Date()),
  };
}
