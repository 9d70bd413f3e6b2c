import { describe, expect, it } from 'vitest';
import { assertBalanced } from '../ledger/ledger';
import { penaltyDraft, rolloverFeeDraft } from './postings';

const loan = { id: 7, userId: 3, orderNo: 'PR1', currency: 'MXN' as const };

describe('postings with the tax where the law puts it (decision 0089)', () => {
  it("a day's penalty: owed with its IVA, the penalty earned, the IVA owed to the tax authority", () => {
    // $200.00 penalty, IVA 16 % = $32.00
    const d = penaltyDraft(loan, '2027-02-20', 20_000, 3_200);
    assertBalanced(d);
    expect(d.idempotencyKey).toBe('penalty:PR1:2027-02-20');
    expect(d.lines).toEqual([
      { account: 'loanPenalty', debit: 23_200, credit: 0 },
      { account: 'penaltyIncome', debit: 0, credit: 20_000 },
      { account: 'taxPayable', debit: 0, credit: 3_200 },
    ]);
  });

  it('a rollover fee: fee and IVA charged and paid in one movement, the fee balance back to zero', () => {
    // $63.00 fee, IVA 16 % = $10.08: the borrower pays $73.08
    const d = rolloverFeeDraft(loan, 'rollover:PR1:1', 6_300, 1, 1_008);
    assertBalanced(d);
    expect(d.lines).toEqual([
      { account: 'loanFees', debit: 7_308, credit: 0 },
      { account: 'rolloverFeeIncome', debit: 0, credit: 6_300 },
      { account: 'taxPayable', debit: 0, credit: 1_008 },
      { account: 'providerCash', debit: 7_308, credit: 0 },
      { account: 'loanFees', debit: 0, credit: 7_308 },
    ]);
  });

  it('without a tax (Nigeria, or a loan signed before it) the postings are as they always were', () => {
    expect(penaltyDraft(loan, '2027-02-20', 20_000).lines.filter((l) => l.debit || l.credit)).toEqual([
      { account: 'loanPenalty', debit: 20_000, credit: 0 },
      { account: 'penaltyIncome', debit: 0, credit: 20_000 },
    ]);
  });
});
