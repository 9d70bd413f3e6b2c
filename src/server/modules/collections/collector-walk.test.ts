import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '../../../domain/api/codes';
import type { Market } from '../../../domain/markets/market';
import { addDays } from '../../../domain/pricing/civil-date';
import { trialBalance } from '../../ledger/post';
import { buildTestApp, type TestApp } from '../../test/harness';
import { drain, orderRow } from '../../test/money-fixtures';
import { signInOperator, signInOperatorAgain, type SignedInOperator } from '../../test/operator-test-kit';
import type { Borrower } from '../../test/profile-fixtures';
import { disbursedLoan, runSweeps, signInAgain } from '../../test/repay-fixtures';

/**
 * Issue 32's proof at the server, on whichever database the run has: one overdue loan per market
 * walked by its collector from a refused night call to a recovery after write-off, through the
 * product's calls only, with the books balanced after every step.
 */
let t: TestApp;
// Written off after 10 days in Nigeria and 15 in Mexico (as adjustments.test.ts), before the penalty cap.
beforeAll(async () => {
  t = await buildTestApp({
    sessionTtlDays: 400,
    adjustments: { writeOffAfterDays: { ng: 10, mx: 15 }, restructureMaxDays: 30 },
  });
}, 180_000);
afterAll(async () => {
  await t.close();
});

/** A market's wall-clock hour as an instant: Lagos is UTC+1 and Mexico City UTC−6 all year. */
const local = (market: Market, date: string, hour: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + (hour - (market === 'ng' ? 1 : -6)) * 3_600_000);

const WRITE_OFF_DAYS: Record<Market, number> = { ng: 10, mx: 15 };

async function balanced() {
  const { debits, credits } = await trialBalance(t.database.db);
  expect(debits).toBe(credits);
}

describe.each(['ng', 'mx'] as const)('a collector walks an overdue loan (%s)', (market) => {
  it('night and contact-person refusals, a promise kept by a payment, a waiver and a write-off each approved by another, a recovery', async () => {
    t.clock.set(new Date(market === 'ng' ? '2026-11-20T10:00:00Z' : '2026-11-20T16:00:00Z'));
    const loan = await disbursedLoan(t, market, 500_000);
    const { orderNo } = loan;
    let supervisor = await signInOperator(t, 'collections');
    let checker = await signInOperator(t, 'admin');
    let collector = await signInOperator(t, 'collector');
    let b: Borrower = loan.b;
    const at = async (instant: Date) => {
      t.clock.set(instant);
      await runSweeps(t);
      await drain(t);
      // One after another: each takes the next authenticator step of the moved clock.
      supervisor = await signInOperatorAgain(t, supervisor);
      checker = await signInOperatorAgain(t, checker);
      collector = await signInOperatorAgain(t, collector);
      b = await signInAgain(t, b);
    };
    const detail = async () => (await b.call('/repay/repay-order/detail', { orderNo })).data;
    const contact = (party = 'borrower') =>
      collector.call('POST', '/api/admin/collections/contacts', {
        orderNo,
        channel: 'call',
        party,
        outcome: 'reached',
        note: 'spoke about the debt',
      });
    const adjust = async (body: object, by: SignedInOperator = checker) => {
      const asked = await supervisor.call('POST', `/api/admin/loans/${orderNo}/adjustments`, body);
      expect(asked.json().code, JSON.stringify(asked.json())).toBe(0);
      const id = asked.json().data.adjustment.id as number;
      expect(
        (await supervisor.call('POST', `/api/admin/loans/${orderNo}/adjustments/${id}/approve`, {})).json().code,
      ).toBe(CODES.ADJUSTMENT_OWN);
      expect((await by.call('POST', `/api/admin/loans/${orderNo}/adjustments/${id}/approve`, {})).json().code).toBe(0);
    };
    const account = async () =>
      market === 'ng'
        ? (await b.call('/repay/monnify_reserved_account', { orderNo })).data.account!.accountNumber
        : (await b.call('/repay/getStpClabe', { orderNo })).data.account!.accountNumber;
    const pay = async (amount: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/dev/sandbox-pay',
        payload: { target: await account(), amount },
      });
      expect(res.json().data.ok, res.body).toBe(true);
      await drain(t);
    };

    // Two days late, 23:00 on the market's clock: the queue has it, the call is refused, nothing is written.
    const day = addDays(loan.order.dueDate!, 2);
    await at(local(market, day, 23));
    const ids = (await supervisor.call('GET', '/api/admin/collections/collectors')).json().data.collectors as {
      id: number;
      email: string;
    }[];
    const assigned = await supervisor.call('POST', '/api/admin/collections/assignments', {
      orderNos: [orderNo],
      collectorId: ids.find((c) => c.email === collector.email)!.id,
    });
    expect(assigned.json().code).toBe(0);
    const queue = (await collector.call('GET', `/api/admin/collections/queue?market=${market}&bucket=1-7`)).json().data
      .items;
    expect(queue.map((r: { orderNo: string }) => r.orderNo)).toEqual([orderNo]);
    const night = await contact();
    expect({ status: night.statusCode, code: night.json().code }).toEqual({
      status: 400,
      code: CODES.CONTACT_OUTSIDE_HOURS,
    });
    await balanced();

    // The next morning: a reference is refused, the borrower is reached and promises a part.
    await at(local(market, addDays(day, 1), 10));
    expect((await contact('reference')).json().code).toBe(CODES.CONTACT_NOT_BORROWER);
    expect((await contact()).json().code).toBe(0);
    const promised = 100_000;
    const promise = await collector.call('POST', '/api/admin/collections/promises', {
      orderNo,
      amount: promised,
      date: addDays(day, 2),
    });
    expect(promise.json().code, JSON.stringify(promise.json())).toBe(0);
    await balanced();

    // Paid through the borrower's own transfer account: the ledger keeps the promise.
    const before = await detail();
    await pay(promised);
    const promises = (await collector.call('GET', `/api/admin/collections/promises?orderNo=${orderNo}`)).json().data
      .promises;
    expect(promises).toMatchObject([{ status: 'kept', amount: promised }]);
    expect((await detail()).outstanding).toBe(before.outstanding - promised);
    await balanced();

    // A payment settles penalty first: a day later there is new penalty, forgiven by one supervisor, approved by
    // another person.
    await at(local(market, addDays(day, 2), 10));
    const penalty = (await detail()).owed.penalty as number;
    expect(penalty).toBeGreaterThan(0);
    const owing = (await detail()).outstanding as number;
    await adjust({ kind: 'penaltyWaiver', amount: penalty, reason: 'hospital stay, documents seen' });
    const waived = await detail();
    expect(waived).toMatchObject({ owed: { penalty: 0 }, outstanding: owing - penalty });
    expect(waived.history.at(-1)).toMatchObject({ event: 'penaltyWaived', amount: penalty });
    await balanced();

    // Past the market's write-off days: written off whole, the borrower still sees what is left to pay.
    await at(local(market, addDays(loan.order.dueDate!, WRITE_OFF_DAYS[market]), 12));
    const owed = (await detail()).outstanding as number;
    await adjust({ kind: 'writeOff', reason: 'no answer for weeks' });
    const written = await detail();
    expect(written).toMatchObject({ status: 3, outstanding: owed });
    expect(written.history.at(-1)).toMatchObject({ event: 'writtenOff', amount: owed });
    await balanced();

    // Later payments are recovered against the write-off; the last finishes the loan.
    await pay(50_000);
    expect((await detail()).outstanding).toBe(owed - 50_000);
    await balanced();
    await pay(owed - 50_000);
    expect(await orderRow(t, orderNo)).toMatchObject({ status: 4 });
    await balanced();
  }, 300_000);
});
