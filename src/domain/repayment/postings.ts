import { credit, debit, type TransactionDraft } from '../ledger/ledger';
import type { CurrencyCode } from '../markets/market';
import type { MinorUnits } from '../money/money';
import type { Allocation } from './allocation';
import { penaltyKey } from './penalty-days';

/** The loan a posting belongs to. */
export interface LoanRef {
  id: number;
  userId: number;
  orderNo: string;
  currency: CurrencyCode;
}

const base = (loan: LoanRef) => ({ currency: loan.currency, orderId: loan.id, userId: loan.userId });

/**
 * A payment received for the loan: the money is at the provider (Dr providerCash) and settles
 * the receivables in allocation order; anything beyond is owed back (Cr borrowerCredit).
 * Key: `repayment:<vendor>:<eventId>` — one vendor event is one credit, however often it is sent.
 */
export function repaymentDraft(loan: LoanRef, key: string, a: Allocation, memo: string): TransactionDraft {
  const amount = a.penalty + a.fees + a.interest + a.principal + a.excess;
  return {
    ...base(loan),
    idempotencyKey: key,
    kind: 'repayment',
    memo,
    lines: [
      debit('providerCash', amount),
      credit('loanPenalty', a.penalty),
      credit('loanFees', a.fees),
      credit('loanInterest', a.interest),
      credit('loanPrincipal', a.principal),
      credit('borrowerCredit', a.excess),
    ],
  };
}

/**
 * A payment received for a written-off loan (decision 0087): nothing is receivable any more, so
 * the money is recovered against the loss (Cr writeOffRecovery) up to what was written off and
 * not yet recovered; anything beyond is owed back (Cr borrowerCredit). Same key as a repayment.
 */
export function recoveryDraft(
  loan: LoanRef,
  key: string,
  recovered: MinorUnits,
  excess: MinorUnits,
  memo: string,
): TransactionDraft {
  return {
    ...base(loan),
    idempotencyKey: key,
    kind: 'repayment',
    memo,
    lines: [
      debit('providerCash', recovered + excess),
      credit('writeOffRecovery', recovered),
      credit('borrowerCredit', excess),
    ],
  };
}

/**
 * One overdue day's penalty: the borrower owes it with its tax (Dr loanPenalty), the lender
 * earns the penalty, the tax authority is owed the tax (MX IVA, decision 0089; 0 in NG).
 */
export function penaltyDraft(loan: LoanRef, date: string, amount: MinorUnits, tax: MinorUnits = 0): TransactionDraft {
  return {
    ...base(loan),
    idempotencyKey: penaltyKey(loan.orderNo, date),
    kind: 'penalty',
    memo: `penalty for ${date}`,
    lines: [debit('loanPenalty', amount + tax), credit('penaltyIncome', amount), credit('taxPayable', tax)],
  };
}

/**
 * The reserved coupon taken off what remains when the loan is paid: the lender bears it
 * (Dr couponExpense) and the receivables drop in allocation order. Once per order.
 */
export function couponDraft(loan: LoanRef, a: Allocation): TransactionDraft {
  const amount = a.penalty + a.fees + a.interest + a.principal;
  return {
    ...base(loan),
    idempotencyKey: `coupon:${loan.orderNo}`,
    kind: 'coupon',
    memo: 'repayment coupon applied',
    lines: [
      debit('couponExpense', amount),
      credit('loanPenalty', a.penalty),
      credit('loanFees', a.fees),
      credit('loanInterest', a.interest),
      credit('loanPrincipal', a.principal),
    ],
  };
}

/**
 * A rollover fee paid (decision 0012): charged and settled in one movement — the fee and its tax are
 * owed (Dr loanFees; Cr rolloverFeeIncome, Cr taxPayable) and paid at once (Dr providerCash,
 * Cr loanFees), so the loan's fee balance returns to zero and the books show both the charge and
 * the payment.
 */
export function rolloverFeeDraft(
  loan: LoanRef,
  key: string,
  fee: MinorUnits,
  seq: number,
  tax: MinorUnits = 0,
): TransactionDraft {
  return {
    ...base(loan),
    idempotencyKey: key,
    kind: 'rolloverFee',
    memo: `rollover ${seq} fee paid`,
    lines: [
      debit('loanFees', fee + tax),
      credit('rolloverFeeIncome', fee),
      credit('taxPayable', tax),
      debit('providerCash', fee + tax),
      credit('loanFees', fee + tax),
    ],
  };
}

/**
 * The interest not earned by a payoff before the due date (decision 0095): the term's interest
 * was booked at disbursement, so the unearned part and its tax are taken back from income and
 * from the tax authority's share (Dr interestIncome, Dr taxPayable) and off what the borrower
 * owes — the interest receivable first; interest already paid beyond what was earned settles
 * principal, and anything beyond that is owed back (borrowerCredit). Once per order.
 */
export function unearnedInterestDraft(
  loan: LoanRef,
  unearned: MinorUnits,
  unearnedTax: MinorUnits,
  owed: Pick<Allocation, 'interest' | 'principal'>,
): TransactionDraft {
  const total = unearned + unearnedTax;
  const interest = Math.min(total, owed.interest);
  const principal = Math.min(total - interest, owed.principal);
  return {
    ...base(loan),
    idempotencyKey: `unearned:${loan.orderNo}`,
    kind: 'unearnedInterest',
    memo: 'interest for the days not used',
    lines: [
      debit('interestIncome', unearned),
      debit('taxPayable', unearnedTax),
      credit('loanInterest', interest),
      credit('loanPrincipal', principal),
      credit('borrowerCredit', total - interest - principal),
    ],
  };
}
