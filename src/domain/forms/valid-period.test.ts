import { describe, expect, it } from 'vitest';
import { requireIsoDate } from '../pricing/civil-date';
import { checkValidPeriod } from './valid-period';

const today = requireIsoDate('2025-06-15');

describe('checkValidPeriod', () => {
  it.each([
    ['06/25', '06/25'],
    ['12/25', '12/25'],
    ['01/30', '01/30'],
    ['0528', '05/28'],
    [' 06 / 75 ', '06/75'],
  ])('accepts %j as %s', (input, expected) => {
    expect(checkValidPeriod(input, today)).toEqual({ ok: true, value: expected });
  });

  it.each(['05/25', '12/24', '07/75', '01/99'])('%s is outside this month to 50 years ahead', (input) => {
    expect(checkValidPeriod(input, today)).toEqual({ ok: false, message: 'form.bank.validPeriodRange' });
  });

  it.each(['13/25', '00/26', '6/25', '06-25', '06/2025', 'MM/YY'])('%s is not MM/YY', (input) => {
    expect(checkValidPeriod(input, today)).toEqual({ ok: false, message: 'form.bank.validPeriodFormat' });
  });

  it('asks for it when empty', () => {
    expect(checkValidPeriod('', today)).toEqual({ ok: false, message: 'form.required.validPeriod' });
  });

  it('works across a century boundary', () => {
    const late = requireIsoDate('2095-03-01');
    expect(checkValidPeriod('03/95', late).ok).toBe(true);
    expect(checkValidPeriod('01/05', late)).toEqual({ ok: true, value: '01/05' }); // 2105
    expect(checkValidPeriod('02/95', late).ok).toBe(false);
  });
});
