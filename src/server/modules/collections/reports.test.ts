import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { drain } from '../../test/money-fixtures';
import { signInOperator, signInOperatorAgain } from '../../test/operator-test-kit';
import { disbursedLoan, runSweeps } from '../../test/repay-fixtures';
import { loanBalances } from '../repay';

/**
 * The collections reports (issue 32 point 4) over a book lived through the product: two Mexican
 * loans, one of them late and worked by a collector who takes a promise that a payment keeps.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ sessionTtlDays: 400 });
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe('collections reports', () => {
  it('PAR 1/7/30/90 and roll rates at month ends, and collections, contacts and promises by collector', async () => {
    t.clock.set(new Date('2026-11-20T16:00:00Z'));
    const late = await disbursedLoan(t, 'mx', 1_000_000);
    t.clock.set(new Date('2027-01-10T16:00:00Z'));
    const fresh = await disbursedLoan(t, 'mx', 500_000);
    expect(late.order.dueDate).toBe('2027-02-19');
    t.clock.set(new Date('2027-03-15T18:00:00Z')); // 12:00 in Mexico City
    await runSweeps(t);
    await drain(t);
    const principalFeb = (await loanBalances(t.database.db, late.order.id)).principal;
    const freshPrincipal = (await loanBalances(t.database.db, fresh.order.id)).principal;

    let supervisor = await signInOperator(t, 'collections');
    const collector = await signInOperator(t, 'collector');
    const { collectors } = (await supervisor.call('GET', '/api/admin/collections/collectors')).json().data;
    await supervisor.call('POST', '/api/admin/collections/assignments', {
      orderNos: [late.orderNo],
      collectorId: collectors[0].id,
    });
    expect(
      (
        await collector.call('POST', '/api/admin/collections/contacts', {
          orderNo: late.orderNo,
          channel: 'call',
          party: 'borrower',
          outcome: 'promised',
        })
      ).json().code,
    ).toBe(0);
    expect(
      (
        await collector.call('POST', '/api/admin/collections/promises', {
          orderNo: late.orderNo,
          amount: 100_000,
          date: '2027-03-16',
        })
      ).json().code,
    ).toBe(0);
    const account = await late.b.call('/repay/getStpClabe', { orderNo: late.orderNo });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/dev/sandbox-pay',
      payload: { target: account.data.account!.accountNumber, amount: 100_000 },
    });
    expect([account.code, paid.json().data.ok]).toEqual([0, true]);
    await drain(t);
    const principalNow = (await loanBalances(t.database.db, late.order.id)).principal;

    supervisor = await signInOperatorAgain(t, supervisor);
    expect((await collector.call('GET', '/api/admin/collections/reports?market=mx')).statusCode).toBe(403);
    const res = await supervisor.call('GET', '/api/admin/collections/reports?market=mx&month=2027-03&months=2');
    const report = res.json().data;
    expect(report.par).toEqual([
      {
        month: '2027-02',
        date: '2027-02-28',
        outstanding: principalFeb + freshPrincipal,
        par1: principalFeb,
        par7: principalFeb,
        par30: 0,
        par90: 0,
      },
      {
        month: '2027-03',
        date: '2027-03-15',
        outstanding: principalNow + freshPrincipal,
        par1: principalNow,
        par7: principalNow,
        par30: 0,
        par90: 0,
      },
    ]);
    // In February the late loan rolled from current to 1–30; in March it stayed there.
    expect(report.rolls.filter((r: { from: string }) => r.from === 'current')).toEqual([
      { month: '2027-02', from: 'current', to: '1-30', loans: 2, rolled: 1 },
      { month: '2027-03', from: 'current', to: '1-30', loans: 1, rolled: 0 },
    ]);
    expect(
      report.rolls.find((r: { month: string; from: string }) => r.month === '2027-03' && r.from === '1-30'),
    ).toEqual({ month: '2027-03', from: '1-30', to: '31-60', loans: 1, rolled: 0 });
    expect(report.collectors).toEqual([
      {
        operatorId: collectors[0].id,
        email: collector.email,
        collected: 100_000,
        contacts: 1,
        promises: 1,
        kept: 1,
        broken: 0,
        keptAmount: 100_000,
      },
    ]);
    // Money is counted in the month its ledger entries were posted, by the app's clock (decision 0090).
    expect((await supervisor.call('GET', '/api/admin/collections/reports?market=mx&month=2027-13')).statusCode).toBe(
      400,
    );
  }, 300_000);
});
