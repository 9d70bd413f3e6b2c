import { applyRatePpm, assertMinorUnits, type MinorUnits } from '../money/money';
import type { ProductTerms } from '../products/product';
import { PricingError } from './pricing-error';

export interface OverdueCharges {
  /** One overdue day's penalty: outstanding principal × penaltyPpmPerDay, half-up. */
  perDay: MinorUnits;
  /** perDay × overdueDays before the cap. */
  uncapped: MinorUnits;
  /** What is owed as penalty: min(uncapped, cap). */
  penalty: MinorUnits;
  cap: MinorUnits;
  capped: boolean;
}

/**
 * Penalty for a late loan (SPEC: 2 % a day).
 *
 * - Base: the principal still outstanding, never interest or earlier penalties, so a penalty
 *   never earns a penalty (no compounding). Before any partial repayment that is the amount.
 * - Rounded once per day and multiplied, so the total equals the sum of the daily postings the
 *   overdue job writes to the ledger.
 * - Capped: many regulators cap the total cost of a loan, and an uncapped 2 %/day doubles a
 *   debt in 50 days. The cap is a parameter; by default the penalty never exceeds the
 *   principal it is charged on.
 */
export function overdueCharges(
  principal: MinorUnits,
  overdueDays: number,
  product: Pick<ProductTerms, 'penaltyPpmPerDay'>,
  options: { cap?: MinorUnits } = {},
): OverdueCharges {
  assertMinorUnits(principal, 'principal');
  if (principal < 0) throw new PricingError('invalidAmount', `principal must not be negative, got ${principal}`);
  if (!Number.isSafeInteger(overdueDays) || overdueDays < 0)
    throw new PricingError('invalidDays', `overdue days must be a whole number ≥ 0, got ${overdueDays}`);
  const cap = options.cap ?? principal;
  assertMinorUnits(cap, 'cap');
  if (cap < 0) throw new PricingError('invalidAmount', `cap must not be negative, got ${cap}`);
  const perDay = applyRatePpm(principal, product.penaltyPpmPerDay);
  const uncapped = perDay * overdueDays;
  assertMinorUnits(uncapped, 'penalty');
  const penalty = Math.min(uncapped, cap);
  return { perDay, uncapped, penalty, cap, capped: uncapped > cap };
}

/**
 * The penalty to post for one more overdue day, given what has been posted already. Lets the
 * daily job stay idempotent per day and stop at the cap even when the principal changed
 * between days (partial repayments).
 */
export function penaltyForNextDay(
  principal: MinorUnits,
  alreadyCharged: MinorUnits,
  product: Pick<ProductTerms, 'penaltyPpmPerDay'>,
  options: { cap?: MinorUnits } = {},
): MinorUnits {
  assertMinorUnits(alreadyCharged, 'alreadyCharged');
  const { perDay, cap } = overdueCharges(principal, 1, product, options);
  return Math.max(0, Math.min(perDay, cap - alreadyCharged));
}
