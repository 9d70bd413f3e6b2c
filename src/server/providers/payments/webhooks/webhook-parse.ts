import type { CollectedPayment, CollectionMethod, CollectionVendor } from '../collections-provider';

export interface WebhookInput {
  /** The bytes exactly as received: every signature is computed over them, never over re-serialised JSON. */
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, string | undefined>;
  /** The address the request came from (Fastify's req.ip, honouring the trusted proxy setting). */
  sourceIp?: string;
}

export type WebhookParse =
  /** Signature (or token) missing or wrong: answered 401, nothing recorded. */
  | { kind: 'unauthorized' }
  /** From an address the vendor does not send from (STP's allow-list): answered 403. */
  | { kind: 'forbiddenSource' }
  /**
   * Authentic but not a payment we can read: 400 so the vendor's dashboard shows it. `message`
   * names which of the vendor's messages it claimed to be, `paths` where its schema failed
   * (never the values: they can hold account numbers and names).
   */
  | { kind: 'malformed'; message: string; paths: readonly string[] }
  /** Authentic, an event we do not act on (a failed charge, a transfer): acknowledged. */
  | { kind: 'ignored'; event: string }
  | { kind: 'payment'; payment: CollectedPayment };

/** The secrets each vendor signs with (the sandbox signs with the same ones, see collections-config.ts). */
export interface WebhookKeys {
  /** Paystack signs with the account's secret key (HMAC-SHA512 hex in x-paystack-signature). */
  paystackSecretKey: string;
  /** Flutterwave sends the dashboard's "secret hash" verbatim in verif-hash. */
  flutterwaveSecretHash: string;
  /** Monnify signs with the client secret (HMAC-SHA512 hex in monnify-signature). */
  monnifyClientSecret: string;
  /** Conekta signs the body (RSA-SHA256, base64 in the digest header) with the webhook key; we hold its public half. */
  conektaWebhookPublicKey: string;
  /** STP does not sign deposit notifications: the URL registered with STP carries this token (?token=…). */
  stpWebhookToken: string;
  /** The addresses STP notifies from; null while Mexico collects through the sandbox (it posts from inside). */
  stpAllowedIps: readonly string[] | null;
}

export interface WebhookVendor {
  vendor: CollectionVendor;
  parse(input: WebhookInput, keys: WebhookKeys): WebhookParse;
  /** What the vendor expects back once the notification is recorded. */
  ack: { status: number; body: unknown };
  /**
   * A vendor that sends a transfer back when our answer asks it to (STP's devolución, decision
   * 0076): the answer for a payment that matches no open loan, by why. Without it such money is
   * parked for an operator as before.
   */
  returned?(reason: string): { status: number; body: unknown };
}

/** Which vendor carries each method's money (the sandbox speaks as that vendor). */
export const METHOD_VENDOR: Record<CollectionMethod, CollectionVendor> = {
  stp_clabe: 'stp',
  oxxo: 'conekta',
  paystack_card: 'paystack',
  paystack_dedicated: 'paystack',
  flutterwave_link: 'flutterwave',
  flutterwave_reserved: 'flutterwave',
  monnify_reserved: 'monnify',
};

/** A body that is not a JSON object at all. */
export const NOT_JSON: WebhookParse = { kind: 'malformed', message: 'body', paths: ['(root)'] };

/** The JSON object of a body, or null: a body that is not an object is malformed, never a crash. */
export function jsonObject(raw: Buffer): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(raw.toString('utf8'));
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function obj(v: unknown): Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

export function str(v: unknown): string | null {
  if (typeof v === 'string' && v.trim() !== '') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

export function date(v: unknown, fallback: Date): Date {
  if (typeof v === 'number' && Number.isFinite(v)) return new Date(v < 1e12 ? v * 1000 : v);
  if (typeof v === 'string') {
    const d = new Date(v);
    if (!Number.isNaN(d.getTime())) return d;
  }
  return fallback;
}
