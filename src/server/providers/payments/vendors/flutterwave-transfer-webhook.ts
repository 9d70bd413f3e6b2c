import { safeEqual } from '../../../crypto/safe-equal';
import { header } from '../webhooks/webhook-auth';
import { eventIdOf, ourReference, type PayoutWebhookParser } from '../webhooks/payout-webhook-parse';
import { jsonObject, obj, str } from '../webhooks/webhook-parse';

/**
 * Flutterwave's `transfer.completed` on /api/webhooks/flutterwave, beside the charge events:
 * the dashboard's secret hash arrives verbatim in `verif-hash`. The transfer is then fetched
 * by our reference before anything moves. The transfer's id with its final status is the
 * event id (a completed transfer is reported once per status).
 */
export const flutterwaveTransferWebhook: PayoutWebhookParser = (input, secretHash) => {
  const body = jsonObject(input.rawBody);
  if (!body || str(body.event) !== 'transfer.completed') return null;
  if (!safeEqual(header(input.headers, 'verif-hash'), secretHash)) return { kind: 'unauthorized' };
  const data = obj(body.data);
  const reference = ourReference(str(data.reference));
  const eventId = eventIdOf('transfer.completed', str(data.id), str(data.status));
  if (!reference || !eventId) return { kind: 'malformed' };
  return { kind: 'event', event: 'transfer.completed', eventId, reference };
};
