import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialBalance } from '../../ledger/post';
import { buildTestApp, type TestApp } from '../../test/harness';
import { orderRow } from '../../test/money-fixtures';
import { loanBalances } from './loan-balances';
import { disbursedLoan, runSweeps, transactionsOf } from '../../test/repay-fixtures';

let t: TestApp;
// Building the app migrates a fresh database: slow on a loaded machine.
beforeAll(async () => {
  t = await buildTestApp();
}, 180_000);
afterAll(async () => {
  await t.close();
});

// Disbursed on 2026-11-20 (10:00 UTC) for 91 days: due 2027-02-19 in both markets.
// Lagos is UTC+1 all year; Mexico City UTC-6 all year (no daylight saving since 2022).
const at = (iso: string) => t.clock.set(new Date(iso));

async function state(orderNo: string) {
  const order = await orderRow(t, orderNo);
  const penalties = await transactionsOf(t, order.id, 'penalty');
  return {
    status: order.status,
    penalties: penalties.map((p) => p.idempotencyKey),
    charged: (await loanBalances(t.database.db, order.id)).penaltyCharged,
  };
}

describe('overdue job (decision 0012: overdue the day after the due date, 2 %/day)', () => {
  it("turns each market's loans overdue at its own midnight, charges each day once, and catches up missed days", async () => {
    at('2026-11-20T10:00:00Z');
    const ng = await disbursedLoan(t, 'ng');
    const mx = await disbursedLoan(t, 'mx');
    expect(ng.order.dueDate).toBe('2027-02-19');
    expect(mx.order.dueDate).toBe('2027-02-19');

    at('2027-02-19T22:59:59Z'); // 23:59 in Lagos, 16:59 in Mexico City: both still on the due date
    await runSweeps(t);
    expect(await state(ng.orderNo)).toEqual({ status: 2, penalties: [], charged: 0 });
    expect(await state(mx.orderNo)).toEqual({ status: 2, penalties: [], charged: 0 });

    at('2027-02-19T23:00:00Z'); // 00:00 on the 20th in Lagos
    await runSweeps(t);
    await runSweeps(t); // twice the same day: nothing more
    expect(await state(ng.orderNo)).toEqual({
      status: 3,
      penalties: [`penalty:${ng.orderNo}:2027-02-20`],
      charged: 20_000,
    });
    expect(await state(mx.orderNo)).toEqual({ status: 2, penalties: [], charged: 0 });

    at('2027-02-20T05:59:59Z'); // 23:59 on the 19th in Mexico City
    await runSweeps(t);
    expect((await state(mx.orderNo)).status).toBe(2);
    at('2027-02-20T06:00:00Z'); // 00:00 on the 20th in Mexico City
    await runSweeps(t);
    await runSweeps(t);
    expect(await state(mx.orderNo)).toEqual({
      status: 3,
      penalties: [`penalty:${mx.orderNo}:2027-02-20`],
      charged: 20_000,
    });
    expect((await state(ng.orderNo)).charged).toBe(20_000);

    at('2027-02-23T12:00:00Z'); // the job did not run for three days: each missed day once
    await runSweeps(t);
    await runSweeps(t);
    for (const loan of [ng, mx]) {
      expect(await state(loan.orderNo)).toEqual({
        status: 3,
        penalties: ['20', '21', '22', '23'].map((d) => `penalty:${loan.orderNo}:2027-02-${d}`),
        charged: 80_000,
      });
    }
    const { debits, credits } = await trialBalance(t.database.db);
    expect(debits).toBe(credits);
  });

  it('stops at the cap: the penalty never exceeds the principal lent', async () => {
    at('2026-11-20T10:00:00Z');
    const loan = await disbursedLoan(t, 'ng', 500_000);
    at('2027-06-30T12:00:00Z'); // 131 days late: uncapped 2 % × 131 = 262 %
    await runSweeps(t);
    const s = await state(loan.orderNo);
    expect(s.charged).toBe(500_000);
    expect(s.penalties).toHaveLength(50);
    at('2027-07-01T12:00:00Z');
    await runSweeps(t);
    expect((await state(loan.orderNo)).charged).toBe(500_000);
  });
});
