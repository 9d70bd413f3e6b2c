import { createHash } from 'node:crypto';
import { systemClock, type Clock } from '../../deps';
import type {
  AccountLookup, AccountVerification, CancelPayoutResult, PaymentsProvider, PayoutFailureCode, PayoutRequest, PayoutResult, PayoutStatus,
} from './payments-provider';

/** Account numbers ending in these digits do not exist in the sandbox, so tests and demos can exercise the failure. */
export const SANDBOX_UNKNOWN_ACCOUNT_SUFFIX = '0000';
/** Payouts to account numbers ending in these digits fail with 'account_unsupported' (PayFail demos). */
export const SANDBOX_UNSUPPORTED_ACCOUNT_SUFFIX = '9999';
/** How long a sandbox payout stays pending before it succeeds, unless configured. */
export const DEFAULT_PAYOUT_SANDBOX_DELAY_MS = 3000;
const FALLBACK_NAME = 'SANDBOX ACCOUNT HOLDER';

export interface SandboxPaymentsOptions {
  clock?: Clock;
  /** A payout is pending this long, then succeeded; 0 succeeds at once. */
  payoutDelayMs?: number;
  /** Bank codes whose accounts the sandbox cannot pay (besides numbers ending in 9999). */
  unsupportedBanks?: readonly string[];
}

/** One payout the sandbox accepted, by idempotency key. */
export interface SandboxPayout {
  idempotencyKey: string;
  orderNo: string;
  amount: number;
  currency: string;
  /** What identifies the request: a repeat with the same key must match it. */
  fingerprint: string;
  providerRef: string;
  status: PayoutStatus;
  failureCode?: PayoutFailureCode;
  readyAt: number;
  /** When the money "left": set once, so a payout can never be paid twice. */
  paidAt: number | null;
}

/**
 * Deterministic payments without a bank.
 *
 * Name enquiry: every account exists except those ending in 0000, and its holder is the
 * borrower's own name (upper case, as banks return it) or a fixed placeholder.
 *
 * Payouts: kept in memory by idempotency key, so a repeated call (a job re-run after a crash)
 * answers the same outcome and never pays twice. A payout to an unsupported bank or to an
 * account ending in 9999 fails at once with 'account_unsupported'; any other is pending for
 * `payoutDelayMs` by the clock, then succeeded. A cancel before it succeeded stops it for good,
 * also for a key not seen yet (the request may still be on its way). Never used for real money:
 * production needs a vendor adapter implementing the same interface.
 */
export class SandboxPayments implements PaymentsProvider {
  readonly name = 'sandbox';
  private readonly clock: Clock;
  private readonly delayMs: number;
  private readonly unsupportedBanks: ReadonlySet<string>;
  private readonly payouts = new Map<string, SandboxPayout>();
  /** Append-only: every time money "left". A payout paid twice would show here twice. */
  private readonly moneyOut: { idempotencyKey: string; orderNo: string; amount: number; paidAt: number }[] = [];

  constructor(opts: SandboxPaymentsOptions = {}) {
    this.clock = opts.clock ?? systemClock;
    this.delayMs = opts.payoutDelayMs ?? DEFAULT_PAYOUT_SANDBOX_DELAY_MS;
    if (!Number.isSafeInteger(this.delayMs) || this.delayMs < 0) throw new RangeError('the sandbox payout delay must be a whole number of milliseconds ≥ 0');
    this.unsupportedBanks = new Set(opts.unsupportedBanks ?? []);
  }

  async verifyAccount(lookup: AccountLookup): Promise<AccountVerification> {
    if (lookup.accountNumber.endsWith(SANDBOX_UNKNOWN_ACCOUNT_SUFFIX)) return { found: false };
    const hint = lookup.holderHint?.replace(/\s+/g, ' ').trim();
    return { found: true, accountName: hint ? hint.toLocaleUpperCase('en') : FALLBACK_NAME };
  }

  async payout(request: PayoutRequest): Promise<PayoutResult> {
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0) throw new RangeError('payout amount must be a positive whole number of minor units');
    const fingerprint = [request.orderNo, request.amount, request.currency, request.account.bankCode, request.account.accountNumber].join('|');
    const known = this.payouts.get(request.idempotencyKey);
    if (known) {
      // A cancel may have reserved the key before the request arrived: it stays cancelled.
      if (known.fingerprint && known.fingerprint !== fingerprint) throw new Error('idempotency key reused for a different payout');
      known.fingerprint = fingerprint;
      return this.result(known);
    }
    const now = this.clock.now().getTime();
    const unsupported = this.unsupportedBanks.has(request.account.bankCode)
      || request.account.accountNumber.endsWith(SANDBOX_UNSUPPORTED_ACCOUNT_SUFFIX);
    const record: SandboxPayout = {
      idempotencyKey: request.idempotencyKey,
      orderNo: request.orderNo,
      amount: request.amount,
      currency: request.currency,
      fingerprint,
      providerRef: providerRef(request.idempotencyKey),
      status: unsupported ? 'failed' : 'pending',
      ...(unsupported ? { failureCode: 'account_unsupported' as const } : {}),
      readyAt: now + this.delayMs,
      paidAt: null,
    };
    this.payouts.set(request.idempotencyKey, record);
    return this.result(record);
  }

  async payoutStatus(idempotencyKey: string): Promise<PayoutResult | null> {
    const known = this.payouts.get(idempotencyKey);
    return known ? this.result(known) : null;
  }

  async cancelPayout(idempotencyKey: string): Promise<CancelPayoutResult> {
    const known = this.payouts.get(idempotencyKey);
    if (!known) {
      this.payouts.set(idempotencyKey, {
        idempotencyKey, orderNo: '', amount: 0, currency: '', fingerprint: '', providerRef: providerRef(idempotencyKey),
        status: 'failed', failureCode: 'cancelled', readyAt: 0, paidAt: null,
      });
      return { cancelled: true };
    }
    const { status } = this.result(known);
    if (status === 'succeeded') return { cancelled: false, status };
    if (status === 'pending') {
      known.status = 'failed';
      known.failureCode = 'cancelled';
    }
    return { cancelled: true };
  }

  /** What the sandbox has accepted, for tests and the demo: amounts and states, no account numbers. */
  records(): Omit<SandboxPayout, 'fingerprint'>[] {
    return [...this.payouts.values()].map((p) => {
      this.result(p);
      const { fingerprint: _f, ...rest } = p;
      return { ...rest };
    });
  }

  /** Every payment made, in order: what a bank statement of the sandbox would show. */
  paidOut(): readonly { idempotencyKey: string; orderNo: string; amount: number; paidAt: number }[] {
    for (const p of this.payouts.values()) this.result(p);
    return [...this.moneyOut];
  }

  /** Brings a pending payout up to the clock: past its delay, it is paid (once). */
  private result(p: SandboxPayout): PayoutResult {
    if (p.status === 'pending' && this.clock.now().getTime() >= p.readyAt) {
      p.status = 'succeeded';
      p.paidAt = this.clock.now().getTime();
      this.moneyOut.push({ idempotencyKey: p.idempotencyKey, orderNo: p.orderNo, amount: p.amount, paidAt: p.paidAt });
    }
    return { status: p.status, providerRef: p.providerRef, ...(p.failureCode ? { failureCode: p.failureCode } : {}) };
  }
}

function providerRef(idempotencyKey: string): string {
  return `sbx_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 20)}`;
}
