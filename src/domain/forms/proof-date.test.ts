import { describe, expect, it } from 'vitest';
import { checkPaidOn } from './proof-date';

describe('checkPaidOn: the day a proof says the borrower paid', () => {
  it('holds from the payout day through today', () => {
    expect(checkPaidOn('2027-01-10', '2027-01-10', '2027-02-01')).toBeNull();
    expect(checkPaidOn('2027-02-01', '2027-01-10', '2027-02-01')).toBeNull();
  });
  it('refuses a day before the loan was paid out, or after today', () => {
    expect(checkPaidOn('2027-01-09', '2027-01-10', '2027-02-01')).toBe('validation.paidOnRange');
    expect(checkPaidOn('2027-02-02', '2027-01-10', '2027-02-01')).toBe('validation.paidOnRange');
  });
  it('refuses what is not a date', () => {
    expect(checkPaidOn('', '2027-01-10', '2027-02-01')).toBe('validation.paidOnInvalid');
    expect(checkPaidOn('2027-02-30', '2027-01-10', '2027-02-01')).toBe('validation.paidOnInvalid');
    expect(checkPaidOn('10/01/2027', '2027-01-10', '2027-02-01')).toBe('validation.paidOnInvalid');
  });
});
