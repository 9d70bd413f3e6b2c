import { safeEqual } from '../../../crypto/safe-equal';
import { hmacHex, header } from '../webhooks/webhook-auth';
import { jsonObject, NOT_JSON, type WebhookVendor } from '../webhooks/webhook-parse';
import { parseMessage } from '../../vendor-message';
import { monnifyPayment } from './monnify-payment';
import { monnifyEvent, monnifyPaymentStatus, monnifyTransaction } from './monnify-schemas';

/**
 * Monnify: `monnify-signature` is the HMAC-SHA512 (hex) of the raw body with the client secret.
 * A payment is `SUCCESSFUL_TRANSACTION` with paymentStatus PAID; into a reserved account its
 * `product.reference` is the accountReference we chose (= our instrument reference).
 * `transactionReference` is Monnify's id of the payment. Amounts are major units.
 */
export const monnifyWebhook: WebhookVendor = {
  vendor: 'monnify',
  ack: { status: 200, body: { received: true } },
  parse(input, keys) {
    const signature = header(input.headers, 'monnify-signature');
    if (!safeEqual(signature, hmacHex('sha512', keys.monnifyClientSecret, input.rawBody)))
      return { kind: 'unauthorized' };
    const body = jsonObject(input.rawBody);
    if (!body) return NOT_JSON;
    const head = parseMessage(monnifyEvent, body);
    if (!head.ok) return { kind: 'malformed', message: 'event', paths: head.paths };
    const event = head.value.eventType;
    if (event !== 'SUCCESSFUL_TRANSACTION') return { kind: 'ignored', event };
    const status = parseMessage(monnifyPaymentStatus, body);
    if (!status.ok) return { kind: 'malformed', message: event, paths: status.paths };
    const paymentStatus = status.value.eventData.paymentStatus;
    if (paymentStatus !== 'PAID') return { kind: 'ignored', event: `${event}:${paymentStatus ?? ''}` };
    const parsed = parseMessage(monnifyTransaction, body);
    if (!parsed.ok) return { kind: 'malformed', message: event, paths: parsed.paths };
    const data = parsed.value.eventData;
    return { kind: 'payment', payment: monnifyPayment(data, data.product.reference) };
  },
};
