import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '../../../domain/api/codes';
import { normalizeMobile } from '../../../domain/identity/phone';
import { formatMoney } from '../../../domain/money/money';
import { addDays } from '../../../domain/pricing/civil-date';
import { civilDayText } from '../../../domain/markets/civil-day';
import { collectionContacts, operatorAudit, promisesToPay } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/harness';
import { drain } from '../../test/money-fixtures';
import { signInOperator, signInOperatorAgain, type SignedInOperator } from '../../test/operator-test-kit';
import { disbursedLoan, runSweeps } from '../../test/repay-fixtures';

/**
 * The collections queue, contact log and promises (issue 32 points 1–2, decision 0086), on loans
 * lived through the product's own calls: disbursed, made overdue by the overdue sweep as the
 * clock moves, paid through the sandbox's transfer; promises decided by their jobs.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ sessionTtlDays: 400 });
}, 180_000);
afterAll(async () => {
  await t.close();
});

/** Lagos is UTC+1 and Mexico City UTC−6 all year. */
const lagos = (date: string, hour: number) => new Date(Date.parse(`${date}T00:00:00Z`) + (hour - 1) * 3_600_000);
const mexico = (date: string, hour: number) => new Date(Date.parse(`${date}T00:00:00Z`) + (hour + 6) * 3_600_000);

let supervisor: SignedInOperator;
let alice: SignedInOperator;
let bob: SignedInOperator;

/** Moves the clock, runs the sweeps (the overdue job among them) and the due jobs; the console signs in again. */
async function at(instant: Date) {
  t.clock.set(instant);
  await runSweeps(t);
  await drain(t);
  supervisor = await signInOperatorAgain(t, supervisor);
  alice = await signInOperatorAgain(t, alice);
  bob = await signInOperatorAgain(t, bob);
}

async function collectorIds(): Promise<Record<string, number>> {
  const res = await supervisor.call('GET', '/api/admin/collections/collectors');
  return Object.fromEntries(res.json().data.collectors.map((c: { id: number; email: string }) => [c.email, c.id]));
}

async function assign(orderNos: string[], op: SignedInOperator) {
  const res = await supervisor.call('POST', '/api/admin/collections/assignments', {
    orderNos,
    collectorId: (await collectorIds())[op.email],
  });
  expect(res.json().code).toBe(0);
}

const queue = async (op: SignedInOperator, query = '') =>
  (await op.call('GET', `/api/admin/collections/queue?market=ng${query}`)).json().data;
const contact = (op: SignedInOperator, orderNo: string, overrides: Record<string, unknown> = {}) =>
  op.call('POST', '/api/admin/collections/contacts', {
    orderNo,
    channel: 'call',
    party: 'borrower',
    outcome: 'reached',
    note: 'spoke about the due date',
    ...overrides,
  });

// A new team each test: the clock goes back to 2026 for each loan, and an authenticator code is never accepted for a
// step before the last.
beforeEach(async () => {
  t.clock.set(new Date('2026-11-20T09:00:00Z'));
  supervisor = await signInOperator(t, 'collections');
  alice = await signInOperator(t, 'collector');
  bob = await signInOperator(t, 'collector');
}, 60_000);

describe('collections queue', () => {
  it('lists overdue loans in the buckets with balance and next action; a collector sees and works only their own', async () => {
    t.clock.set(new Date('2026-11-20T10:00:00Z'));
    const older = await disbursedLoan(t, 'ng');
    t.clock.set(new Date('2026-12-20T10:00:00Z'));
    const newer = await disbursedLoan(t, 'ng', 500_000);
    await at(lagos(addDays(newer.order.dueDate!, 4), 11));
    const today = addDays(newer.order.dueDate!, 4);

    const all = await queue(supervisor);
    expect(all.buckets).toEqual(['1-7', '8-30', '31-60', '61-90', '91+']);
    const row = (orderNo: string) => all.items.find((r: { orderNo: string }) => r.orderNo === orderNo);
    expect(row(newer.orderNo)).toMatchObject({
      daysPastDue: 4,
      bucket: '1-7',
      collector: null,
      lastPayment: null,
      lastContact: null,
      nextAction: { kind: 'contact' },
    });
    expect(row(older.orderNo)).toMatchObject({ daysPastDue: 34, bucket: '31-60' });
    // The balance is the ledger's: principal, interest and the penalties of the late days.
    expect(row(newer.orderNo).balance).toBeGreaterThan(500_000);
    expect((await queue(supervisor, '&bucket=1-7')).items.map((r: { orderNo: string }) => r.orderNo)).toEqual([
      newer.orderNo,
    ]);
    expect((await queue(supervisor, '&sort=dpd-asc')).items[0].orderNo).toBe(newer.orderNo);
    expect((await queue(supervisor, '&sort=balance-desc')).items[0].orderNo).toBe(older.orderNo);
    expect((await supervisor.call('GET', '/api/admin/collections/queue?market=ng&bucket=2-9')).statusCode).toBe(400);

    // Nothing assigned: a collector's queue is empty, whatever filter they send.
    expect((await queue(alice)).items).toEqual([]);
    await assign([older.orderNo], alice);
    await assign([newer.orderNo], bob);
    const ids = await collectorIds();
    expect((await queue(alice)).items.map((r: { orderNo: string }) => r.orderNo)).toEqual([older.orderNo]);
    expect((await queue(alice, `&collector=${ids[bob.email]}`)).items).toEqual([]);
    expect(
      (await queue(supervisor, `&collector=${ids[bob.email]}`)).items.map((r: { orderNo: string }) => r.orderNo),
    ).toEqual([newer.orderNo]);
    expect((await queue(supervisor, '&collector=none')).items.map((r: { orderNo: string }) => r.orderNo)).not.toContain(
      newer.orderNo,
    );

    // Another collector's account reads as one that does not exist, and cannot be acted on.
    expect((await contact(alice, newer.orderNo)).statusCode).toBe(404);
    expect((await alice.call('GET', `/api/admin/collections/contacts?orderNo=${newer.orderNo}`)).statusCode).toBe(404);
    expect(
      (
        await alice.call('POST', '/api/admin/collections/promises', {
          orderNo: newer.orderNo,
          amount: 1000,
          date: today,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await alice.call('POST', '/api/admin/collections/assignments', {
          orderNos: [newer.orderNo],
          collectorId: ids[alice.email],
        })
      ).statusCode,
    ).toBe(403);
    expect(await t.database.db.select().from(collectionContacts)).toEqual([]);

    // Only a collector takes loans; every assignment is audited.
    const wrong = await supervisor.call('POST', '/api/admin/collections/assignments', {
      orderNos: [newer.orderNo],
      collectorId: 1,
    });
    expect(wrong.json().code).toBe(CODES.COLLECTIONS_NOT_A_COLLECTOR);
    const audits = await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'collections.assign'))
      .orderBy(operatorAudit.id);
    expect(audits.map((a) => [a.target, a.actor])).toEqual([
      [`order:${older.orderNo}`, supervisor.email],
      [`order:${newer.orderNo}`, supervisor.email],
    ]);

    // A contact shows in the queue as the last contact and changes the next action.
    expect((await contact(alice, older.orderNo)).json().code).toBe(0);
    expect((await queue(alice)).items[0]).toMatchObject({
      lastContact: { outcome: 'reached', channel: 'call' },
      nextAction: { kind: 'contactedToday' },
    });
  }, 300_000);
});

describe('contacts', () => {
  it("refused at night and to anyone but the borrower; the contact reaching the day's limit is warned, exactly, under 50 at once", async () => {
    t.clock.set(new Date('2026-11-21T10:00:00Z'));
    const loan = await disbursedLoan(t, 'ng', 300_000);
    const other = await disbursedLoan(t, 'ng', 200_000);
    const day = addDays(loan.order.dueDate!, 2);
    await at(lagos(day, 21));
    await assign([loan.orderNo, other.orderNo], alice);

    const night = await contact(alice, loan.orderNo);
    expect(night.statusCode).toBe(400);
    expect(night.json().code).toBe(CODES.CONTACT_OUTSIDE_HOURS);
    expect(night.json().msg).toContain('from 8:00 to 20:00');
    await at(new Date(lagos(addDays(day, 1), 8).getTime() - 5 * 60_000)); // a few minutes before 08:00 in Lagos
    expect((await contact(alice, loan.orderNo)).json().code).toBe(CODES.CONTACT_OUTSIDE_HOURS);
    await at(lagos(addDays(day, 1), 9));

    const reference = await contact(alice, loan.orderNo, { party: 'reference' });
    expect(reference.json().code).toBe(CODES.CONTACT_NOT_BORROWER);
    expect((await contact(alice, loan.orderNo, { party: 'family' })).json().code).toBe(CODES.CONTACT_NOT_BORROWER);
    expect((await contact(alice, loan.orderNo, { channel: 'pigeon' })).statusCode).toBe(400);
    expect(
      await t.database.db.select().from(collectionContacts).where(eq(collectionContacts.orderId, loan.order.id)),
    ).toEqual([]);

    const first = await contact(alice, loan.orderNo);
    const second = await contact(alice, loan.orderNo, { channel: 'sms', outcome: 'noAnswer' });
    const third = await contact(alice, loan.orderNo, { channel: 'whatsapp', outcome: 'callBack' });
    expect([first, second].map((r) => r.json().data.warning)).toEqual([null, null]);
    expect(third.json().data.warning).toEqual({ kind: 'frequency', count: 3, limit: 3 });
    const log = (await alice.call('GET', `/api/admin/collections/contacts?orderNo=${loan.orderNo}`)).json().data;
    expect(log.contacts.map((c: { channel: string }) => c.channel)).toEqual(['whatsapp', 'sms', 'call']);
    expect(log.window).toMatchObject({ open: true, hours: { from: 8, until: 20 }, contactsToday: 3, limit: 3 });

    const burst = await Promise.all(Array.from({ length: 50 }, () => contact(alice, other.orderNo)));
    const counts = burst.map((r) => r.json().data.contact.dayCount).sort((a: number, b: number) => a - b);
    expect(counts).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(burst.filter((r) => r.json().data.warning !== null)).toHaveLength(48);
  }, 300_000);

  it("Mexico: contacts from 07:00 until 22:00 on Mexico City's clock; the hours are a setting that cannot leave the law's", async () => {
    t.clock.set(new Date('2026-11-22T16:00:00Z'));
    const loan = await disbursedLoan(t, 'mx', 300_000);
    const day = addDays(loan.order.dueDate!, 1);
    await at(mexico(day, 7));
    await assign([loan.orderNo], bob);
    expect((await contact(bob, loan.orderNo)).json().code).toBe(0);
    await at(new Date(mexico(day, 22).getTime() - 3 * 60_000));
    expect((await contact(bob, loan.orderNo)).json().code).toBe(0);
    t.clock.set(mexico(day, 22));
    expect((await contact(bob, loan.orderNo)).json().code).toBe(CODES.CONTACT_OUTSIDE_HOURS);

    const settings = (await supervisor.call('GET', '/api/admin/collections/settings/mx')).json().data.settings;
    let admin = await signInOperator(t, 'admin');
    expect(
      (await admin.call('PUT', '/api/admin/collections/settings/mx', { ...settings, hours: { from: 6, until: 22 } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await supervisor.call('PUT', '/api/admin/collections/settings/mx', {
          ...settings,
          hours: { from: 9, until: 18 },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await admin.call('PUT', '/api/admin/collections/settings/mx', { ...settings, hours: { from: 9, until: 18 } })
      ).json().code,
    ).toBe(0);
    await at(mexico(addDays(day, 1), 8));
    admin = await signInOperatorAgain(t, admin);
    expect((await contact(bob, loan.orderNo)).json().code).toBe(CODES.CONTACT_OUTSIDE_HOURS);
    const [audit] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'collections.settings'));
    expect(audit).toMatchObject({ target: 'market:mx', actor: admin.email, after: { hours: { from: 9, until: 18 } } });
    await admin.call('PUT', '/api/admin/collections/settings/mx', settings);
  }, 300_000);
});

describe('promises to pay', () => {
  it('Mexico: a reminder SMS to the borrower on the date, inside the hours; a payment through the product keeps it', async () => {
    t.clock.set(new Date('2026-11-23T16:00:00Z'));
    const { b, orderNo, order } = await disbursedLoan(t, 'mx', 500_000);
    const day = addDays(order.dueDate!, 3);
    await at(mexico(day, 12));
    await assign([orderNo], bob);
    const promised = addDays(day, 2);

    expect(
      (await bob.call('POST', '/api/admin/collections/promises', { orderNo, amount: 100_000, date: addDays(day, -1) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await bob.call('POST', '/api/admin/collections/promises', { orderNo, amount: 100_000, date: addDays(day, 15) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await bob.call('POST', '/api/admin/collections/promises', { orderNo, amount: 99_000_000, date: promised }))
        .statusCode,
    ).toBe(400);
    expect(
      (await bob.call('POST', '/api/admin/collections/promises', { orderNo, amount: 100.5, date: promised }))
        .statusCode,
    ).toBe(400);
    const made = await bob.call('POST', '/api/admin/collections/promises', {
      orderNo,
      amount: 100_000,
      date: promised,
    });
    expect(made.json().data.promise).toMatchObject({
      amount: 100_000,
      date: promised,
      status: 'open',
      reminderAt: mexico(promised, 8).toISOString(),
    });
    expect(
      (await bob.call('POST', '/api/admin/collections/promises', { orderNo, amount: 50_000, date: promised })).json()
        .code,
    ).toBe(CODES.PROMISE_ALREADY_OPEN);
    const mine = (await bob.call('GET', '/api/admin/collections/queue?market=mx')).json().data.items;
    expect(mine.find((r: { orderNo: string }) => r.orderNo === orderNo)).toMatchObject({
      orderNo,
      promise: { amount: 100_000, date: promised },
      nextAction: { kind: 'awaitPromise', date: promised },
    });

    const promiseSms = () =>
      t.sms
        .messagesTo(normalizeMobile(b.mobile, 'mx')!)
        .filter((m) => m.text.includes('agreed to pay') || m.text.includes('acordaste pagar'));
    await at(mexico(promised, 6));
    expect(promiseSms()).toHaveLength(0);
    await at(mexico(promised, 9));
    expect(promiseSms()).toHaveLength(1);
    expect(promiseSms()[0].text).toBe(
      `Presta: today, ${civilDayText(promised, 'en', 'mx')}, is the day you agreed to pay ${formatMoney(100_000, 'MXN')}. You can repay in the Presta app.`,
    );

    // Paid through the product's own path: the borrower's SPEI account, the sandbox's transfer.
    const account = await b.call('/repay/getStpClabe', { orderNo });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/dev/sandbox-pay',
      payload: { target: account.data.account!.accountNumber, amount: 100_000 },
    });
    expect(paid.json().data.ok).toBe(true);
    await drain(t);
    const [kept] = await t.database.db.select().from(promisesToPay).where(eq(promisesToPay.orderId, order.id));
    expect(kept.status).toBe('kept');
    const list = (await bob.call('GET', `/api/admin/collections/promises?orderNo=${orderNo}`)).json().data.promises;
    expect(list).toMatchObject([{ status: 'kept', amount: 100_000 }]);
    // The date's end changes nothing more; the decision was audited.
    await at(mexico(addDays(promised, 1), 1));
    expect(
      (await t.database.db.select().from(promisesToPay).where(eq(promisesToPay.orderId, order.id)))[0].status,
    ).toBe('kept');
    const audits = await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.target, `promise:${kept.id}`));
    expect(audits.map((a) => [a.action, a.actor])).toEqual([['collections.promise.kept', 'ledger']]);
  }, 300_000);

  it("Nigeria: broken when its date ends without the money, by the job, on the market's calendar", async () => {
    t.clock.set(new Date('2026-11-24T10:00:00Z'));
    const { orderNo, order } = await disbursedLoan(t, 'ng', 400_000);
    const day = addDays(order.dueDate!, 5);
    await at(lagos(day, 10));
    await assign([orderNo], alice);
    expect(
      (await alice.call('POST', '/api/admin/collections/promises', { orderNo, amount: 50_000, date: day })).json().code,
    ).toBe(0);
    const status = async () =>
      (await t.database.db.select().from(promisesToPay).where(eq(promisesToPay.orderId, order.id)))[0].status;
    await at(lagos(day, 23));
    expect(await status()).toBe('open');
    await at(lagos(addDays(day, 1), 0));
    expect(await status()).toBe('broken');
    const [audit] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'collections.promise.broken'));
    expect(audit).toMatchObject({ actor: 'promise-job' });
    // Decided, it no longer blocks a new promise.
    expect(
      (
        await alice.call('POST', '/api/admin/collections/promises', { orderNo, amount: 50_000, date: addDays(day, 2) })
      ).json().code,
    ).toBe(0);
  }, 300_000);
});
