import { safeEqual } from '../../../crypto/safe-equal';
import { hmacHex, header } from '../webhooks/webhook-auth';
import { jsonObject, NOT_JSON, type WebhookVendor } from '../webhooks/webhook-parse';
import { parseMessage } from '../../vendor-message';
import { paystackPayment } from './paystack-payment';
import { paystackCharge, paystackChargeStatus, paystackEvent } from './paystack-schemas';

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
    if (!safeEqual(signature, hmacHex('sha512', keys.paystackSecretKey, input.rawBody)))
      return { kind: 'unauthorized' };
    const body = jsonObject(input.rawBody);
    if (!body) return NOT_JSON;
    const head = parseMessage(paystackEvent, body);
    if (!head.ok) return { kind: 'malformed', message: 'event', paths: head.paths };
    const event = head.value.event;
    if (event !== 'charge.success') return { kind: 'ignored', event };
    const status = parseMessage(paystackChargeStatus, body);
    if (!status.ok) return { kind: 'malformed', message: event, paths: status.paths };
    const chargeStatus = status.value.data.status;
    if (chargeStatus !== 'success') return { kind: 'ignored', event: `${event}:${chargeStatus ?? ''}` };
    const charge = parseMessage(paystackCharge, body);
    if (!charge.ok) return { kind: 'malformed', message: event, paths: charge.paths };
    return { kind: 'payment', payment: paystackPayment(charge.value.data) };
  },
};
