import { majorToMinor } from '../minor-units';
import { safeEqual } from '../../../crypto/safe-equal';
import { hmacHex, header } from '../webhooks/webhook-auth';
import { date, jsonObject, obj, str, type WebhookVendor } from '../webhooks/webhook-parse';

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
    if (!safeEqual(signature, hmacHex('sha512', keys.monnifyClientSecret, input.rawBody))) return { kind: 'unauthorized' };
    const body = jsonObject(input.rawBody);
    if (!body) return { kind: 'malformed' };
    const event = str(body.eventType) ?? '';
    if (event !== 'SUCCESSFUL_TRANSACTION') return { kind: 'ignored', event };
    const data = obj(body.eventData);
    if (str(data.paymentStatus) !== 'PAID') return { kind: 'ignored', event: `${event}:${str(data.paymentStatus) ?? ''}` };
    const id = str(data.transactionReference);
    const amount = majorToMinor(data.amountPaid);
    const currency = str(data.currency) ?? str(data.currencyCode);
    const product = obj(data.product);
    const reference = str(product.reference);
    if (!id || amount === null || !currency || !reference) return { kind: 'malformed' };
    const destination = obj(data.destinationAccountInformation);
    return {
      kind: 'payment',
      payment: {
        vendor: 'monnify', eventId: id, vendorTxId: id, method: 'monnify_reserved', reference,
        accountNumber: str(destination.accountNumber), amount, currency,
        providerRef: str(data.paymentReference) ?? id, paidAt: date(data.paidOn, new Date()),
      },
    };
  },
};
