import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { CollectedPayment, CollectionsProvider } from '../../providers/payments/collections-provider';
import type { WebhookKeys, WebhookVendor } from '../../providers/payments/webhooks/webhook-parse';
import { payloadProblem } from '../../../domain/api/safe-payload';

import type { PayoutWebhookHook } from './payout-webhooks';
import { WEBHOOK_VENDORS } from './webhook-vendors';

/**
 * Where a confirmed payment goes: REPAY-SERVER's receivePayment (dedupe + credit in one transaction).
 * `returnUnmatched`: the vendor sends back what we refuse (decision 0076), so money that matches no
 * open loan comes back 'returned' instead of parked.
 */
export type PaymentSink = (
  payment: CollectedPayment,
  options?: { returnUnmatched?: boolean },
) => Promise<{
  outcome: 'credited' | 'duplicate' | 'parked' | 'heldAsCredit' | 'returned';
  reason?: string;
}>;

/** Where a signed claim the vendor's records do not confirm is kept (never credited, never matchable). */
export type UnconfirmedSink = (
  claim: CollectedPayment,
  reason: 'notConfirmed',
  sourceIp: string | undefined,
) => Promise<void>;

export interface WebhookOptions {
  collections: CollectionsProvider;
  keys: WebhookKeys;
  sink: PaymentSink;
  /** Payout (transfer) events on the same routes, answered before the collections see them. */
  payoutEvents?: PayoutWebhookHook;
  unconfirmed?: UnconfirmedSink;
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
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    for (const spec of Object.values(WEBHOOK_VENDORS)) {
      scope.post(`/api/webhooks/${spec.vendor}`, async (req, reply) => {
        const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const query = Object.fromEntries(
          Object.entries(req.query as Record<string, unknown>).map(([k, v]) => [
            k,
            typeof v === 'string' ? v : undefined,
          ]),
        );
        const input = { rawBody, headers: req.headers, query, sourceIp: req.ip };
        const { status, body } =
          (await opts.payoutEvents?.(spec.vendor, input, req.log)) ?? (await handleWebhook(spec, input, opts, req.log));
        reply.code(status).header('cache-control', 'no-store');
        return body;
      });
    }
  });
}

const MALFORMED = { status: 400, body: { error: 'malformed notification' } };

function unstorable(payment: CollectedPayment, spec: WebhookVendor, log: FastifyBaseLogger): boolean {
  const problem = payloadProblem({ ...payment, paidAt: null });
  if (problem)
    log.warn({ vendor: spec.vendor, field: problem.field }, 'webhook refused: text the database cannot store');
  return problem !== null;
}

export async function handleWebhook(
  spec: WebhookVendor,
  input: Parameters<WebhookVendor['parse']>[0],
  opts: WebhookOptions,
  log: FastifyBaseLogger,
): Promise<{ status: number; body: unknown }> {
  const parsed = spec.parse(input, opts.keys);
  if (parsed.kind === 'unauthorized') {
    log.warn({ vendor: spec.vendor }, 'webhook refused: signature missing or wrong');
    return { status: 401, body: { error: 'invalid signature' } };
  }
  if (parsed.kind === 'forbiddenSource') {
    log.warn({ vendor: spec.vendor }, "webhook refused: not from the vendor's addresses");
    return { status: 403, body: { error: 'source not allowed' } };
  }
  if (parsed.kind === 'malformed') {
    // Which message and where its schema failed; never the body's values (accounts, names).
    const { message, paths } = parsed;
    log.warn({ vendor: spec.vendor, message, paths }, 'webhook refused: not a payment we can read');
    return MALFORMED;
  }
  if (parsed.kind === 'ignored') return spec.ack;
  const claimed = parsed.payment;
  // Every vendor, today's and future ones: an authentic body whose ids hold a NUL, a control
  // character or a lone surrogate cannot be stored or looked up, so it is refused before any
  // query — logged by vendor and field, never by the value.
  if (unstorable(claimed, spec, log)) return MALFORMED;
  // The body is a claim; what we credit is the vendor's own answer.
  const confirmed = await opts.collections.confirmPayment(claimed);
  if (confirmed && unstorable(confirmed, spec, log)) return MALFORMED;
  if (
    !confirmed ||
    !confirmed.vendorTxId ||
    confirmed.vendor !== claimed.vendor ||
    confirmed.eventId !== claimed.eventId ||
    confirmed.amount !== claimed.amount ||
    confirmed.currency !== claimed.currency
  ) {
    log.warn(
      { vendor: spec.vendor, eventId: claimed.eventId },
      'webhook not confirmed by the vendor: recorded, nothing credited',
    );
    await opts.unconfirmed?.(claimed, 'notConfirmed', input.sourceIp);
    return spec.ack;
  }
  const result = await opts.sink(confirmed, spec.returned ? { returnUnmatched: true } : undefined);
  log.info(
    { vendor: spec.vendor, eventId: confirmed.eventId, outcome: result.outcome, reason: result.reason },
    'payment notification recorded',
  );
  // Money that matches no open loan, at a vendor that returns it when we say so: our answer says so.
  if (result.outcome === 'returned' && spec.returned) return spec.returned(result.reason ?? '');
  return spec.ack;
}
