import type { MinorUnits } from '../money/money';

/**
 * What the assessment keeps of a bureau's report (decision 0099): counts and totals only, never
 * the report itself (names of other lenders, account numbers, addresses stay with the bureau).
 * Both bureaus' answers are read into this one shape by their adapters.
 */
export interface BureauSummary {
  /** False when the bureau holds no file on the person (a thin file): nothing below is known. */
  hasFile: boolean;
  /** Loans open elsewhere (balance above zero, not closed). */
  activeLoans: number;
  /** Open loans with an amount past due. */
  loansInArrears: number;
  /** Total past due over every loan, in the market's minor units. */
  amountOverdue: MinorUnits;
  /** Loans written off, sent to collection or otherwise marked as lost by their lender. */
  defaults: number;
  /** Worst delay ever reported, in days (0 when never late). */
  worstDelayDays: number;
  /** Consultations by lenders in the last 90 days (ours included), a sign of credit sought everywhere. */
  recentEnquiries: number;
}

export const EMPTY_FILE: BureauSummary = {
  hasFile: false,
  activeLoans: 0,
  loansInArrears: 0,
  amountOverdue: 0,
  defaults: 0,
  worstDelayDays: 0,
  recentEnquiries: 0,
};
