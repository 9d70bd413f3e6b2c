import { wholeNumber, type SettingsShape } from './setting-types';

/** How reconciliation runs (decision 0042). */
export interface ReconcileConfig {
  /** Every open instrument and pending payout is asked about at its vendor once per interval. */
  intervalSeconds: number;
  /** Payouts and refunds are re-checked once pending this long (the payout job's own checks come first). */
  pendingAfterSeconds: number;
  /** Instruments, payouts and refunds each: the most one run asks a vendor about, oldest first. */
  batch: number;
}

/**
 * A repayment's status is promised within 15 minutes (decision 0042): a lost notification is found in a third of that.
 */
export const DEFAULT_RECONCILE: ReconcileConfig = { intervalSeconds: 300, pendingAfterSeconds: 180, batch: 200 };

export const RECONCILE_SETTINGS = {
  RECONCILE_INTERVAL_SECONDS: wholeNumber({
    doc: 'How often open instruments and pending payouts are re-checked with the vendors: a lost payment notification shows within this.',
    min: 30,
    max: 86_400,
    default: DEFAULT_RECONCILE.intervalSeconds,
    unit: 'seconds',
  }),
  RECONCILE_PENDING_AFTER_SECONDS: wholeNumber({
    doc: 'A payout or refund pending this long is re-checked by reconciliation and listed as stuck on the console.',
    min: 0,
    max: 86_400,
    default: DEFAULT_RECONCILE.pendingAfterSeconds,
    unit: 'seconds',
  }),
  RECONCILE_BATCH: wholeNumber({
    doc: 'The most instruments, payouts and refunds (each) one reconciliation pass asks about, oldest first.',
    min: 1,
    max: 10_000,
    default: DEFAULT_RECONCILE.batch,
  }),
} satisfies SettingsShape;
