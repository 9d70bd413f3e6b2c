import type { CurrencyCode } from '../markets/market';
import { fromMajor, minorPerMajor, type MinorUnits } from '../money/money';

/** The cashier's minimum repayment (decision 0012): 1,000 major units. */
export const MINIMUM_REPAYMENT_MAJOR = 1_000;

export type RepaymentAmountRefusal = 'nothingDue' | 'notWhole' | 'belowMinimum' | 'aboveRemaining';

export type RepaymentAmountCheck =
  | { ok: true; amount: MinorUnits; finishes: boolean }
  | { ok: false; reason: RepaymentAmountRefusal; min: MinorUnits; max: MinorUnits };

/** The least a borrower may pay now: 1,000, or everything that remains when less is left. */
export function minimumRepayment(amountDue: MinorUnits, currency: CurrencyCode): MinorUnits {
  return Math.min(amountDue, fromMajor(MINIMUM_REPAYMENT_MAJOR, currency));
}

/**
 * The cashier rule (decision 0012): the amount is a whole number (of naira / pesos), at least the
 * minimum and at most what remains. Paying exactly what remains is always allowed, cents
 * included, so a borrower can always finish.
 */
export function checkRepaymentAmount(
  amount: MinorUnits,
  amountDue: MinorUnits,
  currency: CurrencyCode,
): RepaymentAmountCheck {
  const min = minimumRepayment(amountDue, currency);
  const refuse = (reason: RepaymentAmountRefusal): RepaymentAmountCheck => ({ ok: false, reason, min, max: amountDue });
  if (amountDue <= 0) return refuse('nothingDue');
  if (amount === amountDue) return { ok: true, amount, finishes: true };
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount % minorPerMajor(currency) !== 0) return refuse('notWhole');
  if (amount > amountDue) return refuse('aboveRemaining');
  if (amount < min) return refuse('belowMinimum');
  return { ok: true, amount, finishes: false };
}
