import { applyRatePpm, assertMinorUnits, type MinorUnits } from '../money/money';
import type { ProductTerms } from '../products/product';
import { addDays } from './civil-date';
import { PricingError } from './pricing-error';

export interface RolloverQuote {
  /** Paid now; does not reduce what is owed. */
  fee: MinorUnits;
  /** The tax on the fee (MX IVA, decision 0089), paid with it. */
  feeTax: MinorUnits;
  /** What the borrower pays to roll over: fee + feeTax. */
  total: MinorUnits;
  days: number;
  previousDueDate: string;
  newDueDate: string;
}

/**
 * Rollover (extension, decision 0012): the borrower pays the fee and the due date moves
 * product.rolloverDays later (7 in the SPEC). The fee is on the original principal, the same
 * base the quote shows, so the borrower sees the price before taking the loan.
 *
 * The new date counts from the current due date, not from today: an overdue borrower who rolls
 * over buys 7 days from when the loan was due, which may still be in the past — the caller
 * decides whether that loan returns to Repaying.
 */
export function rolloverQuote(
  product: Pick<ProductTerms, 'rolloverFeePpm' | 'rolloverDays' | 'interestTaxPpm'>,
  principal: MinorUnits,
  dueDate: string,
): RolloverQuote {
  assertMinorUnits(principal, 'principal');
  if (principal <= 0) throw new PricingError('invalidAmount', `principal must be positive, got ${principal}`);
  if (!Number.isSafeInteger(product.rolloverDays) || product.rolloverDays <= 0) {
    throw new PricingError('invalidDays', `rollover days must be a positive whole number, got ${product.rolloverDays}`);
  }
  const fee = applyRatePpm(principal, product.rolloverFeePpm);
  const feeTax = rolloverFeeTax(fee, product.interestTaxPpm);
  return {
    fee,
    feeTax,
    total: fee + feeTax,
    days: product.rolloverDays,
    previousDueDate: dueDate,
    newDueDate: addDays(dueDate, product.rolloverDays),
  };
}

/** The tax on a rollover fee, rounded half-up once on the fee: what the offer shows is what the ledger posts. */
export function rolloverFeeTax(fee: MinorUnits, interestTaxPpm: number): MinorUnits {
  return applyRatePpm(fee, interestTaxPpm);
}
