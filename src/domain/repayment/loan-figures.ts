import type { MinorUnits } from '../money/money';
import { addDays, daysBetween } from '../pricing/civil-date';
import { totalOwed, type Owed } from './allocation';

/** Sums over one loan's ledger entries, as the server reads them (natural direction of each account). */
export interface LoanBalances extends Owed {
  /** Everything the borrower paid in (repayments and rollover fees), including any excess. */
  paidIn: MinorUnits;
  /** Penalty ever charged (credits to penaltyIncome); the cap of penalties counts this, waived or not. */
  penaltyCharged: MinorUnits;
  /** Penalty forgiven by approved waivers and restructures (debits to penaltyWaived). */
  penaltyWaived: MinorUnits;
  /** Written off and not yet recovered (loanWriteOff debits − writeOffRecovery credits): still collectable. */
  writtenOff: MinorUnits;
  /** Rollover fees ever charged (credits to rolloverFeeIncome). */
  feesCharged: MinorUnits;
  /** Coupon deductions already posted (couponExpense). */
  couponUsed: MinorUnits;
  /** Paid beyond what was owed, owed back to the borrower (borrowerCredit). */
  credit: MinorUnits;
}

export interface LoanFigures {
  owed: Owed;
  /**
   * Everything still owed before any coupon: penalty + fees + interest + principal, or what a write-off left to
   * recover.
   */
  outstanding: MinorUnits;
  /**
   * What paying everything today saves: the interest (with its tax) not yet earned under the
   * days-used rule (decision 0095); 0 on or after the due date and for a loan earning for the term.
   */
  saving: MinorUnits;
  /** What the reserved coupon will take off when the rest is paid (never more than outstanding − saving). */
  couponDeduction: MinorUnits;
  /** What the borrower must still pay to finish today: outstanding − saving − couponDeduction. */
  amountDue: MinorUnits;
  paidIn: MinorUnits;
  penaltyCharged: MinorUnits;
  penaltyWaived: MinorUnits;
  feesCharged: MinorUnits;
  couponUsed: MinorUnits;
  credit: MinorUnits;
}

/**
 * The figures a repay screen shows, derived only from ledger sums and the coupon reserved on
 * the order (decision 0012): nothing is stored twice, so a screen can never disagree with the
 * books.
 */
export function loanFigures(
  balances: LoanBalances,
  reservedCoupon: MinorUnits | null,
  unearned: MinorUnits = 0,
): LoanFigures {
  const owed: Owed = {
    penalty: balances.penalty,
    fees: balances.fees,
    interest: balances.interest,
    principal: balances.principal,
  };
  // A written-off loan has no receivables left; what it still owes is the loss not yet recovered.
  const outstanding = totalOwed(owed) + balances.writtenOff;
  // Interest already paid beyond what is earned comes off the principal (unearnedInterestDraft), so the saving is
  // capped by what remains.
  const saving = Math.min(unearned, outstanding);
  const couponDeduction = Math.min(reservedCoupon ?? 0, outstanding - saving);
  return {
    owed,
    outstanding,
    saving,
    couponDeduction,
    amountDue: outstanding - saving - couponDeduction,
    paidIn: balances.paidIn,
    penaltyCharged: balances.penaltyCharged,
    penaltyWaived: balances.penaltyWaived,
    feesCharged: balances.feesCharged,
    couponUsed: balances.couponUsed,
    credit: balances.credit,
  };
}

/** Whole days past the due date (0 on or before it), both dates in the market's zone. */
export function overdueDays(dueDate: string, today: string): number {
  return Math.max(0, daysBetween(dueDate, today));
}

/** Decision 0012: the first overdue day is the day after the due date (market zone). */
export function firstOverdueDay(dueDate: string): string {
  return addDays(dueDate, 1);
}

/** Decision 0012: a loan is overdue from the day after its due date (market zone). */
export function isOverdue(dueDate: string, today: string): boolean {
  return daysBetween(dueDate, today) > 0;
}
