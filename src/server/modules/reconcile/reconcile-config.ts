/** How reconciliation runs (decision 0042); every figure has a default and a bad value stops the start by name. */
export interface ReconcileConfig {
  /** Every open instrument and pending payout is asked about at its vendor once per interval. */
  intervalSeconds: number;
  /** Payouts and refunds are re-checked once pending this long (the payout job's own checks come first). */
  pendingAfterSeconds: number;
  /** Instruments, payouts and refunds each: the most one run asks a vendor about, oldest first. */
  batch: number;
}

/** SPEC §9 promises a repayment's status within 15 minutes: a lost notification is found in a third of that. */
export const DEFAULT_RECONCILE: ReconcileConfig = { intervalSeconds: 300, pendingAfterSeconds: 180, batch: 200 };

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(n) || n < min || n > max) throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  return n;
}

/** RECONCILE_INTERVAL_SECONDS, RECONCILE_PENDING_AFTER_SECONDS, RECONCILE_BATCH. */
export function readReconcileConfig(env: NodeJS.ProcessEnv): ReconcileConfig {
  return {
    intervalSeconds: whole(env, 'RECONCILE_INTERVAL_SECONDS', DEFAULT_RECONCILE.intervalSeconds, 30, 86_400),
    pendingAfterSeconds: whole(env, 'RECONCILE_PENDING_AFTER_SECONDS', DEFAULT_RECONCILE.pendingAfterSeconds, 0, 86_400),
    batch: whole(env, 'RECONCILE_BATCH', DEFAULT_RECONCILE.batch, 1, 10_000),
  };
}
