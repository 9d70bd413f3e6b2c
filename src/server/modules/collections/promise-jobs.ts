import { and, eq } from 'drizzle-orm';
import { withinContactHours, type CollectionSettings } from '../../../domain/collections/collection-rules';
import { promiseReminderText } from '../../../domain/collections/promise-reminder';
import { marketClock, MARKET_PROFILES, type Language, type Market } from '../../../domain/markets/market';
import { formatMoney } from '../../../domain/money/money';
import { addDays } from '../../../domain/pricing/civil-date';
import { REMINDER_HOURS, withinReminderHours } from '../../../domain/reminders/reminder-schedule';
import { settleDuePromise } from '../../db/promises-repo';
import { apps, loanOrders, promisesToPay, users } from '../../db/schema';
import { z } from 'zod';
import { jobKind, rowId } from '../../jobs/job-kind';
import { defineJob } from '../../jobs/runner';
import { sendMessage } from '../messages';
import { collectionSettingsOf } from './collection-settings';

/** A promise to pay and its loan: the promise's reminder and its check on the day after share the shape. */
const promisePayload = z.strictObject({ promiseId: rowId, orderId: rowId });

export const PROMISE_REMINDER_JOB = jobKind('promiseReminder', promisePayload);
export const PROMISE_DUE_JOB = jobKind('promiseDue', promisePayload);

/** The instant a market's wall clock shows `hour`:00 on `date`. */
function marketInstant(market: Market, date: string, hour: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (hour * 60 - MARKET_PROFILES[market].utcOffsetMinutes) * 60_000);
}

/**
 * When a promise's jobs run: the reminder when both the reminder hours and the market's contact
 * hours have begun on the promised date (at once if that is already past), the check when the
 * promised date has ended on the market's calendar — the borrower has the whole day.
 */
export function promiseJobTimes(
  market: Market,
  settings: CollectionSettings,
  date: string,
  now: Date,
): { reminder: Date; due: Date } {
  const reminder = marketInstant(market, date, Math.max(REMINDER_HOURS.from, settings.hours.from));
  return { reminder: reminder < now ? now : reminder, due: marketInstant(market, addDays(date, 1), 0) };
}

/**
 * The reminder SMS of a promise, to the borrower's own number in their language: sent only
 * while the promise is open and inside both the reminder hours and the contact hours; a job run
 * late, after them, sends nothing rather than a message at night.
 */
export const promiseReminderJob = defineJob(PROMISE_REMINDER_JOB, async (p, _job, deps) => {
  const [row] = await deps.db
    .select({
      amount: promisesToPay.amount,
      date: promisesToPay.promisedDate,
      userId: promisesToPay.userId,
      mobile: users.mobile,
      language: users.language,
      market: apps.market,
      appName: apps.appName,
      packageName: apps.packageName,
    })
    .from(promisesToPay)
    .innerJoin(loanOrders, eq(loanOrders.id, promisesToPay.orderId))
    .innerJoin(users, eq(users.id, promisesToPay.userId))
    .innerJoin(apps, eq(apps.packageName, loanOrders.packageName))
    .where(
      and(eq(promisesToPay.id, p.promiseId), eq(promisesToPay.orderId, p.orderId), eq(promisesToPay.status, 'open')),
    )
    .limit(1);
  if (!row) return;
  const market = row.market as Market;
  const now = deps.clock.now();
  const settings = await collectionSettingsOf(deps.db, market);
  if (!withinReminderHours(marketClock(market, now).hour) || !withinContactHours(market, settings, now)) return;
  const lang = row.language as Language;
  const text = promiseReminderText(lang, {
    app: row.appName,
    market,
    amount: formatMoney(row.amount, MARKET_PROFILES[market].currency),
    date: row.date,
  });
  await sendMessage(deps, {
    to: row.mobile,
    text,
    lang,
    market,
    purpose: 'reminder',
    channel: 'sms',
    packageName: row.packageName,
    userId: row.userId,
    orderId: p.orderId,
  });
});

/** The promised date has ended: the ledger decides kept or broken (promises-repo.ts). */
export const promiseDueJob = defineJob(PROMISE_DUE_JOB, async ({ promiseId }, _job, deps) => {
  await settleDuePromise(deps.db, promiseId, deps.clock.now());
});
