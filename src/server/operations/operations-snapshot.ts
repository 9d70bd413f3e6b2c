import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

/** What an operator acts on, read in a few indexed statements (migration 0019's partial indexes). */
export interface OperationsSnapshot {
  jobs: { due: number; oldestDueSeconds: number; failedLastDay: number };
  payouts: { pending: number; stuck: number; oldestPendingSeconds: number; failedLastDay: number };
  /** Per vendor that delivered a webhook in the last week: when it last did. */
  webhooks: { vendor: string; lastSeconds: number; lastDay: number }[];
}

export interface SnapshotSettings {
  payoutStuckMinutes: number;
}

const seconds = (v: string | number | null | undefined) => Math.max(0, Math.round(Number(v ?? 0)));
const int = (v: string | number | null | undefined) => Number(v ?? 0);

export async function readOperationsSnapshot(
  db: Db,
  now: Date,
  settings: SnapshotSettings,
): Promise<OperationsSnapshot> {
  const at = now.toISOString();
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const stuckBefore = new Date(now.getTime() - settings.payoutStuckMinutes * 60_000).toISOString();
  const [jobs, jobsFailed, payouts, payoutsFailed, webhooks] = await Promise.all([
    queryRows<{ due: string; oldest: string | null }>(
      db,
      sql`
      SELECT count(*) AS due, extract(epoch FROM ${at}::timestamptz - min(run_at)) AS oldest
      FROM jobs WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= ${at}::timestamptz`,
    ),
    queryRows<{ n: string }>(
      db,
      sql`SELECT count(*) AS n FROM jobs WHERE failed_at IS NOT NULL AND failed_at > ${dayAgo}::timestamptz`,
    ),
    queryRows<{ pending: string; stuck: string; oldest: string | null }>(
      db,
      sql`
      SELECT count(*) AS pending, count(*) FILTER (WHERE created_at < ${stuckBefore}::timestamptz) AS stuck,
        extract(epoch FROM ${at}::timestamptz - min(created_at)) AS oldest
      FROM payouts WHERE status = 'pending'`,
    ),
    queryRows<{ n: string }>(
      db,
      sql`SELECT count(*) AS n FROM payouts WHERE status = 'failed' AND updated_at > ${dayAgo}::timestamptz`,
    ),
    queryRows<{ vendor: string; last: string; day: string }>(
      db,
      sql`
      SELECT vendor, extract(epoch FROM ${at}::timestamptz - max(created_at)) AS last,
        count(*) FILTER (WHERE created_at > ${dayAgo}::timestamptz) AS day
      FROM incoming_payments WHERE created_at > ${weekAgo}::timestamptz GROUP BY vendor ORDER BY vendor`,
    ),
  ]);
  return {
    jobs: { due: int(jobs[0]?.due), oldestDueSeconds: seconds(jobs[0]?.oldest), failedLastDay: int(jobsFailed[0]?.n) },
    payouts: {
      pending: int(payouts[0]?.pending),
      stuck: int(payouts[0]?.stuck),
      oldestPendingSeconds: seconds(payouts[0]?.oldest),
      failedLastDay: int(payoutsFailed[0]?.n),
    },
    webhooks: webhooks.map((w) => ({ vendor: w.vendor, lastSeconds: seconds(w.last), lastDay: int(w.day) })),
  };
}

export type Alert =
  | { kind: 'payoutStuck'; count: number; oldestMinutes: number }
  | { kind: 'vendorSilent'; vendor: string; silentMinutes: number }
  | { kind: 'jobsBehind'; due: number; oldestMinutes: number }
  | { kind: 'jobsFailed'; count: number };

/** A queue whose oldest due job waited this long is not keeping up (the runner polls every half second). */
const JOBS_BEHIND_SECONDS = 300;

/**
 * The events an operator must act on (docs/operations.md says what to do for each). A vendor is
 * silent when it delivered in the last week but nothing for the set minutes: one never used
 * does not alarm.
 */
export function alertsOf(s: OperationsSnapshot, settings: { vendorSilentMinutes: number }): Alert[] {
  const alerts: Alert[] = [];
  if (s.payouts.stuck > 0)
    alerts.push({
      kind: 'payoutStuck',
      count: s.payouts.stuck,
      oldestMinutes: Math.floor(s.payouts.oldestPendingSeconds / 60),
    });
  for (const w of s.webhooks) {
    if (w.lastSeconds >= settings.vendorSilentMinutes * 60)
      alerts.push({ kind: 'vendorSilent', vendor: w.vendor, silentMinutes: Math.floor(w.lastSeconds / 60) });
  }
  if (s.jobs.oldestDueSeconds >= JOBS_BEHIND_SECONDS)
    alerts.push({ kind: 'jobsBehind', due: s.jobs.due, oldestMinutes: Math.floor(s.jobs.oldestDueSeconds / 60) });
  if (s.jobs.failedLastDay > 0) alerts.push({ kind: 'jobsFailed', count: s.jobs.failedLastDay });
  return alerts;
}
