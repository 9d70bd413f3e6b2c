import { describe, expect, it } from 'vitest';
import { assertBalanced, credit, debit, LedgerError, naturalBalance, type TransactionDraft } from './ledger';

const draft = (lines: TransactionDraft['lines']): TransactionDraft => ({
  idempotencyKey: 'k',
  kind: 'test',
  currency: 'NGN',
  lines,
});

describe('ledger rules', () => {
  it('accepts a balanced disbursement', () => {
    expect(() =>
      assertBalanced(
        draft([
          debit('loanPrincipal', 1_000_000),
          debit('loanInterest', 81_900),
          credit('providerCash', 950_000),
          credit('processingFeeIncome', 45_500),
          credit('taxPayable', 4_500),
          credit('interestIncome', 81_900),
        ]),
      ),
    ).not.toThrow();
  });

  it.each([
    ['unbalanced', [debit('loanPrincipal', 100), credit('providerCash', 99)]],
    ['a float', [debit('loanPrincipal', 100.5), credit('providerCash', 100.5)]],
    ['a negative', [debit('loanPrincipal', -100), credit('providerCash', -100)]],
    ['a line both debit and credit', [{ account: 'loanPrincipal', debit: 5, credit: 5 }, debit('providerCash', 0)]],
    ['a single line', [debit('loanPrincipal', 100)]],
    ['an unknown account', [debit('nope' as 'loanPrincipal', 100), credit('providerCash', 100)]],
  ] as const)('refuses %s', (_name, lines) => {
    expect(() => assertBalanced(draft([...lines]))).toThrow(LedgerError);
  });

  it('needs an idempotency key', () => {
    expect(() =>
      assertBalanced({ ...draft([debit('loanPrincipal', 1), credit('providerCash', 1)]), idempotencyKey: '' }),
    ).toThrow(LedgerError);
  });

  it("reads balances in each account's natural direction", () => {
    expect(naturalBalance('loanPrincipal', 100, 30)).toBe(70);
    expect(naturalBalance('interestIncome', 0, 50)).toBe(50);
  });
});
