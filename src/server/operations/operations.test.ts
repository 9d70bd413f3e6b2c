import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/harness';
import { approvedBorrower, confirmInput, drain, loanCode, orderRow } from '../test/money-fixtures';
import { disbursedLoan } from '../test/repay-fixtures';

const METRICS_TOKEN = 'metrics-token-0123456789';
const ADMIN_TOKEN = 'ops-test-automation-key';
const alerts = async (t: TestApp) =>
  (
    await t.app.inject({ url: '/api/admin/operations/alerts', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })
  ).json().data;
const scrape = (t: TestApp, token = METRICS_TOKEN) =>
  t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('/healthz answers while the process runs; /readyz only once background work runs, and no longer while draining', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const before = await t.app.inject('/readyz');
    expect(before.statusCode).toBe(503);
    expect(before.json()).toMatchObject({
      status: 'not ready',
      checks: { database: { ok: true }, migrations: { ok: true }, jobs: { ok: false, started: false } },
    });

    t.app.jobs.start();
    t.app.jobs.kick();
    await t.app.jobs.idle();
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ready',
      checks: {
        database: { ok: true },
        migrations: { ok: true, applied: expect.any(Number) },
        jobs: { ok: true, started: true },
        vendors: {
          ok: true,
          sms: 'sandbox',
          payouts: 'sandbox',
          collections: { ng: { mode: 'sandbox' }, mx: { mode: 'sandbox' } },
        },
      },
    });
    expect(ready.headers['cache-control']).toBe('no-store');

    t.app.operations.draining = true;
    const draining = await t.app.inject('/readyz');
    expect(draining.statusCode).toBe(503);
    expect(draining.json().checks.shutdown).toEqual({ ok: false, draining: true });
    t.app.operations.draining = false;
    await t.app.jobs.stop();
  });

  it('/metrics does not exist without METRICS_TOKEN', async () => {
    expect((await t.app.inject('/metrics')).statusCode).toBe(404);
  });
});

describe("metrics and the operator's alerts", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Payouts stay pending for a day at the sandbox: long enough to be stuck.
    t = await buildTestApp({
      operations: { metricsToken: METRICS_TOKEN },
      adminToken: ADMIN_TOKEN,
      payouts: { sandboxDelayMs: 86_400_000, sandboxUnsupportedBanks: [] },
    });
  });
  afterAll(async () => t.close());

  it('asks for the token, and counts calls by their decrypted route, never the raw URL', async () => {
    expect((await t.app.inject('/metrics')).statusCode).toBe(401);
    expect((await scrape(t, 'wrong-token-0123456789')).statusCode).toBe(401);
    await t.call('/loan/loan-product/index', {});
    await t.call('/loan/loan-product/index', {});
    const res = await scrape(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toMatch(
      /presta_http_request_duration_seconds_count\{method="GET",route="\/api\/loan\/loan-product\/index",status="2xx"\} 2/,
    );
    expect(res.body).not.toMatch(/route="\/api\/[0-9a-f]{32,}/i);
    expect(res.body).toContain('presta_jobs_due ');
    expect(res.body).toContain('presta_process_cpu_seconds_total');
    // What operators alert on: a ledger key posted again with other lines.
    expect(res.body).toContain('# TYPE presta_ledger_key_conflicts_total counter');
  });

  it('a payout pending past ALERT_PAYOUT_STUCK_MINUTES shows as stuck on the dashboard and in /metrics', async () => {
    const { b, orderNo } = await approvedBorrower(t, 'ng');
    const code = await loanCode(t, b);
    expect((await b.call('/loan/get-money', confirmInput(orderNo, code))).code).toBe(0);
    await drain(t);
    expect((await orderRow(t, orderNo)).status).toBe(7);
    expect((await alerts(t)).alerts).toEqual([]);
    const sent = await scrape(t);
    expect(sent.body).toMatch(/presta_payouts_pending 1/);
    expect(sent.body).toMatch(/presta_sms_sent_total\{vendor="sandbox",channel="sms",purpose="loan"\} 1/);

    t.clock.advance(31 * 60_000);
    // No runner runs here, so the payout's status check is also overdue: the queue is behind too.
    expect((await alerts(t)).alerts).toEqual([
      { kind: 'payoutStuck', count: 1, oldestMinutes: 31 },
      { kind: 'jobsBehind', due: 1, oldestMinutes: 30 },
    ]);
    expect((await scrape(t)).body).toMatch(/presta_payouts_stuck 1/);
  });
});

describe('a vendor silent for an hour', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ operations: { metricsToken: METRICS_TOKEN }, adminToken: ADMIN_TOKEN });
  });
  afterAll(async () => t.close());

  it('shows once the vendor that delivered webhooks has sent none for ALERT_VENDOR_SILENT_MINUTES', async () => {
    const { b, orderNo } = await disbursedLoan(t, 'mx', 500_000);
    const issued = await b.call('/repay/getOXXOReference', { orderNo, amount: 100_000 });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/dev/sandbox-pay',
      payload: { target: issued.data.cashReference!.reference },
    });
    expect(paid.json().data.webhookStatus).toBe(200);
    const metrics = (await scrape(t)).body;
    expect(metrics).toMatch(
      /presta_webhook_deliveries_total\{vendor="conekta",outcome="credited",kind="collection"\} 1/,
    );
    expect(metrics).toMatch(/presta_webhook_lag_seconds_count\{vendor="conekta"\} 1/);
    expect(metrics).toMatch(/presta_webhook_last_delivery_seconds\{vendor="conekta"\} 0/);

    t.clock.advance(59 * 60_000);
    expect((await alerts(t)).alerts).toEqual([]);
    t.clock.advance(2 * 60_000);
    expect((await alerts(t)).alerts).toEqual([{ kind: 'vendorSilent', vendor: 'conekta', silentMinutes: 61 }]);
  });
});
