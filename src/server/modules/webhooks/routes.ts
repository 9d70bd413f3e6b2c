import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { CollectedPayment, CollectionsProvider } from '../../providers/payments/collections-provider';
import type { WebhookKeys, WebhookVendor } from '../../providers/payments/webhooks/webhook-parse';
import { WEBHOOK_VENDORS } from './webhook-vendors';

/** Where a confirmed payment goes: REPAY-SERVER's receivePayment (dedupe + credit in one transaction). */
export type PaymentSink = (payment: CollectedPayment) => Promise<{ outcome: 'credited' | 'duplicate' | 'parked' | 'heldAsCredit'; reason?: string }>;

export interface WebhookOptions {
  collections: CollectionsProvider;
  keys: WebhookKeys;
  sink: PaymentSink;
}

/** Vendors send small JSON; anything bigger is not a payment notification. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * POST /api/webhooks/<vendor> (paystack, flutterwave, monnify, conekta, stp): plain paths (not
 * the encrypted transport), registered in their own scope whose only body parser keeps the raw
 * bytes, so the signature is checked on exactly what the vendor signed. Then the payment is
 * re-fetched from the vendor (`confirmPayment`) and handed to the sink, which records, dedupes
 * and credits in one transaction; the vendor gets its acknowledgement as soon as that commits.
 */
export async function webhookRoutes(app: FastifyInstance, opts: WebhookOptions): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) => done(null, body));
    for (const spec of Object.values(WEBHOOK_VENDORS)) {
      scope.post(`/api/webhooks/${spec.vendor}`, async (req, reply) => {
        const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const query = Object.fromEntries(Object.entries(req.query as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? v : undefined]));
        const { status, body } = await handleWebhook(spec, { rawBody, headers: req.headers, query }, opts, req.log);
        reply.code(status).header('cache-control', 'no-store');
        return body;
      });
    }
  });
}

export async function handleWebhook(
  spec: WebhookVendor, input: Parameters<WebhookVendor['parse']>[0], opts: WebhookOptions, log: FastifyBaseLogger,
): Promise<{ status: number; body: unknown }> {
  const parsed = spec.parse(input, opts.keys);
  if (parsed.kind === 'unauthorized') {
    log.warn({ vendor: spec.vendor }, 'webhook refused: signature missing or wrong');
    return { status: 401, body: { error: 'invalid signature' } };
  }
  if (parsed.kind === 'malformed') {
    log.warn({ vendor: spec.vendor }, 'webhook refused: not a payment we can read');
    return { status: 400, body: { error: 'malformed notification' } };
  }
  if (parsed.kind === 'ignored') return spec.ack;
  const claimed = parsed.payment;
  // The body is a claim; what we credit is the vendor's own answer.
  const confirmed = await opts.collections.confirmPayment(claimed);
  if (!confirmed || confirmed.vendor !== claimed.vendor || confirmed.eventId !== claimed.eventId) {
    log.warn({ vendor: spec.vendor, eventId: claimed.eventId }, 'webhook not confirmed by the vendor: nothing credited');
    return spec.ack;
  }
  const result = await opts.sink(confirmed);
  log.info({ vendor: spec.vendor, eventId: confirmed.eventId, outcome: result.outcome, reason: result.reason }, 'payment notification recorded');
  return spec.ack;
}
