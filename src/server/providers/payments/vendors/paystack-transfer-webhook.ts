import { safeEqual } from '../../../crypto/safe-equal';
import { hmacHex, header } from '../webhooks/webhook-auth';
import { ourReference, type PayoutWebhookParser } from '../webhooks/payout-webhook-parse';
import { jsonObject } from '../webhooks/webhook-parse';
import { parseMessage } from '../../vendor-message';
import { paystackEvent, paystackTransferEvent } from './paystack-schemas';
import { fromPaystackReference } from './paystack-transfers';

const TRANSFER_EVENTS = new Set(['transfer.success', 'transfer.failed', 'transfer.reversed']);

/**
 * Paystack's transfer events on /api/webhooks/paystack, beside the charge events: the same
 * scheme (HMAC-SHA512 hex of the raw body under the secret key, in x-paystack-signature). The
 * event names which transfer (our reference, lower-cased) and its id; the transfer is then
 * verified with Paystack before anything moves. Paystack sends no event id: the transfer's id
 * with the event name is one.
 */
export const paystackTransferWebhook: PayoutWebhookParser = (input, secretKey) => {
  const body = jsonObject(input.rawBody);
  const event = paystackEvent.safeParse(body).data?.event;
  // Not a transfer event: the collections' parser reads (or refuses) it.
  if (!event || !TRANSFER_EVENTS.has(event)) return null;
  if (!safeEqual(header(input.headers, 'x-paystack-signature'), hmacHex('sha512', secretKey, input.rawBody)))
    return { kind: 'unauthorized' };
  const parsed = parseMessage(paystackTransferEvent, body);
  if (!parsed.ok) return { kind: 'malformed', message: event, paths: parsed.paths };
  const { id, reference: raw } = parsed.value.data;
  const reference = ourReference(fromPaystackReference(raw));
  if (!reference) return { kind: 'malformed', message: event, paths: ['data.reference'] };
  const eventId = `${event}:${id}`;
  return { kind: 'event', event, eventId, reference };
};
