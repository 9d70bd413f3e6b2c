import { addDays, daysBetween } from '../pricing/civil-date';

/** The ledger key of one overdue day's penalty: posting a day twice records it once. */
export const penaltyKey = (orderNo: string, date: string) => `penalty:${orderNo}:${date}`;

/**
 * The overdue days a penalty is charged for, oldest first: the day after the due date through
 * today (market zone). A job that missed days (the server was down) catches up on each one,
 * and each day keeps its own key, so running the job twice a day changes nothing.
 */
export function penaltyDates(dueDate: string, today: string): string[] {
  const days = daysBetween(dueDate, today);
  const out: string[] = [];
  for (let i = 1; i <= days; i++) out.push(addDays(dueDate, i));
  return out;
}
