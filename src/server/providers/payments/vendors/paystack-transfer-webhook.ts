import { safeEqual } from '../../../crypto/safe-equal';
import { hmacHex, header } from '../webhooks/webhook-auth';
import { eventIdOf, ourReference, type PayoutWebhookParser } from '../webhooks/payout-webhook-parse';
import { jsonObject, obj, str } from '../webhooks/webhook-parse';
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
  const event = body ? str(body.event) : null;
  if (!event || !TRANSFER_EVENTS.has(event)) return null;
  if (!safeEqual(header(input.headers, 'x-paystack-signature'), hmacHex('sha512', secretKey, input.rawBody))) return { kind: 'unauthorized' };
  const data = obj(body?.data);
  const raw = str(data.reference);
  const reference = ourReference(raw && /^[a-z0-9]+$/.test(raw) ? fromPaystackReference(raw) : null);
  const eventId = eventIdOf(event, str(data.id));
  if (!reference || !eventId) return { kind: 'malformed' };
  return { kind: 'event', event, eventId, reference };
};
