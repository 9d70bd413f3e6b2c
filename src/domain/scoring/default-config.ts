import type { ScoringConfig } from './scoring-config';

/**
 * The starting scorecard; the reasoning for each weight is in docs/decisions/0005-scoring.md.
 * Amounts are minor units and read the same in NGN and MXN because the SPEC gives one set of
 * figures (1,000–60,000) for both markets; give a market its own config if that changes.
 */
export const DEFAULT_SCORING_CONFIG: ScoringConfig = deepFreeze({
  minAge: 18,
  rejectionCooldownDays: 30,
  baseScore: 400,
  minScore: 0,
  maxScore: 1000,
  points: {
    income: { under29999: 0, '30000-49999': 30, '50000-99999': 60, '100000-149999': 80, over150000: 100 },
    employment: {
      employee: 60,
      employed: 60,
      self_employed: 45,
      auto: 35,
      ParttimeEmployee: 35,
      Other: 20,
      Student: 0,
      Unemployed: -20,
      no_Work: -20,
    },
    // Hidden for unemployed and self-employed applicants: a middling value, so the form's
    // choice to hide a question neither rewards nor punishes them.
    jobExperience: { lessThan1Year: 10, in1_3Years: 25, moreThan3Years: 40, notAsked: 20 },
    // No evidence yet that pay frequency predicts repayment; kept as a knob at zero.
    payFrequency: { Weekly: 0, Fourteen: 0, Monthly: 0, Biweekly: 0, notAsked: 0 },
    // Own income repays; money from relatives may stop without notice, the further the relative the likelier.
    incomeSource: { ownself: 20, father: 5, mother: 5, brotherOrSister: 0, otherFamilyMember: -5, notAsked: 0 },
    // Months in the current job or business: a new one is the likeliest to end before the due date.
    workThereTime: { lessThan6Months: -10, in6To12Months: 5, in1To3Years: 15, moreThan3Years: 25, notAsked: 0 },
    // A salary paid into a bank account is a verifiable income; cash leaves no trace.
    payMethod: { bankTransfer: 15, cheque: 5, cash: 0, notAsked: 0 },
    defaultedLast6Months: -150,
    creditBureauHistory: 20,
    perSelfRatingStep: 5,
    overdueWithLender: -100,
    perLongestDelayBand: -15,
    perTotalOwedBand: -10,
    perDigitalLoan: 0,
    perActiveLoan: -10,
    perRepaidOnTimeLoan: 8,
    perOverdueLoan: -40,
    perPreviousOnTimeLoanWithUs: 30,
    previousOnTimeLoansCounted: 5,
  },
  thresholds: { approveAt: 500, reviewAt: 430 },
  adverse: { highDebtBand: 4, manyActiveLoans: 3 },
  limit: {
    baseByIncome: {
      under29999: 500_000,
      '30000-49999': 1_000_000,
      '50000-99999': 2_000_000,
      '100000-149999': 4_000_000,
      over150000: 6_000_000,
    },
    minFactorPpm: 500_000,
    fullLimitAt: 700,
    maxLimit: 50_000_000,
    raisePpm: 200_000,
    raiseMinStep: 50_000,
    step: 50_000,
  },
});

// Shared by every request: freezing makes an accidental tweak throw instead of leaking.
function deepFreeze<T extends object>(value: T): T {
  for (const child of Object.values(value)) if (child && typeof child === 'object') deepFreeze(child);
  return Object.freeze(value);
}
