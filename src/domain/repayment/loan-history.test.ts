import { describe, expect, it } from 'vitest';
import { chargesTax, loanHistory, penaltyDayOfKey, type LoanTransaction } from './loan-history';
import { penaltyKey } from './penalty-days';
import { penaltyDraft, repaymentDraft, rolloverFeeDraft } from './postings';

const loan = { id: 1, userId: 7, orderNo: 'L1', currency: 'NGN' as const };
const tx = (
  draft: { kind: string; idempotencyKey: string; lines: LoanTransaction['lines'] },
  at: string,
): LoanTransaction => ({ kind: draft.kind, at, penaltyDay: penaltyDayOfKey(draft.idempotencyKey), lines: draft.lines });
const disbursement: LoanTransaction = {
  kind: 'disbursement',
  at: '2027-01-01T10:00:00.000Z',
  penaltyDay: null,
  lines: [
    { account: 'loanPrincipal', debit: 3_000_000, credit: 0 },
    { account: 'loanInterest', debit: 270_000, credit: 0 },
    { account: 'processingFeeIncome', debit: 0, credit: 40_000 },
    { account: 'providerCash', debit: 0, credit: 2_960_000 },
  ],
};

describe("loanHistory: a loan's money history from its ledger", () => {
  it('tells the payout, payments, the rollover fee and one line per overdue stretch; repaid leaves the fee out', () => {
    const alloc = (principal: number) => ({ penalty: 0, fees: 0, interest: 0, principal, excess: 0 });
    const history = loanHistory([
      tx(penaltyDraft(loan, '2027-04-03', 60_000), '2027-04-03T06:00:00.000Z'),
      disbursement,
      tx(repaymentDraft(loan, 'repayment:a', alloc(500_000), 'a'), '2027-02-01T10:00:00.000Z'),
      tx(rolloverFeeDraft(loan, 'fee:1', 150_000, 1), '2027-03-20T10:00:00.000Z'),
      tx(penaltyDraft(loan, '2027-04-02', 60_000), '2027-04-02T06:00:00.000Z'),
      tx(penaltyDraft(loan, '2027-04-20', 60_000), '2027-04-20T06:00:00.000Z'),
      tx(repaymentDraft(loan, 'repayment:b', alloc(1_000_000), 'b'), '2027-04-21T10:00:00.000Z'),
    ]);
    expect(history.events).toEqual([
      { event: 'disbursed', at: disbursement.at, amount: 2_960_000, day: null, days: null },
      { event: 'repayment', at: '2027-02-01T10:00:00.000Z', amount: 500_000, day: null, days: null },
      { event: 'rolloverFee', at: '2027-03-20T10:00:00.000Z', amount: 150_000, day: null, days: null },
      { event: 'overdue', at: '2027-04-02T06:00:00.000Z', amount: 120_000, day: '2027-04-02', days: 2 },
      { event: 'overdue', at: '2027-04-20T06:00:00.000Z', amount: 60_000, day: '2027-04-20', days: 1 },
      { event: 'repayment', at: '2027-04-21T10:00:00.000Z', amount: 1_000_000, day: null, days: null },
    ]);
    // The rollover fee (₦1,500) was paid in but reduced nothing owed.
    expect(history.repaid).toBe(1_500_000);
  });

  it('a penalty day posted late (the job caught up) still counts in its stretch, by the day it is for', () => {
    const history = loanHistory([
      tx(penaltyDraft(loan, '2027-04-03', 60_000), '2027-04-05T06:00:00.000Z'),
      tx(penaltyDraft(loan, '2027-04-02', 60_000), '2027-04-05T06:00:00.000Z'),
      tx(penaltyDraft(loan, '2027-04-04', 60_000), '2027-04-05T06:00:00.000Z'),
    ]);
    expect(history.events).toEqual([
      { event: 'overdue', at: '2027-04-05T06:00:00.000Z', amount: 180_000, day: '2027-04-02', days: 3 },
    ]);
    expect(history.repaid).toBe(0);
  });

  it('tells penalties and rollover fees without their tax, and the tax apart (decision 0089)', () => {
    const mx = { ...loan, currency: 'MXN' as const };
    const txs = [
      disbursement,
      tx(rolloverFeeDraft(mx, 'fee:1', 6_300, 1, 1_008), '2027-03-20T10:00:00.000Z'),
      tx(penaltyDraft(mx, '2027-04-02', 20_000, 3_200), '2027-04-02T06:00:00.000Z'),
      tx(penaltyDraft(mx, '2027-04-03', 20_000, 3_200), '2027-04-03T06:00:00.000Z'),
    ];
    expect(
      loanHistory(txs)
        .events.slice(1)
        .map((e) => [e.event, e.amount]),
    ).toEqual([
      ['rolloverFee', 6_300],
      ['overdue', 40_000],
    ]);
    expect(chargesTax(txs)).toEqual({ penalty: 6_400, fees: 1_008 });
  });

  it('reads the penalty day from its ledger key only', () => {
    expect(penaltyDayOfKey(penaltyKey('NG2027ABC', '2027-04-02'))).toBe('2027-04-02');
    expect(penaltyDayOfKey('repayment:paystack:evt_1')).toBeNull();
  });
});
