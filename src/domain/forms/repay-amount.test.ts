import { describe, expect, it } from 'vitest';
import { checkRepayAmountInput, repayAmountText } from './repay-amount';

describe('cashier amount (checkRepaymentAmount)', () => {
  const due = 2_345_000; // ₦23,450 remains

  it('accepts a whole amount between the minimum and what remains, in minor units', () => {
    expect(checkRepayAmountInput('5000', due, 'NGN')).toEqual({ ok: true, amount: 500_000, finishes: false });
    expect(checkRepayAmountInput(' 5,000 ', due, 'NGN')).toMatchObject({ ok: true, amount: 500_000 });
    expect(checkRepayAmountInput('23450', due, 'NGN')).toEqual({ ok: true, amount: due, finishes: true });
  });

  it('refuses decimals, words and empty input as "must be a whole number"', () => {
    for (const text of ['1500.50', 'abc', '', '-2000', '1e4']) {
      expect(checkRepayAmountInput(text, due, 'NGN')).toMatchObject({
        ok: false,
        message: 'validation.repayAmountInteger',
      });
    }
  });

  it('refuses below the minimum and above what remains, naming both figures', () => {
    expect(checkRepayAmountInput('999', due, 'MXN')).toEqual({
      ok: false,
      message: 'validation.repayAmountMin',
      params: { min: '$1,000', max: '$23,450' },
    });
    expect(checkRepayAmountInput('23451', due, 'NGN')).toMatchObject({
      ok: false,
      message: 'validation.repayAmountMax',
      params: { max: '₦23,450' },
    });
  });

  it('lets a borrower finish a balance with cents, or below the minimum, by paying all of it', () => {
    expect(checkRepayAmountInput('234.56', 23_456, 'NGN')).toEqual({ ok: true, amount: 23_456, finishes: true });
    expect(checkRepayAmountInput('234', 23_456, 'NGN')).toMatchObject({
      ok: false,
      message: 'validation.repayAmountMin',
      params: { min: '₦234.56' },
    });
    expect(repayAmountText(23_456, 'NGN')).toBe('234.56');
    expect(repayAmountText(2_345_000, 'MXN')).toBe('23450');
  });
});
