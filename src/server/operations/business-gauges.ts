import type { Db } from '../db/client';
import type { OperationsSnapshot } from './operations-snapshot';

/** One reading of a gauge: its labels (bounded: vendors, markets, kinds, never ids) and value. */
export interface GaugeReading {
  labels?: Record<string, string>;
  value: number;
}

/**
 * A gauge read from the database at each scrape of /metrics. Another area adds its own with one
 * line in BUSINESS_GAUGES (e.g. reconciliation differences per vendor): `read` gets the
 * snapshot every scrape reads anyway, and the database for anything else (keep it indexed).
 */
export interface BusinessGauge {
  name: string;
  help: string;
  labelNames?: string[];
  read(ctx: { db: Db; now: Date; snapshot: OperationsSnapshot }): Promise<GaugeReading[]> | GaugeReading[];
}

export const BUSINESS_GAUGES: BusinessGauge[] = [
  {
    name: 'presta_jobs_due',
    help: 'Queued jobs due now and not yet done',
    read: ({ snapshot }) => [{ value: snapshot.jobs.due }],
  },
  {
    name: 'presta_jobs_oldest_due_seconds',
    help: 'How long the oldest due job has waited',
    read: ({ snapshot }) => [{ value: snapshot.jobs.oldestDueSeconds }],
  },
  {
    name: 'presta_jobs_failed_last_day',
    help: 'Jobs that gave up (all attempts failed) in the last 24 hours',
    read: ({ snapshot }) => [{ value: snapshot.jobs.failedLastDay }],
  },
  {
    name: 'presta_payouts_pending',
    help: 'Payouts sent and not yet settled',
    read: ({ snapshot }) => [{ value: snapshot.payouts.pending }],
  },
  {
    name: 'presta_payouts_stuck',
    help: 'Payouts pending longer than ALERT_PAYOUT_STUCK_MINUTES',
    read: ({ snapshot }) => [{ value: snapshot.payouts.stuck }],
  },
  {
    name: 'presta_payouts_oldest_pending_seconds',
    help: 'Age of the oldest pending payout',
    read: ({ snapshot }) => [{ value: snapshot.payouts.oldestPendingSeconds }],
  },
  {
    name: 'presta_payouts_failed_last_day',
    help: 'Payouts that failed in the last 24 hours',
    read: ({ snapshot }) => [{ value: snapshot.payouts.failedLastDay }],
  },
  {
    name: 'presta_webhook_last_delivery_seconds',
    help: 'Seconds since the vendor last delivered a payment webhook (vendors heard from in the last week)',
    labelNames: ['vendor'],
    read: ({ snapshot }) => snapshot.webhooks.map((w) => ({ labels: { vendor: w.vendor }, value: w.lastSeconds })),
  },
];
