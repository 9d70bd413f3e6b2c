import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps';
import type { PayoutsConfig } from '../../providers/payments/payouts-config';
import type { PayoutWebhookParser } from '../../providers/payments/webhooks/payout-webhook-parse';
import type { WebhookInput } from '../../providers/payments/webhooks/webhook-parse';
import { flutterwaveTransferWebhook } from '../../providers/payments/vendors/flutterwave-transfer-webhook';
import { paystackTransferWebhook } from '../../providers/payments/vendors/paystack-transfer-webhook';
import { applyPayoutEvent, type PayoutEventOutcome } from '../disbursement';

/** Told of each payout notification handled, for the webhook metric. */
export type PayoutEventCounter = (vendor: string, outcome: PayoutEventOutcome) => void;

/**
 * Looks at a notification on a vendor's shared route first: a payout event is answered here, anything else (null) goes
 * on to the collections.
 */
export type PayoutWebhookHook = (
  vendor: string,
  input: WebhookInput,
  log: FastifyBaseLogger,
) => Promise<{ status: number; body: unknown } | null>;

const ACK: Record<string, unknown> = { paystack: { received: true }, flutterwave: { status: 'success' } };

/** Unknown references are refused (4xx) so the vendor's dashboard shows them; nothing moved. */
const STATUS: Record<PayoutEventOutcome, number> = {
  applied: 200,
  duplicate: 200,
  pending: 200,
  refund: 200,
  unknown: 422,
};

/** The payout vendors of this instance whose events arrive on a shared route, each with the secret it signs with. */
function parsers(config: PayoutsConfig | undefined): Map<string, { parse: PayoutWebhookParser; secret: string }> {
  const out = new Map<string, { parse: PayoutWebhookParser; secret: string }>();
  if (config?.ng === 'paystack' && config.paystack)
    out.set('paystack', { parse: paystackTransferWebhook, secret: config.paystack.secretKey });
  if (config?.ng === 'flutterwave' && config.flutterwave)
    out.set('flutterwave', { parse: flutterwaveTransferWebhook, secret: config.flutterwave.secretHash });
  return out;
}

export function payoutWebhookHook(deps: Deps, counted: PayoutEventCounter = () => {}): PayoutWebhookHook {
  const byVendor = parsers(deps.config.payouts);
  return async (vendor, input, log) => {
    const spec = byVendor.get(vendor);
    const parsed = spec ? spec.parse(input, spec.secret) : null;
    if (!parsed) return null;
    if (parsed.kind === 'unauthorized') {
      log.warn({ vendor }, 'payout webhook refused: signature missing or wrong');
      return { status: 401, body: { error: 'invalid signature' } };
    }
    if (parsed.kind === 'malformed') {
      const { message, paths } = parsed;
      log.warn({ vendor, message, paths }, 'payout webhook refused: not a payout of ours');
      return { status: 400, body: { error: 'malformed notification' } };
    }
    const outcome = await applyPayoutEvent(deps, { vendor, eventId: parsed.eventId, reference: parsed.reference });
    counted(vendor, outcome);
    log.info({ vendor, event: parsed.event, eventId: parsed.eventId, outcome }, 'payout notification handled');
    return {
      status: STATUS[outcome],
      body: STATUS[outcome] === 200 ? ACK[vendor] : { error: 'unknown payout reference' },
    };
  };
}
