import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { marketClock } from '../../../domain/markets/market';
import { marketToday } from '../../../domain/markets/market-date';
import { addDays } from '../../../domain/pricing/civil-date';
import { withinReminderHours } from '../../../domain/reminders/reminder-schedule';
import { apps, loanOrders, loanReminders } from '../../db/schema';
import { servedMarkets } from '../../config';
import type { Deps } from '../../deps';
import { enqueue } from '../../jobs/queue';
import type { Sweep } from '../../jobs/runner';
import { reminderSweepMs } from '../../settings/reminder-sweep-settings';
import { REMINDER_JOB, type ReminderJobPayload } from './reminder-job';
import { reminderSettingsOf } from './reminder-settings';

/** Loans still owed: 2 Repaying and 3 Overdued. A paid loan (4 Finish) gets nothing. */
const OWED = [2, 3];

/**
 * Finds, per market during its sending hours, each owed loan whose due date is one of the
 * app's reminder days away today, and queues one job per (loan, due date, day). The job key and
 * the reminder's unique claim make a second instance, a second pass or a restart a no-op. Only
 * today's days are looked for: a reminder missed on its day is not sent late with the wrong
 * count of days.
 */
export async function queueReminders(deps: Deps, now: Date): Promise<number> {
  let queued = 0;
  // A market this deployment does not serve (MARKETS) gets no reminder: its SMS vendors may not even be set.
  for (const market of servedMarkets(deps.config)) {
    if (!withinReminderHours(marketClock(market, now).hour)) continue;
    const today = marketToday(market, now);
    const appsOfMarket = await deps.db
      .select({ packageName: apps.packageName })
      .from(apps)
      .where(eq(apps.market, market));
    for (const { packageName } of appsOfMarket) {
      const { offsets } = await reminderSettingsOf(deps.db, packageName);
      for (const offsetDays of offsets) {
        const dueDate = addDays(today, -offsetDays);
        const due = await deps.db
          .select({ id: loanOrders.id, userId: loanOrders.userId })
          .from(loanOrders)
          .where(
            and(
              eq(loanOrders.packageName, packageName),
              inArray(loanOrders.status, OWED),
              eq(loanOrders.dueDate, dueDate),
              // a written-off loan gets no reminders (decision 0087)
              isNull(loanOrders.writtenOffAt),
              sql`NOT EXISTS (SELECT 1 FROM ${loanReminders} r WHERE r.order_id = ${loanOrders.id} AND r.due_date = ${dueDate} AND r.offset_days = ${offsetDays})`,
            ),
          );
        for (const loan of due) {
          const payload: ReminderJobPayload = { orderId: loan.id, userId: loan.userId, dueDate, offsetDays };
          if (
            await enqueue(deps.db, {
              kind: REMINDER_JOB,
              key: `${loan.id}:${dueDate}:${offsetDays}`,
              payload,
              runAt: now,
              maxAttempts: 3,
            })
          )
            queued++;
        }
      }
    }
  }
  return queued;
}

export const reminderSweep: Sweep = {
  name: 'loan-reminders',
  // REMINDER_SWEEP_SECONDS, five minutes by default.
  everyMs: reminderSweepMs,
  run: (deps, now) => queueReminders(deps, now),
};
