import { majorToMinor } from '../minor-units';
import { safeEqual } from '../../../crypto/safe-equal';
import { header } from '../webhooks/webhook-auth';
import { date, jsonObject, obj, str, type WebhookVendor } from '../webhooks/webhook-parse';

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
    if (!body) return { kind: 'malformed' };
    const event = str(body.event) ?? '';
    if (event !== 'charge.completed') return { kind: 'ignored', event };
    const data = obj(body.data);
    if (str(data.status) !== 'successful') return { kind: 'ignored', event: `${event}:${str(data.status) ?? ''}` };
    const id = str(data.id);
    const amount = majorToMinor(data.amount);
    const currency = str(data.currency);
    const txRef = str(data.tx_ref);
    if (!id || amount === null || !currency || !txRef) return { kind: 'malformed' };
    const transfer = str(data.payment_type) === 'bank_transfer';
    return {
      kind: 'payment',
      payment: {
        vendor: 'flutterwave', eventId: id, vendorTxId: id, method: transfer ? 'flutterwave_reserved' : 'flutterwave_link',
        reference: txRef, accountNumber: null, amount, currency,
        providerRef: str(data.flw_ref) ?? id, paidAt: date(data.created_at, new Date()),
      },
    };
  },
};
