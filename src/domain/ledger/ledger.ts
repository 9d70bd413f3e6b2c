import type { CurrencyCode } from '../markets/market';
import type { MinorUnits } from '../money/money';

/**
 * The chart of accounts. Assets and expenses grow with debits; liabilities, income and
 * contra accounts with credits. A loan's balances are sums of its entries (by order).
 */
export const ACCOUNTS = {
  /** Principal the borrower owes. */
  loanPrincipal: 'asset',
  /** Interest the borrower owes (charged at disbursement: simple interest fixed up front). */
  loanInterest: 'asset',
  /** Penalties the borrower owes. */
  loanPenalty: 'asset',
  /** Fees the borrower owes (rollover). */
  loanFees: 'asset',
  /** Money held at the payments provider. */
  providerCash: 'asset',
  /** Money sent to the provider for a payout not yet confirmed. */
  payoutClearing: 'asset',
  /**
   * Payouts the bank sent back after they succeeded, at the provider again. Kept apart from
   * providerCash so a loan's paid-in figure (its providerCash debits) counts repayments only.
   */
  payoutReturns: 'asset',
  processingFeeIncome: 'income',
  interestIncome: 'income',
  penaltyIncome: 'income',
  rolloverFeeIncome: 'income',
  /** Tax (VAT/IVA) collected on fees, owed to the tax authority. */
  taxPayable: 'liability',
  /** Money received that exceeds what was owed, owed back to the borrower. */
  borrowerCredit: 'liability',
  couponExpense: 'expense',
  /**
   * Penalty an operator forgave (decision 0087): a contra to penaltyIncome, kept apart so income stays what was
   * charged.
   */
  penaltyWaived: 'expense',
  /** Interest an operator forgave (decision 0087). */
  interestWaived: 'expense',
  /** What a written-off loan still owed when it was written off: the loss (decision 0087). */
  loanWriteOff: 'expense',
  /** Money received on a written-off loan: income recovered against the loss (decision 0087). */
  writeOffRecovery: 'income',
} as const;

export type AccountCode = keyof typeof ACCOUNTS;

export interface EntryLine {
  account: AccountCode;
  /** Exactly one of debit and credit is positive. */
  debit: MinorUnits;
  credit: MinorUnits;
}

export interface TransactionDraft {
  /** Unique per money movement: posting the same key twice records it once. */
  idempotencyKey: string;
  kind: string;
  currency: CurrencyCode;
  orderId?: number | null;
  userId?: number | null;
  memo?: string;
  lines: EntryLine[];
}

export class LedgerError extends Error {}

export const debit = (account: AccountCode, amount: MinorUnits): EntryLine => ({ account, debit: amount, credit: 0 });
export const credit = (account: AccountCode, amount: MinorUnits): EntryLine => ({ account, debit: 0, credit: amount });

/** Refuses anything that is not a well-formed, balanced set of integer entries. */
export function assertBalanced(draft: TransactionDraft): void {
  if (!draft.idempotencyKey || draft.idempotencyKey.length > 200)
    throw new LedgerError('idempotency key required (≤ 200 chars)');
  const lines = draft.lines.filter((l) => l.debit !== 0 || l.credit !== 0);
  if (lines.length < 2) throw new LedgerError('a transaction needs at least two non-zero lines');
  let debits = 0n;
  let credits = 0n;
  for (const line of lines) {
    if (!(line.account in ACCOUNTS)) throw new LedgerError(`unknown account ${line.account}`);
    for (const v of [line.debit, line.credit]) {
      if (!Number.isSafeInteger(v) || v < 0)
        throw new LedgerError(`amounts are non-negative whole minor units, got ${v}`);
    }
    if (line.debit > 0 === line.credit > 0) throw new LedgerError('each line is either a debit or a credit');
    debits += BigInt(line.debit);
    credits += BigInt(line.credit);
  }
  if (debits !== credits) throw new LedgerError(`unbalanced: debits ${debits} ≠ credits ${credits}`);
}

/** Balance in the account's natural direction (debit-normal for assets and expenses). */
export function naturalBalance(account: AccountCode, debits: MinorUnits, credits: MinorUnits): MinorUnits {
  const kind = ACCOUNTS[account];
  return kind === 'asset' || kind === 'expense' ? debits - credits : credits - debits;
}
