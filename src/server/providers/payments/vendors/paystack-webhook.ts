import { wholeMinor } from '../minor-units';
import { safeEqual } from '../../../crypto/safe-equal';
import { hmacHex, header } from '../webhooks/webhook-auth';
import { date, jsonObject, obj, str, type WebhookVendor } from '../webhooks/webhook-parse';

/**
 * Paystack: `x-paystack-signature` is the HMAC-SHA512 (hex) of the raw body with the secret key.
 * A card payment arrives as `charge.success` with our reference; a transfer into a dedicated
 * account as `charge.success` on channel `dedicated_nuban`, with Paystack's own reference and
 * the receiving account in `authorization.receiver_bank_account_number`. Amounts are kobo.
 */
export const paystackWebhook: WebhookVendor = {
  vendor: 'paystack',
  ack: { status: 200, body: { received: true } },
  parse(input, keys) {
    const signature = header(input.headers, 'x-paystack-signature');
    if (!safeEqual(signature, hmacHex('sha512', keys.paystackSecretKey, input.rawBody))) return { kind: 'unauthorized' };
    const body = jsonObject(input.rawBody);
    if (!body) return { kind: 'malformed' };
    const event = str(body.event) ?? '';
    if (event !== 'charge.success') return { kind: 'ignored', event };
    const data = obj(body.data);
    if (str(data.status) !== 'success') return { kind: 'ignored', event: `${event}:${str(data.status) ?? ''}` };
    const id = str(data.id);
    const amount = wholeMinor(data.amount);
    const currency = str(data.currency);
    const reference = str(data.reference);
    if (!id || amount === null || !currency || !reference) return { kind: 'malformed' };
    const dedicated = str(data.channel) === 'dedicated_nuban';
    const account = dedicated ? str(obj(data.authorization).receiver_bank_account_number) : null;
    if (dedicated && !account) return { kind: 'malformed' };
    return {
      kind: 'payment',
      payment: {
        vendor: 'paystack', eventId: id, vendorTxId: reference, method: dedicated ? 'paystack_dedicated' : 'paystack_card',
        reference: dedicated ? null : reference, accountNumber: account, amount, currency,
        providerRef: reference, paidAt: date(data.paid_at ?? data.paidAt, new Date()),
      },
    };
  },
};
