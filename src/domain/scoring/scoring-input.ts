import type { IncomeRange } from '../enums/income-range';
import type { PayFrequency } from '../enums/pay-schedule';
import type { IncomeSource, JobExperience, PayMethod, WorkThereTime } from '../enums/work';
import type { WorkType } from '../enums/work-type';
import type { MinorUnits } from '../money/money';
import type { ProductTerms } from '../products/product';

/** 0..11 where 0 is none and 11 stands for "more than 10" (LOAN_COUNT_OPTIONS, src/domain/enums/questionnaire.ts). */
export type LoanCount = number;

/** The work facts scoring reads; the enums are the contract's, shared with the forms (src/domain/enums). */
export interface WorkProfile {
  monthlyIncome: IncomeRange;
  employmentType: WorkType;
  /** null when the form hides it (unemployed, self-employed). */
  jobExperience: JobExperience | null;
  /** null when the form hides it (unemployed, self-employed). */
  payFrequency: PayFrequency | null;
  /** Whose money the applicant lives on; absent on records saved before it was asked. */
  incomeSource?: IncomeSource | null;
  /** Time at the current work; null when the form hides it (not working). */
  workThereTime?: WorkThereTime | null;
  /** How the employer pays; null when the form hides it (not employed). */
  payMethod?: PayMethod | null;
}

/**
 * The credit questionnaire (src/domain/enums/questionnaire.ts, codes 1–11) as ordered facts scoring can weigh; build it
 * from the stored option keys with `creditAnswersFrom`.
 */
export interface CreditAnswers {
  defaultedLast6Months: boolean;
  hasCreditBureauHistory: boolean;
  /** 1 (poor) … 5 (excellent). */
  selfRatedCreditworthiness: 1 | 2 | 3 | 4 | 5;
  /** The lender the applicant is overdue with, or null for "none". */
  overdueLender: string | null;
  /** Longest delay band, 0 (never late) … 6 (longest). */
  longestDelayBand: number;
  /** Total owed band, 0 (nothing) … 6 (most). */
  totalOwedBand: number;
  digitalLoans: LoanCount;
  activeLoans: LoanCount;
  repaidOnTimeLoans: LoanCount;
  overdueLoans: LoanCount;
}

export interface AssessInput {
  /** Whole years on the assessment day. */
  age: number;
  hasActiveLoan: boolean;
  /** ISO 8601 instant of this applicant's last rejection, or null. */
  lastRejectionAt: string | null;
  /** ISO 8601 instant of the assessment; passed in so the result is reproducible. */
  now: string;
  profileComplete: boolean;
  profile: WorkProfile | null;
  questionnaire: CreditAnswers | null;
  /** Loans with us repaid on or before the due date. */
  previousLoansRepaidOnTime: number;
  /** The product applied for: the limit is clamped to it and put on its amount grid. */
  product: Pick<ProductTerms, 'minAmount' | 'maxAmount' | 'amountStep'>;
}

export type Outcome = 'approve' | 'reject' | 'review';

export interface Decision {
  outcome: Outcome;
  /** Scorecard points, or null when a hard rule stopped the assessment before scoring. */
  score: number | null;
  /** What the applicant may borrow now (minor units); 0 unless approved. */
  limit: MinorUnits;
  /** Stable codes, most decisive first: hard rules, then the outcome, then adverse factors. */
  reasons: ReasonCode[];
  /** Points per factor, for operators and appeals. Empty when not scored. */
  breakdown: { factor: string; points: number }[];
  /**
   * True when this decision is a credit rejection that starts the 30-day wait. Refusals for an
   * active loan, an incomplete profile or the wait itself do not restart it.
   */
  startsCooldown: boolean;
  /** When a cooldown refusal ends (ISO), for the "retry after 30 days" banner; else null. */
  retryAt: string | null;
}

export type HardRuleReason = 'underAge' | 'activeLoan' | 'rejectionCooldown' | 'profileIncomplete';
export type OutcomeReason =
  'scoreBelowThreshold' | 'scoreInReviewBand' | 'inconsistentAnswers' | 'limitBelowProductMinimum' | 'nationalIdClash';
export type AdverseReason =
  | 'lowIncome'
  | 'noEmploymentIncome'
  | 'recentDefault'
  | 'overdueWithLender'
  | 'pastDelays'
  | 'highDebt'
  | 'manyActiveLoans'
  | 'overdueLoans'
  | 'noCreditHistory';

/**
 * Why an identity check did not pass (decision 0048). Stored on the check and, when it decides
 * the outcome, leading the assessment's reasons: the operator reads them in the review queue.
 */
export type IdentityReason =
  | 'bvnMissing'
  | 'bvnNotFound'
  | 'bvnNameMismatch'
  | 'bvnBirthDateMismatch'
  | 'accountNameMismatch'
  | 'curpNotFound'
  | 'curpNameMismatch'
  | 'curpBirthDateMismatch'
  | 'curpSexMismatch'
  | 'curpStateMismatch'
  | 'curpInactive'
  | 'documentCurpMismatch'
  | 'documentNameMismatch'
  | 'documentBirthDateMismatch'
  | 'selfieMissing'
  | 'idPhotoMissing'
  | 'selfieNotLive'
  | 'faceMismatch'
  | 'idPhotoFaceMismatch'
  | 'idNotGenuine'
  | 'identityVendorUnavailable';

/** Why a credit bureau's report changed the decision (decision 0099, domain/bureau/bureau-factors.ts). */
export type BureauReason =
  'bureauDefaults' | 'bureauOverdueLoans' | 'bureauManyActiveLoans' | 'bureauManyEnquiries' | 'bureauUnavailable';

export type ReasonCode = HardRuleReason | OutcomeReason | AdverseReason | IdentityReason | BureauReason;

export class ScoringInputError extends Error {
  override readonly name = 'ScoringInputError';
}
