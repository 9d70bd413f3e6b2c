import { describe, expect, it } from 'vitest';
import { assertBalanced } from '../ledger/ledger';
import { adjustmentDraft, checkAdjustment, checkApproval, type AdjustableLoan } from './adjustments';

const rules = { writeOffAfterDays: 90, restructureMaxDays: 30 };
const owed = { penalty: 30_000, fees: 0, interest: 40_950, principal: 500_000 };
const late: AdjustableLoan = { status: 3, writtenOff: false, dueDate: '2027-02-19', owed, today: '2027-02-22' };
const loan = { id: 1, userId: 2, orderNo: 'N1', currency: 'NGN' as const };

describe('adjustment rules (decision 0087)', () => {
  it('a waiver forgives at most what is owed of it', () => {
    expect(checkAdjustment(late, { kind: 'penaltyWaiver', amount: 30_000, newDueDate: null }, rules)).toEqual({
      ok: true,
      amount: 30_000,
    });
    expect(checkAdjustment(late, { kind: 'penaltyWaiver', amount: 30_001, newDueDate: null }, rules)).toEqual({
      ok: false,
      reason: 'amountOverOwed',
    });
    expect(
      checkAdjustment(
        { ...late, owed: { ...owed, interest: 0 } },
        { kind: 'interestWaiver', amount: 1, newDueDate: null },
        rules,
      ),
    ).toEqual({ ok: false, reason: 'nothingOwed' });
  });

  it("a write-off takes all that is owed, only from the market's days past due", () => {
    expect(checkAdjustment(late, { kind: 'writeOff', amount: 0, newDueDate: null }, rules)).toEqual({
      ok: false,
      reason: 'notLongOverdue',
    });
    const old = { ...late, today: '2027-05-20' };
    expect(checkAdjustment(old, { kind: 'writeOff', amount: 0, newDueDate: null }, rules)).toEqual({
      ok: true,
      amount: 570_950,
    });
  });

  it('a restructure names one date 1 to N days ahead', () => {
    for (const [date, ok] of [
      ['2027-02-22', false],
      ['2027-02-23', true],
      ['2027-03-24', true],
      ['2027-03-25', false],
    ] as const) {
      expect(checkAdjustment(late, { kind: 'restructure', amount: 0, newDueDate: date }, rules).ok).toBe(ok);
    }
  });

  it('nothing on a closed or written-off loan; at approval a changed loan is refused', () => {
    expect(
      checkAdjustment({ ...late, status: 4 }, { kind: 'penaltyWaiver', amount: 1, newDueDate: null }, rules),
    ).toEqual({ ok: false, reason: 'loanClosed' });
    expect(
      checkAdjustment({ ...late, writtenOff: true }, { kind: 'penaltyWaiver', amount: 1, newDueDate: null }, rules),
    ).toEqual({ ok: false, reason: 'writtenOff' });
    const asked = {
      id: 9,
      kind: 'penaltyWaiver' as const,
      amount: 20_000,
      newDueDate: null,
      previousDueDate: '2027-02-19',
    };
    expect(checkApproval({ ...late, owed: { ...owed, penalty: 10_000 } }, asked, rules)).toEqual({
      ok: false,
      reason: 'loanChanged',
    });
    expect(checkApproval({ ...late, dueDate: '2027-02-26' }, asked, rules)).toEqual({
      ok: false,
      reason: 'loanChanged',
    });
    expect(checkApproval(late, asked, rules)).toEqual({ ok: true, amount: 20_000 });
  });

  it('each posts one balanced transaction keyed by its id', () => {
    const writeOff = adjustmentDraft(loan, { id: 5, kind: 'writeOff', amount: 570_950 }, owed)!;
    assertBalanced(writeOff);
    expect(writeOff).toMatchObject({
      idempotencyKey: 'adjustment:5',
      lines: [
        { account: 'loanWriteOff', debit: 570_950 },
        { account: 'loanPenalty', credit: 30_000 },
        expect.anything(),
        expect.anything(),
        expect.anything(),
      ],
    });
    assertBalanced(adjustmentDraft(loan, { id: 6, kind: 'interestWaiver', amount: 100 }, owed)!);
    expect(adjustmentDraft(loan, { id: 7, kind: 'restructure', amount: 0 }, owed)).toBeNull();
  });

  it("a waiver in Mexico forgives the IVA inside what it forgives: that part leaves the tax payable, the rest is the lender's cost", () => {
    // 11,600 owed with 16 % IVA inside: 10,000 penalty + 1,600 IVA.
    const waived = adjustmentDraft(loan, { id: 8, kind: 'penaltyWaiver', amount: 11_600 }, owed, 160_000)!;
    assertBalanced(waived);
    expect(waived.lines).toEqual([
      { account: 'penaltyWaived', debit: 10_000, credit: 0 },
      { account: 'taxPayable', debit: 1_600, credit: 0 },
      { account: 'loanPenalty', debit: 0, credit: 11_600 },
    ]);
    // Half-up on the tax part: 1,001 × 0.16 / 1.16 = 138.07 → 138.
    expect(adjustmentDraft(loan, { id: 9, kind: 'interestWaiver', amount: 1_001 }, owed, 160_000)!.lines[1]).toEqual({
      account: 'taxPayable',
      debit: 138,
      credit: 0,
    });
    // Nigeria: no tax on interest or penalties, the whole amount is the cost.
    expect(adjustmentDraft(loan, { id: 10, kind: 'penaltyWaiver', amount: 500 }, owed)!.lines).toEqual([
      { account: 'penaltyWaived', debit: 500, credit: 0 },
      { account: 'taxPayable', debit: 0, credit: 0 },
      { account: 'loanPenalty', debit: 0, credit: 500 },
    ]);
  });
});
