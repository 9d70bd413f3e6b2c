import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '../../../domain/reminders/reminder-schedule';
import type { Db } from '../../db/client';
import { readSetting } from '../promo';

/** An app's reminder days and texts: the operator's (app setting `reminders`) or ours. */
export async function reminderSettingsOf(db: Db, packageName: string): Promise<ReminderSettings> {
  return (await readSetting(db, packageName, 'reminders')) ?? DEFAULT_REMINDER_SETTINGS;
}
