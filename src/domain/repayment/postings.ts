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
    ...base(loan), idempotencyKey: key, kind: 'repayment', memo,
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

/** One overdue day's penalty: the borrower owes it (Dr loanPenalty), the lender earns it. */
export function penaltyDraft(loan: LoanRef, date: string, amount: MinorUnits): TransactionDraft {
  return {
    ...base(loan), idempotencyKey: penaltyKey(loan.orderNo, date), kind: 'penalty', memo: `penalty for ${date}`,
    lines: [debit('loanPenalty', amount), credit('penaltyIncome', amount)],
  };
}

/**
 * The reserved coupon taken off what remains when the loan is paid: the lender bears it
 * (Dr couponExpense) and the receivables drop in allocation order. Once per order.
 */
export function couponDraft(loan: LoanRef, a: Allocation): TransactionDraft {
  const amount = a.penalty + a.fees + a.interest + a.principal;
  return {
    ...base(loan), idempotencyKey: `coupon:${loan.orderNo}`, kind: 'coupon', memo: 'repayment coupon applied',
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
 * A rollover fee paid (SPEC §4): charged and settled in one movement — the fee is owed
 * (Dr loanFees, Cr rolloverFeeIncome) and paid at once (Dr providerCash, Cr loanFees), so the
 * loan's fee balance returns to zero and the books show both the charge and the payment.
 */
export function rolloverFeeDraft(loan: LoanRef, key: string, fee: MinorUnits, seq: number): TransactionDraft {
  return {
    ...base(loan), idempotencyKey: key, kind: 'rolloverFee', memo: `rollover ${seq} fee paid`,
    lines: [debit('loanFees', fee), credit('rolloverFeeIncome', fee), debit('providerCash', fee), credit('loanFees', fee)],
  };
}
