import { VENDOR_REFERENCE_PATTERN } from '../../../../domain/collections/vendor-reference';
import { vendorText } from '../../vendor-message';
import type { WebhookInput } from './webhook-parse';

export type PayoutWebhookParse =
  /** Not a payout event of this vendor: the collections parser reads it. */
  | null
  | { kind: 'unauthorized' }
  | { kind: 'malformed'; message: string; paths: readonly string[] }
  /** Authentic: which of our payouts it concerns and the event's id. What happened is asked from the vendor. */
  | { kind: 'event'; event: string; eventId: string; reference: string };

/**
 * A payout webhook of one vendor on its shared `/api/webhooks/<vendor>` route, checked with the payout vendor's own
 * secret.
 */
export type PayoutWebhookParser = (input: WebhookInput, secret: string) => PayoutWebhookParse;

/** A reference we made (PAY…/RFD…), or null: anything else — a NUL, a stranger's guess — is refused before a query. */
export function ourReference(value: string | null): string | null {
  return value && VENDOR_REFERENCE_PATTERN.test(value) ? value : null;
}

const EVENT_ID_PART = /^[\x21-\x7e]{1,100}$/;

/** An event id we store: printable ASCII only, bounded. */
export function eventIdOf(...parts: (string | null)[]): string | null {
  const id = parts.join(':');
  return parts.every((p) => p !== null && EVENT_ID_PART.test(p)) ? id : null;
}

/** A part of an event id in a schema: what `eventIdOf` takes, so a failure names its path. */
export const eventIdPart = vendorText.refine((v) => EVENT_ID_PART.test(v), 'not a storable id');

/** One of our references in a schema, as `ourReference` reads it. */
export const ourReferenceText = vendorText.refine((v) => ourReference(v) !== null, 'not a reference of ours');
