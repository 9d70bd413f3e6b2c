import { civilDayText } from '../markets/civil-day';
import type { Language, Market } from '../markets/market';

/**
 * The SMS a borrower gets on the day they promised to pay (decision 0086): only to them, only
 * what they promised and how to pay, no threat. {amount} is already formatted in the currency.
 */
const TEXTS: Record<Language, string> = {
  en: '{app}: today, {date}, is the day you agreed to pay {amount}. You can repay in the {app} app.',
  es: '{app}: hoy, {date}, es el día en que acordaste pagar {amount}. Puedes pagar en la app {app}.',
};

export function promiseReminderText(
  lang: Language,
  facts: { app: string; market: Market; amount: string; date: string },
): string {
  // The date as the app writes it ("19 Feb 2027"), like the loan reminders (decision 0090).
  const values: Record<string, string> = {
    app: facts.app,
    amount: facts.amount,
    date: civilDayText(facts.date, lang, facts.market),
  };
  return TEXTS[lang].replace(/\{(app|amount|date)\}/g, (_m, key: string) => values[key]);
}
