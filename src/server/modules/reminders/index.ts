/** What other code may use of the reminders module; its other files are its own. */
export { REMINDER_JOB, reminderJob, sendReminder } from './reminder-job';
export { reminderSweep } from './reminder-sweep';
