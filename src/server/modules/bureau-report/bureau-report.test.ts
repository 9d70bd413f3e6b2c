import { and, eq, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthEndInstant } from '../../../domain/bureau/report-month';
import type { Market } from '../../../domain/markets/market';
import { bureauReportLines, bureauReportRuns, ledgerEntries, operatorAudit } from '../../db/schema';
import { DEFAULT_BUREAU } from '../../providers/bureau/bureau-config';
import { cbnCreditTemplate, CREDIT_COLUMNS } from '../../providers/bureau/reporting/cbn-credit-template';
import { circuloIntf, pesos } from '../../providers/bureau/reporting/circulo-intf';
import { buildTestApp, testConfig, type TestApp } from '../../test/harness';
import { drain, orderRow } from '../../test/money-fixtures';
import { signInOperator } from '../../test/operator-test-kit';
import { disbursedLoan, payThroughSandbox, runSweeps, sandboxPay, signInAgain } from '../../test/repay-fixtures';
import type { Borrower } from '../../test/profile-fixtures';
import { runFile, runMonthlyReport } from './report-run';

/**
 * The month's files (issue 31 point 2, decisions 0102–0103) for a book holding every loan state,
 * each reached through the product's own calls and jobs with the clock moved: the monthly job
 * builds them, they pass the format's rules, and their totals equal the ledger's balances.
 */
let t: TestApp;
const overrides = {
  sessionTtlDays: 400,
  bureau: { ...DEFAULT_BUREAU, consult: { ng: true, mx: true } },
  adjustments: { writeOffAfterDays: { ng: 10, mx: 15 }, restructureMaxDays: 30 },
};
const config = testConfig(overrides);
beforeAll(async () => {
  t = await buildTestApp(overrides);
}, 180_000);
afterAll(async () => {
  await t.close();
});

const at = async (iso: string) => {
  t.clock.set(new Date(iso));
  await runSweeps(t);
  await drain(t);
};
type Loan = { b: Borrower; orderNo: string; market: Market };
const owed = async (l: Loan) =>
  (await (await signInAgain(t, l.b)).call('/repay/repay-order/detail', { orderNo: l.orderNo })).data
    .outstanding as number;
const pay = async (l: Loan, amount: number) =>
  payThroughSandbox(t, l.market, await signInAgain(t, l.b), l.orderNo, amount);
async function rollOver(l: Loan) {
  const b = await signInAgain(t, l.b);
  const ext = await b.call('/repay/confirmExtensionOrder', {
    orderNo: l.orderNo,
    method: l.market === 'ng' ? 'paystack_card' : 'oxxo',
  });
  await sandboxPay(t, l.market === 'ng' ? ext.data.instrument.reference : ext.data.instrument.cashReference!.reference);
  expect((await b.call('/repay/updateExtensionOrderStatus', { extensionNo: ext.data.extensionNo })).data.status).toBe(
    'paid',
  );
}
async function writeOff(l: Loan) {
  const maker = await signInOperator(t, 'collections');
  const checker = await signInOperator(t, 'admin');
  const asked = (
    await maker.call('POST', `/api/admin/loans/${l.orderNo}/adjustments`, {
      kind: 'writeOff',
      reason: 'no contact for weeks',
    })
  ).json();
  expect(asked.code).toBe(0);
  expect(
    (
      await checker.call('POST', `/api/admin/loans/${l.orderNo}/adjustments/${asked.data.adjustment.id}/approve`, {})
    ).json().code,
  ).toBe(0);
}

/** The ledger's receivables and unrecovered write-offs of a market at a month's end, straight from the entries. */
async function ledgerAt(market: Market, month: string, orderId?: number) {
  const end = monthEndInstant(market, month);
  const [row] = await t.database.db
    .select({
      receivables: sql<string>`coalesce(sum(${ledgerEntries.debit} - ${ledgerEntries.credit}) FILTER (WHERE ${ledgerEntries.account} IN ('loanPrincipal','loanInterest','loanFees','loanPenalty')), 0)`,
      writtenOff: sql<string>`coalesce(sum(${ledgerEntries.debit} - ${ledgerEntries.credit}) FILTER (WHERE ${ledgerEntries.account} IN ('loanWriteOff','writeOffRecovery')), 0)`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.currency, market === 'ng' ? 'NGN' : 'MXN'),
        lt(ledgerEntries.createdAt, end),
        orderId === undefined ? undefined : eq(ledgerEntries.orderId, orderId),
      ),
    );
  return { receivables: Number(row.receivables), writtenOff: Number(row.writtenOff) };
}

async function runOf(bureau: string, month: string) {
  const runs = await t.database.db
    .select()
    .from(bureauReportRuns)
    .where(and(eq(bureauReportRuns.bureau, bureau), eq(bureauReportRuns.month, month)));
  expect(runs).toHaveLength(1);
  return runs[0];
}

async function linesOf(runId: number) {
  const rows = await t.database.db.select().from(bureauReportLines).where(eq(bureauReportLines.runId, runId));
  return new Map(rows.map((r) => [r.orderId, r]));
}

const ng: Record<string, Loan> = {};
const mx: Record<string, Loan> = {};

describe('monthly files equal the ledger', () => {
  it('a book with every state: opened, paid early, paid on time, overdue, rolled over, written off, recovered — Nigeria and Mexico', async () => {
    t.clock.set(new Date('2026-11-20T10:00:00Z'));
    for (const name of ['early', 'onTime', 'overdue', 'rolled', 'writtenOff', 'recovered'])
      ng[name] = { ...(await disbursedLoan(t, 'ng', 500_000)), market: 'ng' };
    for (const name of ['onTime', 'overdue', 'rolled'])
      mx[name] = { ...(await disbursedLoan(t, 'mx', 500_000)), market: 'mx' };
    expect((await orderRow(t, ng.early.orderNo)).dueDate).toBe('2027-02-19');

    t.clock.set(new Date('2027-02-05T10:00:00Z'));
    ng.opened = { ...(await disbursedLoan(t, 'ng', 300_000)), market: 'ng' };
    mx.opened = { ...(await disbursedLoan(t, 'mx', 300_000)), market: 'mx' };
    await at('2027-02-10T12:00:00Z');
    await pay(ng.early, await owed(ng.early));
    await at('2027-02-15T12:00:00Z');
    await rollOver(ng.rolled);
    await rollOver(mx.rolled);
    await at('2027-02-19T12:00:00Z');
    await pay(ng.onTime, await owed(ng.onTime));
    await pay(mx.onTime, await owed(mx.onTime));
    await at('2027-02-28T12:00:00Z');
    // The month is over on both clocks: the sweep queues February's files and the job builds them.
    await at('2027-03-01T12:00:00Z');

    const febNg = await runOf('firstcentral', '2027-02');
    const febMx = await runOf('circulo', '2027-02');
    for (const [run, format, market] of [
      [febNg, cbnCreditTemplate, 'ng'],
      [febMx, circuloIntf, 'mx'],
    ] as const) {
      const file = runFile({ config }, run);
      expect({ status: run.status, detail: run.detail, problems: format.validate(file) }).toEqual({
        status: 'awaitingUpload',
        detail: null,
        problems: [],
      });
      const ledger = await ledgerAt(market, '2027-02');
      expect(run.totals).toEqual({
        outstanding: ledger.receivables + ledger.writtenOff,
        overdue: expect.any(Number),
        writtenOff: ledger.writtenOff,
      });
      const lines = [...(await linesOf(run.id)).values()];
      if (market === 'ng') {
        expect(format.totals(file)).toMatchObject({
          outstanding: ledger.receivables + ledger.writtenOff,
          writtenOff: ledger.writtenOff,
          records: lines.length,
        });
      } else {
        // Círculo's amounts are whole pesos: the trailer is the sum of the lines' pesos, each line the ledger's
        // centavos rounded.
        expect(format.totals(file).outstanding).toBe(lines.reduce((s, l) => s + pesos(l.outstanding), 0) * 100);
      }
      // The stored file is not the file in clear.
      expect(run.fileEnc).not.toContain(market === 'ng' ? 'CBN-CREDIT-DATA' : 'INTF');
    }
    const feb = await linesOf(febNg.id);
    const ids = async (l: Loan) => (await orderRow(t, l.orderNo)).id;
    expect(feb.get(await ids(ng.early))).toMatchObject({ accountStatus: 'closed', daysPastDue: 0, outstanding: 0 });
    expect(feb.get(await ids(ng.onTime))).toMatchObject({ accountStatus: 'closed', daysPastDue: 0, outstanding: 0 });
    expect(feb.get(await ids(ng.overdue))).toMatchObject({ accountStatus: 'overdue', daysPastDue: 9 });
    expect(feb.get(await ids(ng.rolled))).toMatchObject({ accountStatus: 'overdue', daysPastDue: 2 });
    // The loan's receivable on the ledger: what it costs on its due date. Interest for days used is
    // charged so (the part not earned is reversed at an early payoff), so it is above today's payoff.
    expect(feb.get(await ids(ng.opened))).toMatchObject({
      accountStatus: 'current',
      daysPastDue: 0,
      outstanding: (await ledgerAt('ng', '2027-02', await ids(ng.opened))).receivables,
    });
    expect((await ledgerAt('ng', '2027-02', await ids(ng.opened))).receivables).toBeGreaterThanOrEqual(
      await owed(ng.opened),
    );
    const febM = await linesOf(febMx.id);
    expect(febM.get(await ids(mx.onTime))).toMatchObject({ accountStatus: 'closed' });
    expect(febM.get(await ids(mx.overdue))).toMatchObject({ accountStatus: 'overdue', daysPastDue: 9 });
    expect(febM.get(await ids(mx.rolled))).toMatchObject({ accountStatus: 'overdue', daysPastDue: 2 });
    expect(febM.get(await ids(mx.opened))).toMatchObject({ accountStatus: 'current' });

    // March: two written off at ten days late; one recovered in part, one in full (closed).
    await writeOff(ng.writtenOff);
    await writeOff(ng.recovered);
    await at('2027-03-10T12:00:00Z');
    await pay(ng.writtenOff, 200_000);
    await at('2027-03-15T12:00:00Z');
    await pay(ng.recovered, await owed(ng.recovered));
    expect((await orderRow(t, ng.recovered.orderNo)).status).toBe(4);
    await at('2027-04-01T12:00:00Z');

    const marNg = await runOf('firstcentral', '2027-03');
    const file = runFile({ config }, marNg);
    expect(cbnCreditTemplate.validate(file)).toEqual([]);
    const ledger = await ledgerAt('ng', '2027-03');
    expect(ledger.writtenOff).toBeGreaterThan(0);
    expect(cbnCreditTemplate.totals(file)).toMatchObject({
      outstanding: ledger.receivables + ledger.writtenOff,
      writtenOff: ledger.writtenOff,
    });
    const mar = await linesOf(marNg.id);
    expect(mar.has(await ids(ng.early))).toBe(false);
    expect(mar.get(await ids(ng.writtenOff))).toMatchObject({
      accountStatus: 'writtenOff',
      writtenOff: ledger.writtenOff,
    });
    expect(mar.get(await ids(ng.recovered))).toMatchObject({ accountStatus: 'closed', outstanding: 0 });
    expect(mar.get(await ids(ng.overdue))).toMatchObject({ accountStatus: 'overdue', daysPastDue: 40 });
    expect(file).toMatch(/\|WrittenOff\|/);

    // The command's path: the month again is its next run, the first superseded only while unsent.
    const again = await runMonthlyReport(
      { db: t.database.db, config, clock: t.clock, log: t.app.log },
      'ng',
      '2027-03',
    );
    expect(again).toMatchObject({ seq: 2, status: 'awaitingUpload', totals: marNg.totals });
  }, 600_000);
});

describe('upload, disputes and corrections', () => {
  it('an operator confirms the upload; the borrower sees a line per month; a dispute corrected is carried by the next file', async () => {
    let op = await signInOperator(t, 'collections');
    const febNg = (
      await t.database.db
        .select()
        .from(bureauReportRuns)
        .where(and(eq(bureauReportRuns.bureau, 'firstcentral'), eq(bureauReportRuns.month, '2027-02')))
    )[0];
    const marNg = (
      await t.database.db
        .select()
        .from(bureauReportRuns)
        .where(
          and(
            eq(bureauReportRuns.bureau, 'firstcentral'),
            eq(bureauReportRuns.month, '2027-03'),
            eq(bureauReportRuns.status, 'awaitingUpload'),
          ),
        )
    )[0];
    const b = await signInAgain(t, ng.rolled.b);
    // Nothing was delivered yet: the borrower's loan shows no reported month.
    expect((await b.call('/repay/bureau-reports', { orderNo: ng.rolled.orderNo })).data.lines).toEqual([]);

    // The download is audited; a reviewer cannot download at all.
    const file = await op.call('GET', `/api/admin/bureau/reports/${febNg.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(cbnCreditTemplate.validate((file as unknown as { body: string }).body)).toEqual([]);
    expect(
      (await (await signInOperator(t, 'reviewer')).call('GET', `/api/admin/bureau/reports/${febNg.id}/file`))
        .statusCode,
    ).toBe(403);
    const audits = await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.target, `bureau-report:${febNg.id}`));
    expect(audits.map((a) => a.action)).toEqual(['bureau.report.download']);

    for (const run of [febNg, marNg]) {
      expect(
        (await op.call('POST', `/api/admin/bureau/reports/${run.id}/uploaded`, { uploadedOn: '2027-04-02' })).json(),
      ).toMatchObject({ code: 0, data: { report: { status: 'uploaded', uploadedOn: '2027-04-02' } } });
    }
    const twice = await op.call('POST', `/api/admin/bureau/reports/${febNg.id}/uploaded`, { uploadedOn: '2027-04-03' });
    expect({ status: twice.statusCode, code: twice.json().code }).toEqual({ status: 409, code: 400731 });

    const seen = (await b.call('/repay/bureau-reports', { orderNo: ng.rolled.orderNo }, { lang: 'es' })).data.lines;
    expect(
      seen.map((l: { month: string; accountStatus: string; daysPastDue: number }) => [
        l.month,
        l.accountStatus,
        l.daysPastDue,
      ]),
    ).toEqual([
      ['2027-02', 'overdue', 2],
      ['2027-03', 'overdue', expect.any(Number)],
    ]);
    // Another borrower cannot read this loan's lines.
    const other = await signInAgain(t, ng.opened.b);
    expect((await other.call('/repay/bureau-reports', { orderNo: ng.rolled.orderNo })).code).toBe(400730);

    // The borrower disputes February: the operator records it and corrects it to current, no days late.
    const view = (await op.call('GET', `/api/admin/bureau/loans/${ng.rolled.orderNo}`)).json().data;
    const feb = view.lines.find((l: { month: string }) => l.month === '2027-02');
    const recorded = (
      await op.call('POST', `/api/admin/bureau/loans/${ng.rolled.orderNo}/disputes`, {
        lineId: feb.id,
        reason: 'rollover paid on the 15th, bank delay',
      })
    ).json();
    expect(recorded).toMatchObject({ code: 0, data: { dispute: { status: 'open', month: '2027-02' } } });
    const again = await op.call('POST', `/api/admin/bureau/loans/${ng.rolled.orderNo}/disputes`, {
      lineId: feb.id,
      reason: 'a second one',
    });
    expect(again.json().code).toBe(400732);
    const id = recorded.data.dispute.id;
    expect(
      (
        await op.call('POST', `/api/admin/bureau/disputes/${id}/correct`, {
          daysPastDue: 2,
          resolution: 'same as reported',
        })
      ).json().code,
    ).toBe(400734);
    const decisions = await Promise.all(
      Array.from({ length: 5 }, () =>
        op.call('POST', `/api/admin/bureau/disputes/${id}/correct`, {
          accountStatus: 'current',
          daysPastDue: 0,
          resolution: 'bank statement shows payment on time',
        }),
      ),
    );
    expect(decisions.map((d) => d.json().code).sort()).toEqual([0, 400733, 400733, 400733, 400733]);

    // April's file, built by the monthly job, restates February for this loan.
    await at('2027-05-01T12:00:00Z');
    op = await signInOperator(t, 'collections'); // the session idled out while the clock moved
    const apr = await runOf('firstcentral', '2027-04');
    expect(apr).toMatchObject({ status: 'awaitingUpload', corrections: 1 });
    const aprFile = runFile({ config }, apr);
    expect(cbnCreditTemplate.validate(aprFile)).toEqual([]);
    const rows = aprFile.split('\r\n').filter((r) => r.startsWith(`CRD|`) && r.includes(`|${ng.rolled.orderNo}|`));
    expect(rows).toHaveLength(2);
    expect(rows.some((r) => r.includes('|28/02/2027|') && r.includes('|Open|') && /\|NGN\|0\|0\.00\|/.test(r))).toBe(
      true,
    );
    const ledger = await ledgerAt('ng', '2027-04');
    expect(apr.totals.outstanding).toBe(ledger.receivables + ledger.writtenOff);
    expect(cbnCreditTemplate.totals(aprFile).outstanding).toBe(apr.totals.outstanding + correctedOutstanding(rows));
    expect(
      (await op.call('GET', `/api/admin/bureau/loans/${ng.rolled.orderNo}`)).json().data.disputes[0],
    ).toMatchObject({ status: 'corrected', carried: true });

    // Once April's file is uploaded, the borrower's February line shows the correction.
    await op.call('POST', `/api/admin/bureau/reports/${apr.id}/uploaded`, { uploadedOn: '2027-05-02' });
    const after = (
      await (await signInAgain(t, ng.rolled.b)).call('/repay/bureau-reports', { orderNo: ng.rolled.orderNo })
    ).data.lines;
    expect(after[0]).toMatchObject({
      month: '2027-02',
      accountStatus: 'current',
      daysPastDue: 0,
      corrected: true,
      reportedOn: '2027-05-02',
    });
  }, 300_000);
});

/** The correction rows' balances (the February line restated), in kobo. */
function correctedOutstanding(rows: string[]): number {
  const restated = rows.find((r) => r.includes('|28/02/2027|'))!.split('|');
  const [naira, kobo] = restated[1 + CREDIT_COLUMNS.indexOf('OutstandingBalance')].split('.');
  return Number(naira) * 100 + Number(kobo);
}
