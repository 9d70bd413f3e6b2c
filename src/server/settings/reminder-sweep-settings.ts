import { wholeNumber, type SettingsShape } from './setting-types';

/** Five minutes: a day's reminders leave within five minutes of 08:00, at a handful of small reads per pass. */
export const DEFAULT_REMINDER_SWEEP_SECONDS = 300;

export const REMINDER_SETTINGS = {
  REMINDER_SWEEP_SECONDS: wholeNumber({
    doc: "How often the reminder sweep looks for loans with a reminder due today (decision 0045): a day's reminders leave at its first pass after 08:00 on the market's clock. However often it runs, each reminder is sent once.",
    min: 1,
    max: 3600,
    default: DEFAULT_REMINDER_SWEEP_SECONDS,
    unit: 'seconds',
  }),
} satisfies SettingsShape;

/** The sweep's interval in milliseconds, from the setting or the default. */
export function reminderSweepMs(config: { reminders?: { sweepSeconds: number } }): number {
  return (config.reminders?.sweepSeconds ?? DEFAULT_REMINDER_SWEEP_SECONDS) * 1000;
}
