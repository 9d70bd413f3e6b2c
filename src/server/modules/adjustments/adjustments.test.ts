import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeMobile } from '../../../domain/identity/phone';
import { formatMoney } from '../../../domain/money/money';
import { addDays } from '../../../domain/pricing/civil-date';
import { loanAdjustments, loanReminders, operatorAudit } from '../../db/schema';
import { trialBalance } from '../../ledger/post';
import type { Deps } from '../../deps';
import { buildTestApp, testConfig, type TestApp } from '../../test/harness';
import { drain, orderRow } from '../../test/money-fixtures';
import { signInOperator, type SignedInOperator } from '../../test/operator-test-kit';
import type { Borrower } from '../../test/profile-fixtures';
import { disbursedLoan, runSweeps, signInAgain, transactionsOf } from '../../test/repay-fixtures';
import { sendReminder } from '../reminders';
import { loanBalances } from '../repay';

/**
 * Adjustments (issue 32 point 3, decision 0087) on loans brought overdue by the product's own
 * jobs with the clock moved: each requested by one operator, approved by another, one ledger
 * transaction each, and the borrower's screens and reminders follow at once.
 */
let t: TestApp;
let maker: SignedInOperator;
let checker: SignedInOperator;
// Written off after 10 days in Nigeria and 15 in Mexico, so a write-off is reached before the penalty cap.
beforeAll(async () => {
  t = await buildTestApp({
    sessionTtlDays: 400,
    adjustments: { writeOffAfterDays: { ng: 10, mx: 15 }, restructureMaxDays: 30 },
  });
}, 180_000);
afterAll(async () => {
  await t.close();
});

/**
 * Moves the clock, runs the jobs as they would run then, and signs the operators in again (their sessions idle out).
 */
const at = async (iso: string) => {
  t.clock.set(new Date(iso));
  await runSweeps(t);
  await drain(t);
  maker = await signInOperator(t, 'collections');
  checker = await signInOperator(t, 'admin');
};
const url = (orderNo: string, rest = '') => `/api/admin/loans/${orderNo}/adjustments${rest}`;
const request = (orderNo: string, body: object) => maker.call('POST', url(orderNo), body);
const approve = (by: SignedInOperator, orderNo: string, id: number) =>
  by.call('POST', url(orderNo, `/${id}/approve`), {});
const detail = async (b: Borrower, orderNo: string) => (await b.call('/repay/repay-order/detail', { orderNo })).data;

async function balanced() {
  const { debits, credits } = await trialBalance(t.database.db);
  expect(debits).toBe(credits);
}

async function sandboxPay(target: string, amount: number) {
  const res = await t.app.inject({ method: 'POST', url: '/api/dev/sandbox-pay', payload: { target, amount } });
  if (!res.json().data.ok) throw new Error(`sandbox payment refused: ${res.body}`);
}

describe('penalty waiver (Nigeria)', () => {
  it('requested by one, approved by another once however many approve at once; every amount drops at once', async () => {
    t.clock.set(new Date('2026-11-20T10:00:00Z'));
    const loan = await disbursedLoan(t, 'ng', 500_000);
    const { orderNo, order } = loan;
    await at('2027-02-22T12:00:00Z'); // three days late in Lagos: 3 × 10,000 penalty
    const b = await signInAgain(t, loan.b);
    expect(await detail(b, orderNo)).toMatchObject({ status: 3, penalty: 30_000, outstanding: 570_950 });

    const asked = await request(orderNo, {
      kind: 'penaltyWaiver',
      amount: 12_500,
      reason: 'hospital stay, documents seen',
    });
    expect(asked.json()).toMatchObject({
      code: 0,
      data: { adjustment: { status: 'requested', amount: 12_500, mine: true } },
    });
    const id = asked.json().data.adjustment.id as number;
    // Nothing changes until someone else approves.
    expect((await detail(b, orderNo)).outstanding).toBe(570_950);
    expect(
      (await request(orderNo, { kind: 'penaltyWaiver', amount: 1_000, reason: 'a second one of the kind' })).json()
        .code,
    ).toBe(400944);
    const over = await request(orderNo, { kind: 'interestWaiver', amount: 50_000, reason: 'more than is owed' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 400941,
      msg: 'The amount is more than the borrower owes of it (₦409.50)',
    });
    expect((await request(orderNo, { kind: 'penaltyWaiver', amount: 0, reason: 'nothing at all' })).statusCode).toBe(
      400,
    );

    // The maker cannot check their own request, to approve or to reject it.
    const own = await approve(maker, orderNo, id);
    expect({ status: own.statusCode, code: own.json().code }).toEqual({ status: 403, code: 400942 });
    expect((await maker.call('POST', url(orderNo, `/${id}/reject`), { reason: 'changed my mind' })).json().code).toBe(
      400942,
    );
    expect(await transactionsOf(t, order.id, 'penaltyWaiver')).toHaveLength(0);

    // 50 approvals at once: one posts, the rest find it decided.
    const answers = await Promise.all(Array.from({ length: 50 }, () => approve(checker, orderNo, id)));
    expect(answers.filter((r) => r.json().code === 0)).toHaveLength(1);
    expect(answers.filter((r) => r.json().code === 400943)).toHaveLength(49);
    const posted = await transactionsOf(t, order.id, 'penaltyWaiver');
    expect(posted.map((p) => p.idempotencyKey)).toEqual([`adjustment:${id}`]);
    expect(
      await t.database.db
        .select()
        .from(operatorAudit)
        .where(and(eq(operatorAudit.action, 'adjustment.approve'), eq(operatorAudit.target, `order:${orderNo}`))),
    ).toHaveLength(1);

    const after = await detail(b, orderNo);
    expect(after).toMatchObject({ penalty: 17_500, owed: { penalty: 17_500 }, outstanding: 558_450 });
    expect(after.history.at(-1)).toMatchObject({ event: 'penaltyWaived', amount: 12_500 });
    await balanced();

    // The next reminder (D+7) carries the ledger's amount after the waiver: 4 more days of penalty.
    await at('2027-02-26T12:00:00Z');
    const sms = t.sms.messagesTo(normalizeMobile(b.mobile, 'ng')!).filter((m) => m.purpose === 'reminder');
    expect(sms[0].text).toContain(formatMoney(558_450 + 40_000, 'NGN')); // newest first
    expect((await detail(b, orderNo)).outstanding).toBe(598_450);
    await balanced();
  }, 120_000);
});

describe('interest waiver (Mexico)', () => {
  it('forgives interest owed; the statement says so', async () => {
    t.clock.set(new Date('2026-11-20T10:00:00Z'));
    const loan = await disbursedLoan(t, 'mx', 500_000);
    await at('2027-02-21T12:00:00Z'); // two days late in Mexico City
    const b = await signInAgain(t, loan.b);
    const before = await detail(b, loan.orderNo);
    const interest = before.owed.interest as number;
    // One request of a kind waits per loan, however many are sent at once.
    const sent = await Promise.all(
      Array.from({ length: 50 }, () =>
        request(loan.orderNo, { kind: 'interestWaiver', amount: interest, reason: 'settlement agreed by phone' }),
      ),
    );
    expect(sent.filter((r) => r.json().code === 400944)).toHaveLength(49);
    const asked = sent.find((r) => r.json().code === 0)!.json();
    expect((await approve(checker, loan.orderNo, asked.data.adjustment.id)).json()).toMatchObject({
      code: 0,
      data: { adjustment: { status: 'approved' } },
    });
    const after = await detail(b, loan.orderNo);
    expect(after).toMatchObject({ owed: { interest: 0 }, outstanding: before.outstanding - interest });
    expect(after.history.at(-1)).toMatchObject({ event: 'interestWaived', amount: interest });
    await balanced();
  }, 120_000);
});

describe('write-off and recovery (Nigeria)', () => {
  it("only past the market's days; stops penalties and reminders; later payments are recovered until the loan finishes", async () => {
    t.clock.set(new Date('2026-11-20T10:00:00Z'));
    const loan = await disbursedLoan(t, 'ng', 500_000);
    const { orderNo, order } = loan;
    await at('2027-02-28T12:00:00Z'); // 9 days late
    const early = await request(orderNo, { kind: 'writeOff', reason: 'no contact for weeks' });
    expect(early.json()).toMatchObject({
      code: 400941,
      msg: 'A loan can be written off only once it is 10 days past its due date',
    });

    await at('2027-03-01T12:00:00Z'); // 10 days late: 100,000 penalty
    const b = await signInAgain(t, loan.b);
    const owed = 500_000 + 40_950 + 100_000;
    const asked = (await request(orderNo, { kind: 'writeOff', reason: 'no contact for weeks' })).json();
    expect(asked.data.adjustment).toMatchObject({ kind: 'writeOff', amount: owed });
    expect((await approve(checker, orderNo, asked.data.adjustment.id)).json().code).toBe(0);

    expect(await orderRow(t, orderNo)).toMatchObject({ status: 3, writtenOffAt: t.clock.now() });
    expect(await loanBalances(t.database.db, order.id)).toMatchObject({
      penalty: 0,
      interest: 0,
      principal: 0,
      fees: 0,
      writtenOff: owed,
    });
    const written = await detail(b, orderNo);
    expect(written).toMatchObject({ status: 3, outstanding: owed, rollover: null });
    expect(written.history.at(-1)).toMatchObject({ event: 'writtenOff', amount: owed });
    expect(
      (await request(orderNo, { kind: 'penaltyWaiver', amount: 100, reason: 'after the write-off' })).json().msg,
    ).toBe('The loan was written off: payments are recovered, nothing else changes it');
    await balanced();

    // No more penalties, no reminder.
    await at('2027-03-03T12:00:00Z');
    expect(await transactionsOf(t, order.id, 'penalty')).toHaveLength(10);
    const deps = {
      db: t.database.db,
      config: testConfig(),
      clock: t.clock,
      sms: t.sms,
      log: t.app.log,
    } as unknown as Deps;
    expect(
      await sendReminder(deps, { orderId: order.id, userId: order.userId, dueDate: order.dueDate!, offsetDays: 12 }),
    ).toBe('skipped');
    expect(
      (await t.database.db.select().from(loanReminders).where(eq(loanReminders.orderId, order.id))).at(-1),
    ).toMatchObject({ reason: 'the loan was written off' });

    // A payment through the normal repay path is a recovery; the last one finishes the loan.
    const account = (await b.call('/repay/monnify_reserved_account', { orderNo })).data;
    await sandboxPay(account.account!.accountNumber, 200_000);
    expect(await loanBalances(t.database.db, order.id)).toMatchObject({ writtenOff: owed - 200_000, principal: 0 });
    expect(await detail(b, orderNo)).toMatchObject({ status: 3, outstanding: owed - 200_000 });
    await sandboxPay(account.account!.accountNumber, owed - 200_000 + 5_000);
    expect(await orderRow(t, orderNo)).toMatchObject({ status: 4 });
    expect(await loanBalances(t.database.db, order.id)).toMatchObject({ writtenOff: 0, credit: 5_000 });
    const lines = (await transactionsOf(t, order.id, 'repayment')).map((x) => x.memo);
    expect(lines.every((m) => m?.endsWith('(recovery)'))).toBe(true);
    await balanced();
  }, 120_000);
});

describe('restructure (Mexico)', () => {
  it('moves the due date within the window: the loan is repaying at once, penalties waived, reminders follow the new date', async () => {
    t.clock.set(new Date('2026-11-20T10:00:00Z'));
    const loan = await disbursedLoan(t, 'mx', 500_000);
    const { orderNo, order } = loan;
    await at('2027-02-23T18:00:00Z'); // 12:00 on 2027-02-23 in Mexico City: four days late
    const b = await signInAgain(t, loan.b);
    expect((await b.call('/loan/loan-product/index', {})).data).toMatchObject({ status: 'overdue' });
    const today = '2027-02-23';

    const far = await request(orderNo, {
      kind: 'restructure',
      newDueDate: addDays(today, 31),
      reason: 'income back next month',
    });
    expect(far.json()).toMatchObject({ code: 400941, msg: 'The new due date must be 1 to 30 days after today' });
    const newDue = addDays(today, 14);
    const waiver = (
      await request(orderNo, { kind: 'penaltyWaiver', amount: 10_000, reason: 'asked the same day' })
    ).json().data.adjustment;
    const asked = (
      await request(orderNo, { kind: 'restructure', newDueDate: newDue, reason: 'income back next month' })
    ).json().data.adjustment;
    // Four days' penalty (40,000) with its 16 % IVA (decision 0089): 46,400 owed, all waived.
    expect(asked).toMatchObject({ amount: 46_400, previousDueDate: '2027-02-19', newDueDate: newDue });
    expect((await approve(checker, orderNo, asked.id)).json()).toMatchObject({
      code: 0,
      data: { adjustment: { amount: 46_400 } },
    });

    expect(await orderRow(t, orderNo)).toMatchObject({ status: 2, dueDate: newDue });
    expect((await b.call('/loan/loan-product/index', {})).data).toMatchObject({ status: 'repaying' });
    const after = await detail(b, orderNo);
    expect(after).toMatchObject({
      status: 2,
      dueDate: newDue,
      overdueDays: 0,
      owed: { penalty: 0 },
      outstanding: 547_502,
    });
    expect(after.history.at(-1)).toMatchObject({ event: 'restructured', amount: 46_400 });

    // The waiver asked before the restructure no longer fits the loan: refused, nothing written.
    const stale = await approve(checker, orderNo, waiver.id);
    expect(stale.json()).toMatchObject({
      code: 400941,
      msg: 'The loan changed since this was requested (paid, moved or adjusted): reject it and request again',
    });
    expect(
      (await t.database.db.select().from(loanAdjustments).where(eq(loanAdjustments.id, waiver.id)))[0].status,
    ).toBe('requested');

    // The next days charge nothing; the reminder three days before the new date comes, with the new date.
    await at('2027-02-25T18:00:00Z');
    expect(await transactionsOf(t, order.id, 'penalty')).toHaveLength(4);
    await at(`${addDays(newDue, -3)}T18:00:00Z`);
    const reminders = await t.database.db.select().from(loanReminders).where(eq(loanReminders.orderId, order.id));
    expect(reminders.filter((r) => r.dueDate === newDue).map((r) => [r.offsetDays, r.status])).toEqual([[-3, 'sent']]);
    await balanced();
  }, 120_000);
});
