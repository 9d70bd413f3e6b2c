import { createHash } from 'node:crypto';
import { and, asc, eq, gte, isNotNull, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxPayouts } from '../../db/schema';
import { systemClock, type Clock } from '../../clock';
import type {
  AccountLookup,
  AccountVerification,
  CancelPayoutResult,
  PaymentsProvider,
  PayoutFailureCode,
  PayoutListing,
  PayoutRequest,
  PayoutResult,
  PayoutStatus,
} from './payments-provider';
/** Account numbers ending in these digits do not exist in the sandbox, so tests and demos can exercise the failure. */
export const SANDBOX_UNKNOWN_ACCOUNT_SUFFIX = '0000';
/** Payouts to account numbers ending in these digits fail with 'account_unsupported' (PayFail demos). */
export const SANDBOX_UNSUPPORTED_ACCOUNT_SUFFIX = '9999';
/** How long a sandbox payout stays pending before it succeeds, unless configured. */
export const DEFAULT_PAYOUT_SANDBOX_DELAY_MS = 3000;
const FALLBACK_NAME = 'SANDBOX ACCOUNT HOLDER';

export interface SandboxPaymentsOptions {
  /** Where payouts are kept (`sandbox_payouts`). */
  db: Db;
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
 * Payouts: kept in the database (`sandbox_payouts`) by idempotency key, so a repeated call (a
 * job re-run after a crash, another instance, a restart) answers the same outcome and never pays
 * twice. A payout to an unsupported bank or to an account ending in 9999 fails at once with
 * 'account_unsupported'; any other is pending for `payoutDelayMs` by the clock, then succeeded.
 * A cancel before it succeeded stops it for good, also for a key not seen yet (the request may
 * still be on its way). Every state change is one conditional statement, so concurrent callers
 * agree. Never used for real money: production needs a vendor adapter implementing the same interface.
 */
export class SandboxPayments implements PaymentsProvider {
  readonly name = 'sandbox';
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly delayMs: number;
  private readonly unsupportedBanks: ReadonlySet<string>;

  constructor(opts: SandboxPaymentsOptions) {
    this.db = opts.db;
    this.clock = opts.clock ?? systemClock;
    this.delayMs = opts.payoutDelayMs ?? DEFAULT_PAYOUT_SANDBOX_DELAY_MS;
    if (!Number.isSafeInteger(this.delayMs) || this.delayMs < 0)
      throw new RangeError('the sandbox payout delay must be a whole number of milliseconds ≥ 0');
    this.unsupportedBanks = new Set(opts.unsupportedBanks ?? []);
  }

  async verifyAccount(lookup: AccountLookup): Promise<AccountVerification> {
    if (lookup.accountNumber.endsWith(SANDBOX_UNKNOWN_ACCOUNT_SUFFIX)) return { found: false };
    const hint = lookup.holderHint?.replace(/\s+/g, ' ').trim();
    return { found: true, accountName: hint ? hint.toLocaleUpperCase('en') : FALLBACK_NAME };
  }

  async payout(request: PayoutRequest): Promise<PayoutResult> {
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
      throw new RangeError('payout amount must be a positive whole number of minor units');
    const fingerprint = fingerprintOf(request);
    const now = this.clock.now();
    const unsupported =
      this.unsupportedBanks.has(request.account.bankCode) ||
      request.account.accountNumber.endsWith(SANDBOX_UNSUPPORTED_ACCOUNT_SUFFIX);
    await this.db
      .insert(sandboxPayouts)
      .values({
        idempotencyKey: request.idempotencyKey,
        orderNo: request.orderNo,
        amount: request.amount,
        currency: request.currency,
        fingerprint,
        providerRef: providerRef(request.idempotencyKey),
        status: unsupported ? 'failed' : 'pending',
        failureCode: unsupported ? 'account_unsupported' : null,
        readyAt: new Date(now.getTime() + this.delayMs),
      })
      .onConflictDoNothing();
    // A cancel may have reserved the key before the request arrived: it stays cancelled, and takes this request's
    // details.
    await this.db
      .update(sandboxPayouts)
      .set({ fingerprint, orderNo: request.orderNo, amount: request.amount, currency: request.currency })
      .where(and(eq(sandboxPayouts.idempotencyKey, request.idempotencyKey), eq(sandboxPayouts.fingerprint, '')));
    const known = await this.settle(request.idempotencyKey);
    if (!known) throw new Error('sandbox payout vanished');
    if (known.fingerprint !== fingerprint) throw new Error('idempotency key reused for a different payout');
    return result(known);
  }

  async payoutStatus(idempotencyKey: string): Promise<PayoutResult | null> {
    const known = await this.settle(idempotencyKey);
    return known ? result(known) : null;
  }

  async cancelPayout(idempotencyKey: string): Promise<CancelPayoutResult> {
    // Reserve the key as cancelled if the request has not arrived yet: a later payout finds it.
    await this.db
      .insert(sandboxPayouts)
      .values({
        idempotencyKey,
        orderNo: '',
        amount: 0,
        currency: '',
        fingerprint: '',
        providerRef: providerRef(idempotencyKey),
        status: 'failed',
        failureCode: 'cancelled',
        readyAt: new Date(0),
      })
      .onConflictDoNothing();
    await this.settle(idempotencyKey);
    const [stopped] = await this.db
      .update(sandboxPayouts)
      .set({ status: 'failed', failureCode: 'cancelled' })
      .where(and(eq(sandboxPayouts.idempotencyKey, idempotencyKey), eq(sandboxPayouts.status, 'pending')))
      .returning({ key: sandboxPayouts.idempotencyKey });
    if (stopped) return { cancelled: true };
    const [row] = await this.db
      .select({ status: sandboxPayouts.status })
      .from(sandboxPayouts)
      .where(eq(sandboxPayouts.idempotencyKey, idempotencyKey));
    if (row?.status === 'succeeded') return { cancelled: false, status: 'succeeded' };
    return { cancelled: true };
  }

  /** The sandbox's statement: every payout whose money left in [since, until), as a vendor's transfer list shows it. */
  async listPayouts(since: Date, until: Date): Promise<PayoutListing[]> {
    await this.settleDue();
    const rows = await this.db
      .select()
      .from(sandboxPayouts)
      .where(and(isNotNull(sandboxPayouts.paidAt), gte(sandboxPayouts.paidAt, since), lt(sandboxPayouts.paidAt, until)))
      .orderBy(asc(sandboxPayouts.paidAt), asc(sandboxPayouts.idempotencyKey));
    return rows.map((r) => ({
      idempotencyKey: r.idempotencyKey,
      providerRef: r.providerRef,
      amount: r.amount,
      currency: r.currency,
      status: r.status,
      at: r.paidAt as Date,
    }));
  }

  /** What the sandbox has accepted, for tests and the demo: amounts and states, no account numbers. */
  async records(): Promise<SandboxPayout[]> {
    await this.settleDue();
    const rows = await this.db
      .select()
      .from(sandboxPayouts)
      .orderBy(asc(sandboxPayouts.createdAt), asc(sandboxPayouts.idempotencyKey));
    return rows.map((r) => ({
      idempotencyKey: r.idempotencyKey,
      orderNo: r.orderNo,
      amount: r.amount,
      currency: r.currency,
      providerRef: r.providerRef,
      status: r.status,
      ...(r.failureCode ? { failureCode: r.failureCode as PayoutFailureCode } : {}),
      readyAt: r.readyAt.getTime(),
      paidAt: r.paidAt ? r.paidAt.getTime() : null,
    }));
  }

  /** Every payment made, in order: what a bank statement of the sandbox would show. */
  async paidOut(): Promise<{ idempotencyKey: string; orderNo: string; amount: number; paidAt: number }[]> {
    await this.settleDue();
    const rows = await this.db
      .select()
      .from(sandboxPayouts)
      .where(isNotNull(sandboxPayouts.paidAt))
      .orderBy(asc(sandboxPayouts.paidAt), asc(sandboxPayouts.idempotencyKey));
    return rows.map((r) => ({
      idempotencyKey: r.idempotencyKey,
      orderNo: r.orderNo,
      amount: r.amount,
      paidAt: (r.paidAt as Date).getTime(),
    }));
  }

  /**
   * Brings a pending payout up to the clock: past its delay it is paid, once (the update is conditional on pending).
   */
  private async settle(idempotencyKey: string) {
    const now = this.clock.now();
    await this.db
      .update(sandboxPayouts)
      .set({ status: 'succeeded', paidAt: now })
      .where(
        and(
          eq(sandboxPayouts.idempotencyKey, idempotencyKey),
          eq(sandboxPayouts.status, 'pending'),
          lte(sandboxPayouts.readyAt, now),
        ),
      );
    const [row] = await this.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.idempotencyKey, idempotencyKey));
    return row ?? null;
  }

  private async settleDue(): Promise<void> {
    const now = this.clock.now();
    await this.db
      .update(sandboxPayouts)
      .set({ status: 'succeeded', paidAt: now })
      .where(and(eq(sandboxPayouts.status, 'pending'), lte(sandboxPayouts.readyAt, now)));
  }
}

function result(p: { status: PayoutStatus; providerRef: string; failureCode: string | null }): PayoutResult {
  return {
    status: p.status,
    providerRef: p.providerRef,
    ...(p.failureCode ? { failureCode: p.failureCode as PayoutFailureCode } : {}),
  };
}

/** What identifies a payout request, hashed: the account number is never stored. */
function fingerprintOf(r: PayoutRequest): string {
  const text = [r.orderNo, r.amount, r.currency, r.account.bankCode, r.account.accountNumber].join('|');
  return createHash('sha256').update(text).digest('hex');
}

function providerRef(idempotencyKey: string): string {
  return `sbx_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 20)}`;
}
