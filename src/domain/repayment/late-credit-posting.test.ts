import { describe, expect, it } from 'vitest';
import { assertBalanced, LedgerError } from '../ledger/ledger';
import { lateCreditDraft } from './late-credit-posting';

const loan = { id: 7, userId: 3, orderNo: 'PR0001', currency: 'NGN' as const };

describe('late credit posting', () => {
  it('is balanced: the provider holds the money, the borrower is owed all of it', () => {
    const draft = lateCreditDraft(loan, 'repayment:paystack:1', 12_345, 'after finish');
    expect(() => assertBalanced(draft)).not.toThrow();
    expect(draft).toMatchObject({
      kind: 'lateCredit',
      idempotencyKey: 'repayment:paystack:1',
      orderId: 7,
      userId: 3,
      currency: 'NGN',
    });
    expect(draft.lines).toEqual([
      { account: 'providerCash', debit: 12_345, credit: 0 },
      { account: 'borrowerCredit', debit: 0, credit: 12_345 },
    ]);
  });

  it('refuses a fractional amount through the ledger check', () => {
    expect(() => assertBalanced(lateCreditDraft(loan, 'k', 10.5, 'x'))).toThrow(LedgerError);
  });
});
