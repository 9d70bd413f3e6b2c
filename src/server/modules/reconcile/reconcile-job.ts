import type { Deps } from '../../deps';
import { enqueue } from '../../jobs/queue';
import { jobKind, noPayload } from '../../jobs/job-kind';
import { defineJob, type Sweep } from '../../jobs/runner';
import { claimDue } from './claims';
import { compareDay, COMPARE_JOB, compareWindowDue } from './compare-vendors';
import { DEFAULT_RECONCILE } from '../../settings/reconcile-settings';
import { recheckInstruments, recheckPayouts, recheckRefunds } from './recheck';

export const RECONCILE_JOB = jobKind('reconcile', noPayload);

export interface ReconcileSummary {
  instruments: number;
  payouts: number;
  refunds: number;
  /** What the vendors answered, counted ("credited", "pending", "unknownAtVendor", "error", …). */
  outcomes: Record<string, number>;
}

const settingsOf = (deps: Pick<Deps, 'config'>) => deps.config.reconcile ?? DEFAULT_RECONCILE;

/** The interval a moment falls in: runs are keyed by it, and a claimed row is due again at the next one. */
export function intervalStart(now: Date, intervalSeconds: number): number {
  const ms = intervalSeconds * 1000;
  return Math.floor(now.getTime() / ms) * ms;
}

/**
 * One reconciliation pass (decision 0042): claims what is due — open instruments, and payouts
 * and refunds pending past the setting — at most `batch` of each, the longest unasked first, and
 * asks the vendors about them outside any transaction. What they answer goes through the same
 * doors as their notifications. Any number of instances may run it at once (claims.ts).
 */
export async function reconcileNow(deps: Deps): Promise<ReconcileSummary> {
  const s = settingsOf(deps);
  const now = deps.clock.now();
  const w = {
    now,
    nextAt: new Date(intervalStart(now, s.intervalSeconds) + s.intervalSeconds * 1000),
    pendingBefore: new Date(now.getTime() - s.pendingAfterSeconds * 1000),
    limit: s.batch,
  };
  const tally = new Map<string, number>();
  const instruments = await claimDue(deps.db, 'instrument', w);
  await recheckInstruments(deps, instruments, tally);
  const payouts = await claimDue(deps.db, 'payout', w);
  await recheckPayouts(deps, payouts, tally);
  const refunds = await claimDue(deps.db, 'refund', w);
  await recheckRefunds(deps, refunds, tally);
  return {
    instruments: instruments.length,
    payouts: payouts.length,
    refunds: refunds.length,
    outcomes: Object.fromEntries(tally),
  };
}

export const reconcileJob = defineJob(RECONCILE_JOB, async (_payload, _job, deps) => {
  const summary = await reconcileNow(deps);
  if (summary.instruments + summary.payouts + summary.refunds > 0)
    deps.log.info({ reconcile: summary }, 'reconciliation pass');
});

/**
 * Queues this interval's pass and, once a day, the comparison of the day before: keyed by the
 * interval and the day, so however many instances run this sweep each runs once. The work
 * itself runs as a job (outside the sweep's transaction, never holding it while vendors answer).
 */
export const reconcileScheduleSweep: Sweep = {
  name: 'reconcileSchedule',
  everyMs: 15_000,
  async run(deps, now) {
    const slot = intervalStart(now, settingsOf(deps).intervalSeconds);
    let queued = 0;
    if (await enqueue(deps.db, { kind: RECONCILE_JOB, key: String(slot), payload: {}, runAt: now, maxAttempts: 1 }))
      queued++;
    const day = compareWindowDue(now);
    if (day && (await enqueue(deps.db, { kind: COMPARE_JOB, key: day, payload: { day }, runAt: now, maxAttempts: 3 })))
      queued++;
    return queued;
  },
};

export const compareJob = defineJob(COMPARE_JOB, async ({ day }, _job, deps) => {
  await compareDay(deps, day);
});
