import type { SettingValue } from './settings-repo';

const WEEKDAY: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The ISO weekday and "HH:mm" of an instant in an IANA zone. */
export function localWeekdayAndTime(instant: Date, timeZone: string): { weekday: number; time: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: WEEKDAY[get('weekday')], time: `${get('hour')}:${get('minute')}` };
}

/** Open from opensAt inclusive to closesAt exclusive, on the configured days, in the zone. */
export function isOpenAt(
  hours: Pick<SettingValue<'customerService'>, 'opensAt' | 'closesAt' | 'days'>,
  timeZone: string,
  instant: Date,
): boolean {
  const { weekday, time } = localWeekdayAndTime(instant, timeZone);
  return hours.days.includes(weekday) && time >= hours.opensAt && time < hours.closesAt;
}
