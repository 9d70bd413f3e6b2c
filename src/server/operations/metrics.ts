import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client';
import { ledgerKeyConflicts } from '../ledger/key-conflict';
import { BUSINESS_GAUGES, type BusinessGauge } from './business-gauges';
import { readOperationsSnapshot, type SnapshotSettings } from './operations-snapshot';

/**
 * This instance's Prometheus metrics (one registry per app, so tests' apps never share one).
 * Counters and histograms count what this instance did; Prometheus sums the instances. The
 * business gauges read the shared database at each scrape.
 */
export class Metrics {
  readonly registry = new Registry();
  /** Per call: the route as registered (decrypted SPEC path, never a raw URL), so labels stay few. */
  readonly httpDuration = new Histogram({
    name: 'presta_http_request_duration_seconds',
    help: 'Request time by route, method and status class',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly smsSent = new Counter({
    name: 'presta_sms_sent_total',
    help: 'Messages (verification codes and others) handed to the SMS vendor',
    labelNames: ['vendor', 'channel', 'purpose'] as const,
    registers: [this.registry],
  });
  readonly smsFailed = new Counter({
    name: 'presta_sms_failed_total',
    help: 'Messages the SMS vendor refused or did not answer',
    labelNames: ['vendor', 'channel', 'purpose'] as const,
    registers: [this.registry],
  });
  /**
   * Collections' payments (`kind="collection"`: credited, duplicate, parked…) and payouts' events (`kind="payout"`:
   * applied, duplicate, pending, refund, unknown).
   */
  readonly webhookDeliveries = new Counter({
    name: 'presta_webhook_deliveries_total',
    help: 'Confirmed vendor webhooks by vendor, kind (collection or payout) and outcome',
    labelNames: ['vendor', 'outcome', 'kind'] as const,
    registers: [this.registry],
  });
  readonly webhookLag = new Histogram({
    name: 'presta_webhook_lag_seconds',
    help: "From the payment (vendor's time) to its webhook being recorded",
    labelNames: ['vendor'] as const,
    buckets: [1, 5, 15, 60, 300, 900, 3600, 21_600, 86_400],
    registers: [this.registry],
  });
  readonly remindersSent = new Counter({
    name: 'presta_reminders_sent_total',
    help: 'Repayment reminders sent, by market and channel',
    labelNames: ['market', 'channel'] as const,
    registers: [this.registry],
  });
  private readonly gauges: { spec: BusinessGauge; gauge: Gauge }[];

  constructor(
    private readonly source: { db: Db; now: () => Date; settings: SnapshotSettings },
    gauges: BusinessGauge[] = BUSINESS_GAUGES,
  ) {
    collectDefaultMetrics({ register: this.registry, prefix: 'presta_' });
    this.registry.registerMetric(ledgerKeyConflicts);
    this.gauges = gauges.map((spec) => ({
      spec,
      gauge: new Gauge({
        name: spec.name,
        help: spec.help,
        labelNames: spec.labelNames ?? [],
        registers: [this.registry],
      }),
    }));
  }

  /** The text Prometheus scrapes: business gauges read now, then everything. */
  async scrape(): Promise<string> {
    const now = this.source.now();
    const snapshot = await readOperationsSnapshot(this.source.db, now, this.source.settings);
    const readings = await Promise.all(this.gauges.map(({ spec }) => spec.read({ db: this.source.db, now, snapshot })));
    this.gauges.forEach(({ gauge }, i) => {
      gauge.reset();
      for (const r of readings[i]) {
        if (r.labels) gauge.set(r.labels, r.value);
        else gauge.set(r.value);
      }
    });
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
