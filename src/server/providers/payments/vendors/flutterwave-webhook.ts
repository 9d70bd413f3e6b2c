import { safeEqual } from '../../../crypto/safe-equal';
import { header } from '../webhooks/webhook-auth';
import { jsonObject, NOT_JSON, type WebhookVendor } from '../webhooks/webhook-parse';
import { parseMessage } from '../../vendor-message';
import { flutterwavePayment } from './flutterwave-payment';
import { flutterwaveCharge, flutterwaveChargeStatus, flutterwaveEvent } from './flutterwave-schemas';

/**
 * Flutterwave: the `verif-hash` header carries the secret hash set on the dashboard, verbatim.
 * A payment is `charge.completed` with status `successful`; `data.id` is the transaction id we
 * must verify (GET /v3/transactions/:id/verify) before giving value; `tx_ref` is ours. A transfer
 * into a virtual account has payment_type `bank_transfer`. Amounts are major units.
 */
export const flutterwaveWebhook: WebhookVendor = {
  vendor: 'flutterwave',
  ack: { status: 200, body: { status: 'success' } },
  parse(input, keys) {
    if (!safeEqual(header(input.headers, 'verif-hash'), keys.flutterwaveSecretHash)) return { kind: 'unauthorized' };
    const body = jsonObject(input.rawBody);
    if (!body) return NOT_JSON;
    const head = parseMessage(flutterwaveEvent, body);
    if (!head.ok) return { kind: 'malformed', message: 'event', paths: head.paths };
    const event = head.value.event;
    if (event !== 'charge.completed') return { kind: 'ignored', event };
    const status = parseMessage(flutterwaveChargeStatus, body);
    if (!status.ok) return { kind: 'malformed', message: event, paths: status.paths };
    const chargeStatus = status.value.data.status;
    if (chargeStatus !== 'successful') return { kind: 'ignored', event: `${event}:${chargeStatus ?? ''}` };
    const charge = parseMessage(flutterwaveCharge, body);
    if (!charge.ok) return { kind: 'malformed', message: event, paths: charge.paths };
    return { kind: 'payment', payment: flutterwavePayment(charge.value.data) };
  },
};
