import type { FastifyInstance } from 'fastify';
import type { SandboxSigningKeys } from '../../providers/payments/collections-config';
import {
  SandboxPayError,
  type PayTarget,
  type SandboxCollections,
} from '../../providers/payments/sandbox/sandbox-collections';
import { signedWebhook } from '../../providers/payments/sandbox/sandbox-webhooks';

export interface SandboxPayOutcome {
  ok: boolean;
  /** Our webhook's HTTP status and body, as the vendor would have seen them. */
  webhookStatus?: number;
  webhookBody?: unknown;
  error?: SandboxPayError['code'];
  amount?: number;
  currency?: string;
}

/** Our reference, a CLABE / NUBAN, or an OXXO reference: whatever the tester has in hand. */
export function payTarget(value: string): PayTarget {
  if (/^\d{18}$/.test(value) || /^\d{10}$/.test(value)) return { accountNumber: value };
  if (/^93\d{12}$/.test(value)) return { cashReference: value };
  return { reference: value };
}

/**
 * The sandbox "vendor" receives the money and calls our own webhook, signed exactly as that
 * vendor would, through the app itself (inject), so the whole real path runs: raw-body
 * signature check, re-fetch, receivePayment.
 */
export async function sandboxPay(
  app: FastifyInstance,
  sandbox: SandboxCollections,
  keys: SandboxSigningKeys,
  target: PayTarget,
  override: { amount?: number; currency?: string } = {},
  notify = true,
): Promise<SandboxPayOutcome> {
  let paid;
  try {
    paid = await sandbox.pay(target, override);
  } catch (err) {
    if (err instanceof SandboxPayError) return { ok: false, error: err.code };
    throw err;
  }
  // A lost notification (decision 0042): the vendor has the money, only reconciliation will find it.
  if (!notify) return { ok: true, amount: paid.amount, currency: paid.currency };
  const hook = signedWebhook(paid, keys);
  const res = await app.inject({ method: 'POST', url: hook.url, headers: hook.headers, payload: hook.payload });
  let body: unknown = res.body;
  try {
    body = res.json();
  } catch {
    /* not JSON: keep the text */
  }
  return {
    ok: res.statusCode < 300,
    webhookStatus: res.statusCode,
    webhookBody: body,
    amount: paid.amount,
    currency: paid.currency,
  };
}
