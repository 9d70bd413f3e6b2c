import { safeEqual } from '../../../crypto/safe-equal';
import { header } from '../webhooks/webhook-auth';
import type { PayoutWebhookParser } from '../webhooks/payout-webhook-parse';
import { jsonObject } from '../webhooks/webhook-parse';
import { parseMessage } from '../../vendor-message';
import { flutterwaveEvent, flutterwaveTransferEvent } from './flutterwave-schemas';

/**
 * Flutterwave's `transfer.completed` on /api/webhooks/flutterwave, beside the charge events:
 * the dashboard's secret hash arrives verbatim in `verif-hash`. The transfer is then fetched
 * by our reference before anything moves. The transfer's id with its final status is the
 * event id (a completed transfer is reported once per status).
 */
export const flutterwaveTransferWebhook: PayoutWebhookParser = (input, secretHash) => {
  const body = jsonObject(input.rawBody);
  // Not a transfer event: the collections' parser reads (or refuses) it.
  if (flutterwaveEvent.safeParse(body).data?.event !== 'transfer.completed') return null;
  if (!safeEqual(header(input.headers, 'verif-hash'), secretHash)) return { kind: 'unauthorized' };
  const parsed = parseMessage(flutterwaveTransferEvent, body);
  if (!parsed.ok) return { kind: 'malformed', message: 'transfer.completed', paths: parsed.paths };
  const { id, status, reference } = parsed.value.data;
  const eventId = `transfer.completed:${id}:${status}`;
  return { kind: 'event', event: 'transfer.completed', eventId, reference };
};
