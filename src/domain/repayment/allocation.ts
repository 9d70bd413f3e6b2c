import { assertMinorUnits, type MinorUnits } from '../money/money';

/** What a loan still owes, per receivable account (each a sum over the loan's ledger entries). */
export interface Owed {
  penalty: MinorUnits;
  fees: MinorUnits;
  interest: MinorUnits;
  principal: MinorUnits;
}

/** How one payment is split: what each receivable is reduced by, and what is left over. */
export interface Allocation extends Owed {
  /** Paid beyond everything owed: owed back to the borrower (borrowerCredit). */
  excess: MinorUnits;
}

/**
 * The order a payment settles a loan (issue 8, decision 0012): penalty, then fees, then
 * interest, then principal — costs before capital, the common practice of lenders. The
 * consequence the borrower should know (the repay screen and FAQ say it): while overdue, a
 * partial payment clears the penalty first, so the principal — the base of tomorrow's
 * penalty (penalty.ts) — goes down only once the charges are paid.
 */
export const ALLOCATION_ORDER = ['penalty', 'fees', 'interest', 'principal'] as const satisfies readonly (keyof Owed)[];

export function allocatePayment(amount: MinorUnits, owed: Owed): Allocation {
  assertMinorUnits(amount, 'payment');
  if (amount < 0) throw new RangeError(`payment must not be negative, got ${amount}`);
  let left = amount;
  const out: Allocation = { penalty: 0, fees: 0, interest: 0, principal: 0, excess: 0 };
  for (const part of ALLOCATION_ORDER) {
    const due = assertMinorUnits(owed[part], part);
    if (due < 0) throw new RangeError(`${part} owed must not be negative, got ${due}`);
    const take = Math.min(left, due);
    out[part] = take;
    left -= take;
  }
  out.excess = left;
  return out;
}

export function totalOwed(owed: Owed): MinorUnits {
  return owed.penalty + owed.fees + owed.interest + owed.principal;
}
