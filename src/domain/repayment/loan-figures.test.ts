import { describe, expect, it } from 'vitest';
import { checkRepaymentAmount, minimumRepayment } from './minimum-repayment';
import { isOverdue, loanFigures, overdueDays } from './loan-figures';
import { penaltyDates, penaltyKey } from './penalty-days';

const balances = {
  penalty: 4_000,
  fees: 0,
  interest: 9_100,
  principal: 100_000,
  paidIn: 0,
  penaltyCharged: 4_000,
  penaltyWaived: 0,
  writtenOff: 0,
  feesCharged: 0,
  couponUsed: 0,
  credit: 0,
};

describe('loanFigures', () => {
  it('sums what is owed and takes the reserved coupon off what remains to pay', () => {
    const f = loanFigures(balances, 10_000);
    expect(f).toMatchObject({ outstanding: 113_100, couponDeduction: 10_000, amountDue: 103_100 });
    expect(loanFigures(balances, null).amountDue).toBe(113_100);
  });

  it('a coupon never takes off more than remains', () => {
    const nearlyPaid = { ...balances, penalty: 0, interest: 0, principal: 3_000 };
    expect(loanFigures(nearlyPaid, 10_000)).toMatchObject({ couponDeduction: 3_000, amountDue: 0 });
  });

  it('a written-off loan still owes what the write-off left to recover', () => {
    const writtenOff = { ...balances, penalty: 0, interest: 0, principal: 0, writtenOff: 50_000 };
    expect(loanFigures(writtenOff, null)).toMatchObject({ outstanding: 50_000, amountDue: 50_000 });
  });
});

describe('overdue days', () => {
  it('counts from the day after the due date', () => {
    expect(overdueDays('2026-11-20', '2026-11-20')).toBe(0);
    expect(overdueDays('2026-11-20', '2026-11-19')).toBe(0);
    expect(overdueDays('2026-11-20', '2026-11-21')).toBe(1);
    expect(overdueDays('2026-11-20', '2026-12-01')).toBe(11);
    expect(isOverdue('2026-11-20', '2026-11-20')).toBe(false);
    expect(isOverdue('2026-11-20', '2026-11-21')).toBe(true);
  });

  it('lists each overdue day once, across month and year ends', () => {
    expect(penaltyDates('2026-12-30', '2027-01-02')).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
    expect(penaltyDates('2026-12-30', '2026-12-30')).toEqual([]);
    expect(penaltyKey('NG1', '2026-12-31')).toBe('penalty:NG1:2026-12-31');
  });
});

describe('cashier amount (checkRepaymentAmount)', () => {
  it('minimum is 1,000, or what remains when less', () => {
    expect(minimumRepayment(500_000, 'NGN')).toBe(100_000);
    expect(minimumRepayment(40_050, 'MXN')).toBe(40_050);
  });

  it('whole numbers between the minimum and what remains; exactly what remains always', () => {
    expect(checkRepaymentAmount(100_000, 500_000, 'NGN')).toEqual({ ok: true, amount: 100_000, finishes: false });
    expect(checkRepaymentAmount(500_000, 500_000, 'NGN')).toEqual({ ok: true, amount: 500_000, finishes: true });
    expect(checkRepaymentAmount(123_456, 123_456, 'NGN')).toMatchObject({ ok: true, finishes: true });
    expect(checkRepaymentAmount(100_050, 500_000, 'NGN')).toMatchObject({ ok: false, reason: 'notWhole' });
    expect(checkRepaymentAmount(99_900, 500_000, 'NGN')).toMatchObject({
      ok: false,
      reason: 'belowMinimum',
      min: 100_000,
    });
    expect(checkRepaymentAmount(600_000, 500_000, 'NGN')).toMatchObject({
      ok: false,
      reason: 'aboveRemaining',
      max: 500_000,
    });
    expect(checkRepaymentAmount(100_000, 0, 'NGN')).toMatchObject({ ok: false, reason: 'nothingDue' });
  });
});
