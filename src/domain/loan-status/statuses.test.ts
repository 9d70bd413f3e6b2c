import { describe, expect, it } from 'vitest';
import { isLoanStatus, LOAN_STATUS_NUMBERS, LOAN_STATUSES, loanStatusInfo, statusByName } from './statuses';

describe('loan statuses', () => {
  it('are exactly the fixed numbers, names and screens', () => {
    const table = LOAN_STATUS_NUMBERS.map((n) => [n, LOAN_STATUSES[n].name, LOAN_STATUSES[n].screen]);
    expect(table).toEqual([
      [1, 'Applying', 'reviewTips'],
      [2, 'Repaying', 'repayDetail'],
      [3, 'Overdued', 'repayDetail'],
      [4, 'Finish', null],
      [5, 'BindCard', 'addBankCard'],
      [6, 'BasicInfo', 'personalInfomation'],
      [7, 'Lending', 'lending'],
      [8, 'Cancel', null],
      [9, 'Reject', null],
      [10, 'PayFail', 'repayDetail'],
      [11, 'Addition', 'additionalInfomation'],
      [12, 'IdentityOCR', 'idCardAuthentication'],
      [14, 'Confirm', 'confirmBorrow'],
      [17, 'Question', 'loanQuestion'],
      [18, 'getMoney', 'confirmBorrow'],
      [19, 'finishLoading', 'FinishLoading'],
    ]);
  });

  it('every row is keyed by its own number and frozen', () => {
    for (const n of LOAN_STATUS_NUMBERS) {
      expect(LOAN_STATUSES[n].status).toBe(n);
      expect(Object.isFrozen(LOAN_STATUSES[n])).toBe(true);
    }
    expect(Object.keys(LOAN_STATUSES)).toHaveLength(16);
  });

  it('maps to the order and home keys', () => {
    const pick = (n: (typeof LOAN_STATUS_NUMBERS)[number]) => [LOAN_STATUSES[n].orderKey, LOAN_STATUSES[n].homeKey];
    expect(pick(1)).toEqual(['assessing', 'assessing']);
    expect(pick(2)).toEqual(['repaying', 'repaying']);
    expect(pick(3)).toEqual(['overdue', 'overdue']);
    expect(pick(4)).toEqual(['finished', 'canLoan']);
    expect(pick(5)).toEqual(['addingCard', 'canLoan']);
    expect(pick(7)).toEqual(['disbursing', 'lending']);
    expect(pick(8)).toEqual(['cancelled', 'canLoan']);
    expect(pick(9)).toEqual(['rejected', 'rejected']);
    expect(pick(10)).toEqual(['failed', 'failed']);
    expect(pick(14)).toEqual(['incomplete', 'success']);
    expect(pick(18)).toEqual(['disbursing', 'lending']);
    // every OrderStatusKey and HomeStatusKey is used
    expect(new Set(LOAN_STATUS_NUMBERS.map((n) => LOAN_STATUSES[n].orderKey))).toEqual(
      new Set([
        'assessing',
        'repaying',
        'overdue',
        'finished',
        'addingCard',
        'incomplete',
        'disbursing',
        'cancelled',
        'rejected',
        'failed',
      ]),
    );
    expect(new Set(LOAN_STATUS_NUMBERS.map((n) => LOAN_STATUSES[n].homeKey))).toEqual(
      new Set(['canLoan', 'lending', 'assessing', 'rejected', 'success', 'failed', 'repaying', 'overdue']),
    );
  });

  it('terminal are Finish, Cancel and Reject; no cancelling after submission or once money moves', () => {
    expect(LOAN_STATUS_NUMBERS.filter((n) => LOAN_STATUSES[n].terminal)).toEqual([4, 8, 9]);
    expect(LOAN_STATUS_NUMBERS.filter((n) => LOAN_STATUSES[n].borrowerMayCancel)).toEqual([
      5, 6, 10, 11, 12, 14, 17, 18,
    ]);
  });

  it('looks statuses up safely', () => {
    expect(isLoanStatus(14)).toBe(true);
    expect(isLoanStatus(13)).toBe(false);
    expect(isLoanStatus('1')).toBe(false);
    expect(loanStatusInfo(19).name).toBe('finishLoading');
    expect(() => loanStatusInfo(13 as never)).toThrow(RangeError);
    expect(statusByName('getMoney')).toBe(18);
  });
});
