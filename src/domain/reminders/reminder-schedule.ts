import { z } from 'zod';
import { pluralCategory } from '../i18n/plural';
import { civilDayText } from '../markets/civil-day';
import { LANGUAGES, type Language, type Market } from '../markets/market';

/**
 * When a loan's reminders go out (decision 0045), in days from its due date: three days before,
 * the day before, the due day, and one, three and seven days late. An app's operator may change
 * the days and the texts (app setting `reminders`).
 */
export const DEFAULT_REMINDER_OFFSETS = [-3, -1, 0, 1, 3, 7] as const;

/** Reminders go out only from 08:00 until 20:00 on the market's clock. */
export const REMINDER_HOURS = { from: 8, until: 20 } as const;

export function withinReminderHours(hour: number): boolean {
  return hour >= REMINDER_HOURS.from && hour < REMINDER_HOURS.until;
}

/** Which text a day uses: before the due day, on it, or after it. */
export type ReminderKind = 'before' | 'due' | 'overdue';

export const reminderKind = (offsetDays: number): ReminderKind =>
  offsetDays < 0 ? 'before' : offsetDays === 0 ? 'due' : 'overdue';

/**
 * Templates: {app} the app's name, {amount} what is owed now (the ledger's figure at sending
 * time), {dueDate} the due date as the app writes it ("27 Feb 2027"), {days} the number of days
 * before or after it and {dayCount} the same in words ("3 days", "1 día"). No threats, no third parties:
 * the texts go only to the borrower and say only what is owed and how to pay.
 */
export const DEFAULT_REMINDER_TEXTS: Record<Language, Record<ReminderKind, string>> = {
  en: {
    before: '{app}: a reminder that {amount} is due on {dueDate}, in {dayCount}. You can repay in the {app} app.',
    due: '{app}: {amount} is due today, {dueDate}. Repay in the {app} app today to avoid late charges.',
    overdue:
      '{app}: your payment of {amount} was due on {dueDate} and is {dayCount} late. A late charge is added each day; repay in the {app} app.',
  },
  es: {
    before: '{app}: te recordamos que {amount} vence el {dueDate}, en {dayCount}. Puedes pagar en la app {app}.',
    due: '{app}: {amount} vence hoy, {dueDate}. Paga hoy en la app {app} para evitar cargos por atraso.',
    overdue:
      '{app}: tu pago de {amount} venció el {dueDate} y lleva {dayCount} de atraso. Cada día se suma un cargo; paga en la app {app}.',
  },
};

const template = z
  .string()
  .trim()
  .min(10)
  .max(320)
  .refine((t) => t.includes('{amount}') && t.includes('{dueDate}'), {
    message: 'a reminder text must name {amount} and {dueDate}',
  });
const textsOfLanguage = z.object({ before: template, due: template, overdue: template }).strict();

/** The app setting `reminders`: the days, the texts per language, and whether WhatsApp also carries them. */
export const reminderSettings = z
  .object({
    offsets: z
      .array(z.number().int().min(-15).max(60))
      .max(12)
      .refine((list) => new Set(list).size === list.length, { message: 'each day only once' }),
    texts: z
      .object(
        Object.fromEntries(LANGUAGES.map((l) => [l, textsOfLanguage])) as Record<Language, typeof textsOfLanguage>,
      )
      .partial()
      .strict()
      .optional(),
    whatsapp: z.boolean().optional(),
  })
  .strict();
export type ReminderSettings = z.infer<typeof reminderSettings>;

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = { offsets: [...DEFAULT_REMINDER_OFFSETS] };

const DAY_WORDS: Record<Language, Record<'one' | 'other', string>> = {
  en: { one: 'day', other: 'days' },
  es: { one: 'día', other: 'días' },
};

/** "1 day", "3 days", "3 días": an SMS says it as the app does, never "day(s)". */
function dayCount(lang: Language, days: number): string {
  return `${days} ${DAY_WORDS[lang][pluralCategory(lang, days) === 'one' ? 'one' : 'other']}`;
}

export interface ReminderFacts {
  app: string;
  market: Market;
  /** Already formatted in the loan's currency. */
  amount: string;
  dueDate: string;
  offsetDays: number;
}

/** The text of one reminder in the borrower's language, from the app's templates or ours. */
export function reminderText(settings: ReminderSettings, lang: Language, facts: ReminderFacts): string {
  const kind = reminderKind(facts.offsetDays);
  const tpl = settings.texts?.[lang]?.[kind] ?? DEFAULT_REMINDER_TEXTS[lang][kind];
  const days = Math.abs(facts.offsetDays);
  const values: Record<string, string> = {
    app: facts.app,
    amount: facts.amount,
    dueDate: civilDayText(facts.dueDate, lang, facts.market),
    days: String(days),
    dayCount: dayCount(lang, days),
  };
  return tpl.replace(/\{(app|amount|dueDate|days|dayCount)\}/g, (_m, key: string) => values[key]);
}
