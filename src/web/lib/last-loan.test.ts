// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readLastLoan, rememberLastLoan } from './last-loan';
import { LAST_LOAN_KEY, storage } from './storage';

const seen = { status: 'overdue', amountDue: 1_622_850, currency: 'NGN', dueDate: '2027-02-27', market: 'ng' } as const;
const at = new Date('2027-03-01T09:30:00Z');

beforeEach(() => localStorage.clear());

describe('the loan Home last showed, kept for the offline screen', () => {
  it('keeps the status, the amount due in minor units, the due date and when it was seen', () => {
    rememberLastLoan(seen, at);
    expect(readLastLoan()).toEqual({ ...seen, seenAt: '2027-03-01T09:30:00.000Z' });
  });

  it('writes only its own fields, whatever else the caller holds', () => {
    rememberLastLoan({ ...seen, idNumber: 'A1234567', mobile: '+2348031234567' } as typeof seen, at);
    expect(Object.keys(JSON.parse(localStorage.getItem(LAST_LOAN_KEY)!)).sort()).toEqual([
      'amountDue',
      'currency',
      'dueDate',
      'market',
      'seenAt',
      'status',
    ]);
  });

  it('forgets the loan once Home shows nothing open', () => {
    rememberLastLoan(seen, at);
    rememberLastLoan({ status: 'canLoan', amountDue: null, currency: null, dueDate: null, market: 'ng' }, at);
    expect(localStorage.getItem(LAST_LOAN_KEY)).toBeNull();
  });

  it('goes with the user at logout', () => {
    rememberLastLoan(seen, at);
    storage.clearUser();
    expect(readLastLoan()).toBeNull();
  });

  it('reads nothing from a value it did not write: a float, a raw date, an unknown status or market', () => {
    const kept = { ...seen, seenAt: at.toISOString() };
    for (const bad of [
      { amountDue: 16228.5 },
      { dueDate: '27/02/2027' },
      { status: 'Overdued' },
      { market: 'gh' },
      { currency: null },
      { seenAt: 'yesterday' },
    ]) {
      localStorage.setItem(LAST_LOAN_KEY, JSON.stringify({ ...kept, ...bad }));
      expect(readLastLoan()).toBeNull();
    }
    localStorage.setItem(LAST_LOAN_KEY, 'not json');
    expect(readLastLoan()).toBeNull();
  });

  it('keeps a status without a figure (an application under review)', () => {
    rememberLastLoan({ status: 'assessing', amountDue: null, currency: null, dueDate: null, market: 'mx' }, at);
    expect(readLastLoan()?.status).toBe('assessing');
  });
});
