import type { CurrencyCode, Market } from '../markets/market';
import type { MinorUnits } from '../money/money';
import type { InterestBasis } from '../pricing/interest-to-date';

/**
 * A loan product as configured by the operator (stored in the database, per app). Rates are
 * integers in parts per million so that no float ever enters a money calculation:
 * 900 ppm = 0.09 %, 180,000 ppm = 18 %.
 */
export interface ProductTerms {
  id: number;
  packageName: string;
  market: Market;
  code: string;
  name: string;
  currency: CurrencyCode;
  minAmount: MinorUnits;
  maxAmount: MinorUnits;
  amountStep: MinorUnits;
  /** The tenures a borrower may choose, in days, ascending. */
  tenures: number[];
  dailyInterestPpm: number;
  /** Daily interest offered to a borrower who repaid an earlier loan. */
  reloanDailyInterestPpm: number;
  /** Processing fee per day of tenure, deducted from the amount at disbursement. */
  processingFeePpmPerDay: number;
  /** Tax charged on the processing fee (VAT/IVA), also deducted. */
  feeTaxPpm: number;
  /**
   * Tax on interest, on each day's penalty and on the rollover fee, added to what the borrower
   * owes: Mexico's IVA (LIVA art. 18: interest and penalties are part of the taxed value);
   * 0 where interest is exempt (Nigeria). Decision 0089.
   */
  interestTaxPpm: number;
  /**
   * How interest is earned (decision 0095): 'daysUsed' — for the days the money is out, so a
   * payoff before the due date costs the interest to that day, never less than minInterestDays;
   * 'term' — for the whole term whenever it is repaid.
   */
  interestBasis: InterestBasis;
  minInterestDays: number;
  penaltyPpmPerDay: number;
  /** Fee to extend (roll over) a loan, as ppm of the principal. */
  rolloverFeePpm: number;
  rolloverDays: number;
  /** The highest credit limit repaying on time can raise a borrower to. */
  maxCreditLimit: MinorUnits;
  active: boolean;
}

export function maxTenure(product: Pick<ProductTerms, 'tenures'>): number {
  return product.tenures.reduce((a, b) => Math.max(a, b), 0);
}
