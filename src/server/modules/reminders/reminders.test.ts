import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeMobile } from '../../../domain/identity/phone';
import { civilDayText } from '../../../domain/markets/civil-day';
import { formatMoney } from '../../../domain/money/money';
import { addDays } from '../../../domain/pricing/civil-date';
import { loanReminders, messageLog, operatorAudit } from '../../db/schema';
import type { Deps } from '../../deps';
import { buildTestApp, testConfig, type TestApp } from '../../test/harness';
import { drain, orderRow } from '../../test/money-fixtures';
import { ngContacts } from '../../test/profile-fixtures';
import { loanBalances } from '../repay';
import { disbursedLoan } from '../../test/repay-fixtures';
import { sendReminder } from './reminder-job';

/**
 * Loans lived through the product's own calls and jobs, the test clock moved day by day: the
 * reminders of decision 0045 arrive on their days, between 08:00 and 20:00 in the market's
 * clock, once each, with the ledger's figures, only to the borrower, and stop once paid.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ sessionTtlDays: 400, adminToken: 'operator-token' });
}, 180_000);
const operator = { authorization: 'Bearer operator-token' };
afterAll(async () => {
  await t.close();
});

const e164 = (mobile: string) => normalizeMobile(mobile, mobile.startsWith('0') ? 'ng' : 'mx')!;
const reminders = (mobile: string) => t.sms.messagesTo(e164(mobile)).filter((m) => m.purpose === 'reminder');

/** Runs the sweeps and jobs at a local hour of a market date (Lagos: UTC+1, Mexico City: UTC−6). */
async function at(date: string, hour: number, utcOffset: number) {
  const h = hour - utcOffset;
  t.clock.set(
    new Date(`${addDays(date, h < 0 ? -1 : h >= 24 ? 1 : 0)}T${String((h + 24) % 24).padStart(2, '0')}:30:00Z`),
  );
  // Forced: a test moves the clock back and forth, which the runner's interval would read as "not yet".
  await t.app.jobs.idle();
  await t.app.jobs.runSweeps(true);
  await drain(t);
}

describe('loan reminders', () => {
  it("Nigeria: due −3, −1, the due day, +1, +3 and +7; none at night, none twice, the ledger's amount, only the borrower", async () => {
    t.clock.set(new Date('2026-11-20T10:00:00Z'));
    const { b, order, orderNo } = await disbursedLoan(t, 'ng');
    const due = order.dueDate!;
    const seen: Record<number, string[]> = {};
    for (let day = -5; day <= 9; day++) {
      const date = addDays(due, day);
      const before = reminders(b.mobile).length;
      await at(date, 6, 1); // 06:30 in Lagos: too early
      expect(reminders(b.mobile).length).toBe(before);
      await at(date, 10, 1);
      await at(date, 15, 1); // a later pass the same day sends nothing again
      const today = reminders(b.mobile).slice(0, reminders(b.mobile).length - before);
      await at(date, 21, 1); // 21:30: too late, and nothing new
      expect(reminders(b.mobile).length).toBe(before + today.length);
      if (today.length) seen[day] = today.map((m) => m.text);
      if (day === 1) {
        // The amount is the ledger's at sending time: on the first late day it carries the penalty.
        const owed = await loanBalances(t.database.db, order.id);
        expect(owed.penalty).toBeGreaterThan(0);
        expect(today[0].text).toContain(formatMoney(owed.penalty + owed.interest + owed.principal + owed.fees, 'NGN'));
      }
    }
    expect(
      Object.keys(seen)
        .map(Number)
        .sort((a, c) => a - c),
    ).toEqual([-3, -1, 0, 1, 3, 7]);
    for (const texts of Object.values(seen)) expect(texts).toHaveLength(1);
    expect(seen[-3][0]).toBe(
      `Presta: a reminder that ${formatMoney(1_081_900, 'NGN')} is due on ${civilDayText(due, 'en', 'ng')}, in 3 days. You can repay in the Presta app.`,
    );
    expect(seen[0][0]).toContain('is due today');
    expect(seen[7][0]).toContain('is 7 days late');
    // Never to anyone else: the emergency contacts received nothing.
    for (const contact of [ngContacts.emergencyContactMobile1, ngContacts.emergencyContactMobile2]) {
      expect(t.sms.messagesTo(normalizeMobile(contact, 'ng')!)).toHaveLength(0);
    }
    // Each is logged with the loan, without its text or the number.
    const logged = await t.database.db.select().from(messageLog).where(eq(messageLog.orderId, order.id));
    expect(logged.map((r) => r.reminderOffset).sort((a, c) => a! - c!)).toEqual([-3, -1, 0, 1, 3, 7]);
    expect(
      logged.every(
        (r) => r.status === 'sent' && r.toMasked.endsWith(b.mobile.slice(-4)) && r.toMasked !== e164(b.mobile),
      ),
    ).toBe(true);
    // The console's loan page lists them with their delivery state.
    const page = (await t.app.inject({ url: `/api/admin/orders/${orderNo}/messages`, headers: operator })).json().data;
    expect(page.messages).toHaveLength(6);
    expect(page.messages[0]).toMatchObject({
      purpose: 'reminder',
      channel: 'sms',
      vendor: 'sandbox',
      status: 'sent',
      reminderOffset: 7,
    });
    expect(page.reminders.map((r: { offsetDays: number; status: string }) => [r.offsetDays, r.status])).toEqual([
      [-3, 'sent'],
      [-1, 'sent'],
      [0, 'sent'],
      [1, 'sent'],
      [3, 'sent'],
      [7, 'sent'],
    ]);
  }, 300_000);

  it("Mexico: on Mexico City's clock, in pesos, and nothing after the loan is paid", async () => {
    t.clock.set(new Date('2026-11-20T16:00:00Z'));
    const { b, orderNo, order } = await disbursedLoan(t, 'mx', 500_000);
    const due = order.dueDate!;
    await at(addDays(due, -3), 7, -6); // 07:30 in Mexico City (13:30 UTC, already day in Lagos): not yet
    expect(reminders(b.mobile)).toHaveLength(0);
    await at(addDays(due, -3), 9, -6);
    expect(reminders(b.mobile)).toHaveLength(1);
    // In the borrower's own language (this one registered in English), in pesos.
    expect(reminders(b.mobile)[0].text).toMatch(
      /^Presta[^:]*: a reminder that \$[\d,]+\.\d{2} is due on [A-Z][a-z]{2} \d{1,2}, \d{4}, in 3 days\./,
    );

    // Paid in full the day before it is due.
    await at(addDays(due, -2), 10, -6);
    const detail = await b.call('/repay/repay-order/detail', { orderNo });
    const account = await b.call('/repay/getStpClabe', { orderNo });
    expect(account.code).toBe(0);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/dev/sandbox-pay',
      payload: { target: account.data.account!.accountNumber, amount: detail.data.outstanding },
    });
    expect(paid.json().data.ok).toBe(true);
    await drain(t);
    expect((await orderRow(t, orderNo)).status).toBe(4);
    for (let day = -1; day <= 8; day++) await at(addDays(due, day), 12, -6);
    expect(reminders(b.mobile)).toHaveLength(1);
  }, 300_000);

  it('at most once per loan and day, however many instances try at once', async () => {
    t.clock.set(new Date('2026-11-20T10:00:00Z'));
    const { b, order } = await disbursedLoan(t, 'ng', 300_000);
    t.clock.set(new Date(`${addDays(order.dueDate!, -1)}T10:00:00Z`));
    const deps = {
      db: t.database.db,
      config: testConfig(),
      clock: t.clock,
      sms: t.sms,
      log: t.app.log,
    } as unknown as Deps;
    const payload = { orderId: order.id, userId: order.userId, dueDate: order.dueDate!, offsetDays: -1 };
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => sendReminder(deps, payload)));
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'taken')).toHaveLength(49);
    expect(reminders(b.mobile)).toHaveLength(1);
    expect(await t.database.db.select().from(loanReminders).where(eq(loanReminders.orderId, order.id))).toMatchObject([
      { status: 'sent', offsetDays: -1 },
    ]);
  }, 120_000);

  it("the operator changes an app's days and texts (audited); the next reminders follow them", async () => {
    const put = (body: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/app-settings/com.presta.ng/reminders',
        headers: operator,
        payload: body as object,
      });
    expect((await put({ offsets: [-2, -2] })).statusCode).toBe(400);
    const texts = {
      en: {
        before: 'Heads up: {amount} due {dueDate}.',
        due: 'Today: {amount} ({dueDate}).',
        overdue: 'Late: {amount} since {dueDate}.',
      },
    };
    expect((await put({ offsets: [-2], texts })).statusCode).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.target, 'app:com.presta.ng:reminders'));
    expect(audit).toMatchObject({ action: 'setting.update', after: { offsets: [-2], texts } });
    t.clock.set(new Date('2026-11-20T10:00:00Z'));
    const { b, order } = await disbursedLoan(t, 'ng', 200_000);
    await at(addDays(order.dueDate!, -3), 10, 1);
    expect(reminders(b.mobile)).toHaveLength(0);
    await at(addDays(order.dueDate!, -2), 10, 1);
    const owed = await loanBalances(t.database.db, order.id);
    expect(reminders(b.mobile).map((m) => m.text)).toEqual([
      `Heads up: ${formatMoney(owed.principal + owed.interest, 'NGN')} due ${civilDayText(order.dueDate!, 'en', 'ng')}.`,
    ]);
  }, 120_000);
});
