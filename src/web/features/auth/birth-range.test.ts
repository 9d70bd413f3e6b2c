import { describe, expect, it } from 'vitest';
import { checkForm } from '../../../domain/forms/form-rules';
import { personalInfoRules } from '../../../domain/forms/personal-info';
import { birthDateBounds } from './birth-range';

describe('birth date picker bounds', () => {
  it('span 65 years ending on the day the borrower turns 18', () => {
    expect(birthDateBounds('2025-06-10')).toEqual({ min: '1942-01-01', max: '2007-06-10' });
  });

  it('end on 28 February when today is 29 February', () => {
    expect(birthDateBounds('2024-02-29').max).toBe('2006-02-28');
  });

  it('agree with the rules of the form: both ends are accepted, a day later is refused', () => {
    const today = '2025-06-10';
    const { min, max } = birthDateBounds(today);
    const birthdayError = (birthday: string) => {
      const checked = checkForm(personalInfoRules({ market: 'ng', today }), { birthday });
      return checked.ok ? undefined : checked.errors.fields.birthday;
    };
    expect(birthdayError(min)).toBeUndefined();
    expect(birthdayError(max)).toBeUndefined();
    expect(birthdayError('2007-06-11')).toBe('form.birthday.tooYoung');
  });
});
