import { applyRatePpm, type MinorUnits } from '../money/money';
import { daysBetween } from './civil-date';

/** How a product earns its interest (decision 0095). */
export const INTEREST_BASES = ['daysUsed', 'term'] as const;
export type InterestBasis = (typeof INTEREST_BASES)[number];

/** A loan's interest as signed: what the order froze at confirmation. */
export interface SignedInterest {
  /** null: signed before decision 0095 — interest for the whole term, as its agreement said. */
  basis: InterestBasis | null;
  minInterestDays: number;
  amount: MinorUnits;
  days: number;
  dailyInterestPpm: number;
  /** The whole term's interest and its tax, as signed (and booked at disbursement). */
  interest: MinorUnits;
  interestTax: MinorUnits;
  interestTaxPpm: number;
}

export interface InterestToDate {
  /** The days interest is charged for: days used, at least the minimum, at most the term. */
  daysCharged: number;
  interest: MinorUnits;
  interestTax: MinorUnits;
  /** The signed interest (with its tax) not earned by `today`: what paying off today saves. */
  unearned: MinorUnits;
  unearnedTax: MinorUnits;
}

/**
 * The interest a loan has earned by `today` (decision 0095), the one function the payoff, the
 * repay screen and the ledger's reversal read. Days used are civil days in the market's zone from
 * the day the money was paid out (that day is day 0: paid back the same day, 0 days used) to
 * `today`; the product's minimum days are charged at least, the term at most. Interest is on the
 * amount lent, linear in days and rounded half-up once on the total, like the quote; its tax is
 * rounded once on that interest. At the whole term the signed figures are returned unchanged, so
 * a loan paid on or after its due date costs exactly what it was signed for.
 */
export function interestToDate(loan: SignedInterest, disbursedOn: string, today: string): InterestToDate {
  const used = Math.max(0, daysBetween(disbursedOn, today));
  const daysCharged = loan.basis === 'daysUsed' ? Math.min(loan.days, Math.max(loan.minInterestDays, used)) : loan.days;
  if (daysCharged >= loan.days) {
    return {
      daysCharged: loan.days,
      interest: loan.interest,
      interestTax: loan.interestTax,
      unearned: 0,
      unearnedTax: 0,
    };
  }
  const interest = applyRatePpm(loan.amount, loan.dailyInterestPpm, daysCharged);
  const interestTax = applyRatePpm(interest, loan.interestTaxPpm);
  return {
    daysCharged,
    interest,
    interestTax,
    unearned: loan.interest - interest,
    unearnedTax: loan.interestTax - interestTax,
  };
}
