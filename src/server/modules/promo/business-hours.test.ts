import { describe, expect, it } from 'vitest';
import { isOpenAt, localWeekdayAndTime } from './business-hours';

const hours = { opensAt: '09:00', closesAt: '18:00', days: [1, 2, 3, 4, 5, 6] };

describe('support hours', () => {
  it('reads weekday and time in the market zone', () => {
    // 2026-11-20 is a Friday. 08:30 UTC is 09:30 in Lagos (UTC+1) and 02:30 in Mexico City (UTC−6).
    const instant = new Date('2026-11-20T08:30:00Z');
    expect(localWeekdayAndTime(instant, 'Africa/Lagos')).toEqual({ weekday: 5, time: '09:30' });
    expect(localWeekdayAndTime(instant, 'America/Mexico_City')).toEqual({ weekday: 5, time: '02:30' });
  });

  it('opens at 09:00 sharp and closes at 18:00 sharp, local time', () => {
    expect(isOpenAt(hours, 'Africa/Lagos', new Date('2026-11-20T07:59:00Z'))).toBe(false);
    expect(isOpenAt(hours, 'Africa/Lagos', new Date('2026-11-20T08:00:00Z'))).toBe(true);
    expect(isOpenAt(hours, 'Africa/Lagos', new Date('2026-11-20T16:59:00Z'))).toBe(true);
    expect(isOpenAt(hours, 'Africa/Lagos', new Date('2026-11-20T17:00:00Z'))).toBe(false);
  });

  it('is closed on Sunday and open on Saturday', () => {
    expect(isOpenAt(hours, 'Africa/Lagos', new Date('2026-11-21T10:00:00Z'))).toBe(true);
    expect(isOpenAt(hours, 'Africa/Lagos', new Date('2026-11-22T10:00:00Z'))).toBe(false);
  });

  it('uses the local weekday when it differs from UTC', () => {
    // Sunday 02:00 UTC is still Saturday 20:00 in Mexico City: Saturday, but after closing.
    expect(localWeekdayAndTime(new Date('2026-11-22T02:00:00Z'), 'America/Mexico_City')).toEqual({
      weekday: 6,
      time: '20:00',
    });
    // Saturday 23:30 UTC is Saturday 17:30 in Mexico City: open.
    expect(isOpenAt(hours, 'America/Mexico_City', new Date('2026-11-21T23:30:00Z'))).toBe(true);
  });
});
