import { describe, expect, it } from 'vitest';
import { checkPayday } from './payday-field';

const required = 'form.required.monthlyPayday' as const;

describe('checkPayday', () => {
  it('reads a day of the month as a number', () => {
    expect(checkPayday(15, 'dayOfMonth', required)).toEqual({ ok: true, value: 15 });
    expect(checkPayday('1', 'dayOfMonth', required)).toEqual({ ok: true, value: 1 });
    expect(checkPayday('31', 'dayOfMonth', required)).toEqual({ ok: true, value: 31 });
  });

  it.each([0, 32, '00', 'friday', '15.5', 15.5])('refuses %j as a day of the month', (value) => {
    expect(checkPayday(value, 'dayOfMonth', required)).toEqual({ ok: false, message: 'form.workInfo.paydayInvalid' });
  });

  it('reads a weekday key', () => {
    expect(checkPayday('friday', 'weekday', required)).toEqual({ ok: true, value: 'friday' });
  });

  it.each(['Friday', 'viernes', 5, '15'])('refuses %j as a weekday', (value) => {
    expect(checkPayday(value, 'weekday', required)).toEqual({ ok: false, message: 'form.workInfo.paydayInvalid' });
  });

  it('prompts when empty', () => {
    expect(checkPayday('', 'weekday', required)).toEqual({ ok: false, message: required });
  });
});
