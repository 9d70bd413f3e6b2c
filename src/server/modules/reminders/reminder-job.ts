import { and, eq } from 'drizzle-orm';
import { marketClock, MARKET_PROFILES, type Language, type Market } from '../../../domain/markets/market';
import { formatMoney } from '../../../domain/money/money';
import { reminderText, withinReminderHours } from '../../../domain/reminders/reminder-schedule';
import { loanFigures } from '../../../domain/repayment/loan-figures';
import { apps, loanOrders, loanReminders, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { z } from 'zod';
import { civilDay, jobKind, rowId } from '../../jobs/job-kind';
import { defineJob } from '../../jobs/runner';
import { sendMessage } from '../messages';
import { reservedCouponFor } from '../promo';
import { loanBalances } from '../repay';
import { reminderSettingsOf } from './reminder-settings';

/** One reminder of one loan: its due date and how many days from it (negative before). */
export const REMINDER_JOB = jobKind(
  'loanReminder',
  z.strictObject({ orderId: rowId, userId: rowId, dueDate: civilDay, offsetDays: z.number().int() }),
);

export type ReminderJobPayload = z.output<typeof REMINDER_JOB.payload>;

type Finish = { status: 'sent' | 'failed' | 'skipped'; ticket?: string | null; reason?: string };

/**
 * Sends one reminder, at most once: the reminder row is inserted first, in one statement that
 * does nothing when the row exists (ON CONFLICT on loan, due date and day), and only the
 * instance whose insert went in sends. Everything in the text is read at sending time: the
 * loan must still be owed on the same due date, the amount is the ledger's, the number and the
 * language are the borrower's own — never a contact's.
 */
export async function sendReminder(deps: Deps, p: ReminderJobPayload): Promise<Finish['status'] | 'taken'> {
  const now = deps.clock.now();
  const [loan] = await deps.db
    .select({
      status: loanOrders.status,
      dueDate: loanOrders.dueDate,
      packageName: loanOrders.packageName,
      writtenOffAt: loanOrders.writtenOffAt,
      mobile: users.mobile,
      language: users.language,
      market: apps.market,
      appName: apps.appName,
    })
    .from(loanOrders)
    .innerJoin(users, eq(users.id, loanOrders.userId))
    .innerJoin(apps, eq(apps.packageName, loanOrders.packageName))
    .where(and(eq(loanOrders.id, p.orderId), eq(loanOrders.userId, p.userId)))
    .limit(1);
  if (!loan) return 'skipped';

  const claimed = await deps.db
    .insert(loanReminders)
    .values({
      orderId: p.orderId,
      userId: p.userId,
      dueDate: p.dueDate,
      offsetDays: p.offsetDays,
      status: 'claimed',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [loanReminders.orderId, loanReminders.dueDate, loanReminders.offsetDays] })
    .returning({ id: loanReminders.id });
  if (!claimed.length) return 'taken';
  const finish = async (f: Finish) => {
    await deps.db
      .update(loanReminders)
      .set({ status: f.status, ticket: f.ticket ?? null, reason: f.reason ?? null, updatedAt: deps.clock.now() })
      .where(eq(loanReminders.id, claimed[0].id));
    return f.status;
  };

  const market = loan.market as Market;
  if (![2, 3].includes(loan.status) || loan.dueDate !== p.dueDate)
    return finish({ status: 'skipped', reason: 'the loan is no longer owed on this due date' });
  if (loan.writtenOffAt) return finish({ status: 'skipped', reason: 'the loan was written off' });
  if (!withinReminderHours(marketClock(market, now).hour))
    return finish({ status: 'skipped', reason: 'outside the sending hours' });
  const coupon = await reservedCouponFor(deps.db, p.userId, p.orderId);
  const { amountDue } = loanFigures(await loanBalances(deps.db, p.orderId), coupon?.amount ?? null);
  if (amountDue <= 0) return finish({ status: 'skipped', reason: 'nothing is owed' });

  const settings = await reminderSettingsOf(deps.db, loan.packageName);
  const lang = loan.language as Language;
  const text = reminderText(settings, lang, {
    app: loan.appName,
    market,
    amount: formatMoney(amountDue, MARKET_PROFILES[market].currency),
    dueDate: p.dueDate,
    offsetDays: p.offsetDays,
  });
  const common = {
    to: loan.mobile,
    text,
    lang,
    market,
    purpose: 'reminder' as const,
    packageName: loan.packageName,
    userId: p.userId,
    orderId: p.orderId,
    reminderOffset: p.offsetDays,
  };
  const sms = await sendMessage(deps, { ...common, channel: 'sms' });
  if (settings.whatsapp) await sendMessage(deps, { ...common, channel: 'whatsapp' });
  return finish(
    sms.state === 'sent'
      ? { status: 'sent', ticket: sms.ticket }
      : { status: 'failed', ticket: sms.ticket, reason: 'every vendor refused the message' },
  );
}

export const reminderJob = defineJob(REMINDER_JOB, async (payload, _job, deps) => {
  await sendReminder(deps, payload);
});
