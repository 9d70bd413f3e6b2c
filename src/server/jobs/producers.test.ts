import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/pricing/civil-date';
import { jobs } from '../db/schema';
import type { Deps } from '../deps';
import { enqueueBureauRetry } from '../modules/assessment';
import { bureauReportSweep } from '../modules/bureau-report';
import { enqueueIdentityRetry } from '../modules/identity';
import { DEFAULT_BUREAU } from '../providers/bureau/bureau-config';
import { buildTestApp, type TestApp } from '../test/harness';
import { assessedBorrower } from '../test/loan-test-kit';
import { approvedBorrower, confirmInput, drain, loanCode, orderRow } from '../test/money-fixtures';
import { signInOperator } from '../test/operator-test-kit';
import { runSweeps, sandboxPay, signInAgain } from '../test/repay-fixtures';
import { JOBS } from './registry';

/**
 * Issue 33.2: every kind the server runs, produced the way the product produces it — a borrower's
 * calls, the sweeps, the console's calls, and for the two outage retries the functions the
 * assessment calls on an outage — and what each producer stored, read back from the database,
 * parses by its kind's schema; the runner refused none of them.
 */
const KEY = 'automation-key-job-producers';
let t: TestApp;
// The provider answers a payout a minute later: the first answer is "pending" and a status check is queued.
beforeAll(async () => {
  t = await buildTestApp({
    sessionTtlDays: 400,
    adminToken: KEY,
    payouts: { sandboxDelayMs: 60_000, sandboxUnsupportedBanks: [] },
  });
}, 180_000);
afterAll(async () => {
  await t.close();
});

/** Lagos is UTC+1 and Mexico City UTC−6 all year. */
const lagos = (date: string, hour: number) => new Date(Date.parse(`${date}T00:00:00Z`) + (hour - 1) * 3_600_000);
const mexico = (date: string, hour: number) => new Date(Date.parse(`${date}T00:00:00Z`) + (hour + 6) * 3_600_000);

/** Every job row seen, kept before the clock moves on: the retention sweep purges finished ones after 14 days. */
const seen = new Map<number, typeof jobs.$inferSelect>();
async function collect() {
  for (const row of await t.database.db.select().from(jobs)) seen.set(row.id, row);
}

async function at(instant: Date) {
  await collect();
  t.clock.set(instant);
  await runSweeps(t);
  await drain(t);
}

/** Get money on an approved order; the payout is pending at first, then the status check finds it paid. */
async function lent(b: Awaited<ReturnType<typeof approvedBorrower>>['b'], orderNo: string, amount: number) {
  expect((await b.call('/loan/get-money', confirmInput(orderNo, await loanCode(t, b), amount))).code).toBe(0);
  await drain(t);
  t.clock.advance(10 * 60_000);
  await drain(t);
  const order = await orderRow(t, orderNo);
  expect(order.status).toBe(2);
  return order;
}

const adminPut = (url: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers: { authorization: `Bearer ${KEY}` } });

describe('job producers', () => {
  it("every kind: what its producer stored parses by the kind's schema, and none was refused", async () => {
    t.clock.set(new Date('2026-11-20T10:00:00Z'));
    // assess: the borrower submits; payout and payoutStatus: Get money.
    const ng = await assessedBorrower(t, 'ng');
    const ngLoan = await lent(ng.b, ng.orderNo, 1_000_000);
    const mx = await approvedBorrower(t, 'mx');
    const mxLoan = await lent(mx.b, mx.orderNo, 500_000);

    // loanReminder: three days before the due date, in Lagos's sending hours; reconcile and compareVendors: the sweeps.
    await at(lagos(addDays(ngLoan.dueDate!, -3), 10));

    // raiseLimit: paid off on time; creditRefund: paid again after it finished, refunded by collections.
    const b = await signInAgain(t, ng.b);
    const nuban = (await b.call('/repay/monnify_reserved_account', { orderNo: ng.orderNo })).data.account!
      .accountNumber;
    await sandboxPay(t, nuban, {
      amount: (await b.call('/repay/repay-order/detail', { orderNo: ng.orderNo })).data.outstanding,
    });
    expect((await orderRow(t, ng.orderNo)).status).toBe(4);
    await sandboxPay(t, nuban, { amount: 45_000 });
    const collections = await signInOperator(t, 'collections');
    const refund = await collections.call('POST', `/api/admin/orders/${ng.orderNo}/refunds`, {
      amount: 45_000,
      key: 'job-producers-0001',
      reason: 'paid after the loan finished',
    });
    expect(refund.json().code).toBe(0);

    // promiseReminder and promiseDue: a collector takes a promise on the Mexican loan, three days late.
    const day = addDays(mxLoan.dueDate!, 3);
    await at(mexico(day, 12));
    const supervisor = await signInOperator(t, 'collections');
    const collector = await signInOperator(t, 'collector');
    const collectors = (await supervisor.call('GET', '/api/admin/collections/collectors')).json().data.collectors as {
      id: number;
      email: string;
    }[];
    const assigned = await supervisor.call('POST', '/api/admin/collections/assignments', {
      orderNos: [mx.orderNo],
      collectorId: collectors.find((c) => c.email === collector.email)!.id,
    });
    expect(assigned.json().code).toBe(0);
    expect(
      (
        await collector.call('POST', '/api/admin/collections/promises', {
          orderNo: mx.orderNo,
          amount: 100_000,
          date: addDays(day, 2),
        })
      ).json().code,
    ).toBe(0);

    // releaseHeldPayouts: the console lifts an app's pause.
    expect((await adminPut('/api/admin/app-settings/com.presta.ng/payouts', { paused: true })).json().code).toBe(0);
    expect((await adminPut('/api/admin/app-settings/com.presta.ng/payouts', { paused: false })).json().code).toBe(0);

    // bureauReport: the monthly sweep of a deployment that consults both markets' bureaus.
    const deps = (t.app.jobs as unknown as { deps: Deps }).deps;
    await bureauReportSweep.run(
      { ...deps, config: { ...deps.config, bureau: { ...DEFAULT_BUREAU, consult: { ng: true, mx: true } } } },
      t.clock.now(),
    );

    // identityVerify and bureauConsult: what the assessment queues when a vendor is down.
    await enqueueIdentityRetry(t.database.db, ngLoan, t.clock.now());
    await enqueueBureauRetry(t.database.db, mxLoan, t.clock.now());
    t.clock.advance(5_000);
    await drain(t);

    await collect();
    const stored = [...seen.values()];
    for (const { kind } of JOBS) {
      const rows = stored.filter((row) => row.kind === kind.name);
      expect({ kind: kind.name, produced: rows.length > 0 }).toEqual({ kind: kind.name, produced: true });
      for (const row of rows)
        expect({ kind: kind.name, issues: kind.payload.safeParse(row.payload).error?.issues ?? [] }).toEqual({
          kind: kind.name,
          issues: [],
        });
    }
    expect(stored.filter((row) => row.lastError?.startsWith('payload of job kind'))).toEqual([]);
  }, 180_000);
});
