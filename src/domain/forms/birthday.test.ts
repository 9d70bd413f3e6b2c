import { describe, expect, it } from 'vitest';
import { birthYearRange, checkBirthday } from './birthday';
import { ageOn, parseIsoDate, requireIsoDate } from '../pricing/civil-date';

const today = requireIsoDate('2025-06-15');

describe('birthYearRange', () => {
  it('spans 65 years ending 18 years ago', () => {
    expect(birthYearRange('2025-06-15')).toEqual({ min: 1942, max: 2007 });
    expect(birthYearRange('2030-01-01')).toEqual({ min: 1947, max: 2012 });
  });

  it('refuses a malformed today', () => {
    expect(() => birthYearRange('15/06/2025')).toThrow(RangeError);
    expect(() => birthYearRange('2025-02-30')).toThrow(RangeError);
  });
});

describe('checkBirthday', () => {
  it.each(['2007-06-15', '2007-01-01', '1990-02-28', '1942-01-01', '1942-12-31'])(
    'accepts %s on 2025-06-15',
    (birthday) => {
      expect(checkBirthday(birthday, today)).toEqual({ ok: true, value: birthday });
    },
  );

  it.each(['2007-06-16', '2007-12-31', '2025-06-15', '2030-01-01'])('%s is under 18', (birthday) => {
    expect(checkBirthday(birthday, today)).toEqual({ ok: false, message: 'form.birthday.tooYoung' });
  });

  it.each(['1941-12-31', '1900-01-01'])('%s is before the first year offered', (birthday) => {
    expect(checkBirthday(birthday, today)).toEqual({ ok: false, message: 'form.birthday.tooOld' });
  });

  it.each(['15/06/1990', '1990-6-15', '1990-02-30', '1990-13-01', 'yesterday', 19900615])(
    '%j is not a date',
    (birthday) => {
      expect(checkBirthday(birthday, today)).toEqual({ ok: false, message: 'form.birthday.format' });
    },
  );

  it('asks for the date when empty', () => {
    expect(checkBirthday('', today)).toEqual({ ok: false, message: 'form.required.birthday' });
    expect(checkBirthday(undefined, today)).toEqual({ ok: false, message: 'form.required.birthday' });
  });

  it('turns 18 on a 29 February birthday from 1 March in a common year', () => {
    expect(checkBirthday('2008-02-29', requireIsoDate('2026-02-28')).ok).toBe(false);
    expect(checkBirthday('2008-02-29', requireIsoDate('2026-03-01')).ok).toBe(true);
  });
});

describe('calendar dates', () => {
  it('parses real dates only', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate(' 2024-02-01')).toBeNull();
  });

  it('counts whole years', () => {
    const on = { year: 2025, month: 6, day: 15 };
    expect(ageOn({ year: 2000, month: 6, day: 15 }, on)).toBe(25);
    expect(ageOn({ year: 2000, month: 6, day: 16 }, on)).toBe(24);
    expect(ageOn({ year: 2000, month: 7, day: 1 }, on)).toBe(24);
  });
});
