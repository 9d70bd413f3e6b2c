import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REMINDER_SETTINGS,
  reminderKind,
  reminderSettings,
  reminderText,
  withinReminderHours,
} from './reminder-schedule';

describe('reminder schedule', () => {
  it('sends from 08:00 until 20:00 only', () => {
    expect([7, 8, 12, 19, 20, 23, 0].map(withinReminderHours)).toEqual([false, true, true, true, false, false, false]);
  });

  it('picks the text by the day: before, on, after the due date', () => {
    expect([-3, -1, 0, 1, 7].map(reminderKind)).toEqual(['before', 'before', 'due', 'overdue', 'overdue']);
  });

  it("writes the amount, the due date as the app does and the days in words, in the borrower's language", () => {
    const facts = { app: 'Presta', market: 'ng' as const, amount: '₦10,819', dueDate: '2027-02-19', offsetDays: -3 };
    expect(reminderText(DEFAULT_REMINDER_SETTINGS, 'en', facts)).toBe(
      'Presta: a reminder that ₦10,819 is due on 19 Feb 2027, in 3 days. You can repay in the Presta app.',
    );
    expect(reminderText(DEFAULT_REMINDER_SETTINGS, 'en', { ...facts, offsetDays: -1 })).toBe(
      'Presta: a reminder that ₦10,819 is due on 19 Feb 2027, in 1 day. You can repay in the Presta app.',
    );
    expect(
      reminderText(DEFAULT_REMINDER_SETTINGS, 'es', { ...facts, market: 'mx', amount: '$1,200.00', offsetDays: 3 }),
    ).toBe(
      'Presta: tu pago de $1,200.00 venció el 19 feb 2027 y lleva 3 días de atraso. Cada día se suma un cargo; paga en la app Presta.',
    );
    expect(
      reminderText(DEFAULT_REMINDER_SETTINGS, 'es', { ...facts, market: 'mx', amount: '$1,200.00', offsetDays: 1 }),
    ).toBe(
      'Presta: tu pago de $1,200.00 venció el 19 feb 2027 y lleva 1 día de atraso. Cada día se suma un cargo; paga en la app Presta.',
    );
  });

  it("an operator's texts replace ours, and must name the amount and the due date", () => {
    const own = {
      offsets: [0],
      texts: {
        en: {
          before: 'Pay {amount} by {dueDate}.',
          due: 'Due today: {amount} ({dueDate}).',
          overdue: 'Late: {amount} since {dueDate}.',
        },
      },
    };
    expect(
      reminderText(reminderSettings.parse(own), 'en', {
        app: 'P',
        market: 'ng',
        amount: '₦1',
        dueDate: '2027-01-05',
        offsetDays: 0,
      }),
    ).toBe('Due today: ₦1 (5 Jan 2027).');
    expect(
      reminderSettings.safeParse({
        offsets: [0],
        texts: {
          en: { before: 'Pay soon please ok', due: 'x {amount} {dueDate}', overdue: 'late {amount} {dueDate}' },
        },
      }).success,
    ).toBe(false);
    expect(reminderSettings.safeParse({ offsets: [1, 1] }).success).toBe(false);
    expect(reminderSettings.safeParse({ offsets: [0], extra: true }).success).toBe(false);
  });
});
