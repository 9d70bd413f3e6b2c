import type { ScoringConfig } from './scoring-config';
import { ScoringInputError, type AdverseReason, type CreditAnswers, type WorkProfile } from './scoring-input';

export interface ScorecardInput {
  profile: WorkProfile;
  questionnaire: CreditAnswers;
  previousLoansRepaidOnTime: number;
}

interface Factor {
  factor: string;
  points: (x: ScorecardInput, p: ScoringConfig['points']) => number;
  /** When the factor is named among the reasons, if ever. */
  adverse?: { code: AdverseReason; when: (x: ScorecardInput, c: ScoringConfig) => boolean };
}

const MAX_COUNT = 11; // "more than 10"

// One row per factor: the points it adds and the reason it gives when it counts against the
// applicant. Reasons come out in this order, which is therefore part of the contract.
const FACTORS: Factor[] = [
  {
    factor: 'monthlyIncome',
    points: (x, p) => p.income[x.profile.monthlyIncome],
    adverse: { code: 'lowIncome', when: (x) => x.profile.monthlyIncome === 'under29999' },
  },
  {
    factor: 'employmentType',
    points: (x, p) => p.employment[x.profile.employmentType],
    adverse: {
      code: 'noEmploymentIncome',
      when: (x) => ['Unemployed', 'no_Work', 'Student'].includes(x.profile.employmentType),
    },
  },
  { factor: 'jobExperience', points: (x, p) => p.jobExperience[x.profile.jobExperience ?? 'notAsked'] },
  { factor: 'payFrequency', points: (x, p) => p.payFrequency[x.profile.payFrequency ?? 'notAsked'] },
  { factor: 'incomeSource', points: (x, p) => p.incomeSource[x.profile.incomeSource ?? 'notAsked'] },
  { factor: 'workThereTime', points: (x, p) => p.workThereTime[x.profile.workThereTime ?? 'notAsked'] },
  { factor: 'payMethod', points: (x, p) => p.payMethod[x.profile.payMethod ?? 'notAsked'] },
  {
    factor: 'defaultedLast6Months',
    points: (x, p) => (x.questionnaire.defaultedLast6Months ? p.defaultedLast6Months : 0),
    adverse: { code: 'recentDefault', when: (x) => x.questionnaire.defaultedLast6Months },
  },
  {
    factor: 'overdueLender',
    points: (x, p) => (x.questionnaire.overdueLender !== null ? p.overdueWithLender : 0),
    adverse: { code: 'overdueWithLender', when: (x) => x.questionnaire.overdueLender !== null },
  },
  {
    factor: 'overdueLoans',
    points: (x, p) => x.questionnaire.overdueLoans * p.perOverdueLoan,
    adverse: { code: 'overdueLoans', when: (x) => x.questionnaire.overdueLoans > 0 },
  },
  {
    factor: 'longestDelay',
    points: (x, p) => x.questionnaire.longestDelayBand * p.perLongestDelayBand,
    adverse: { code: 'pastDelays', when: (x) => x.questionnaire.longestDelayBand > 0 },
  },
  {
    factor: 'totalOwed',
    points: (x, p) => x.questionnaire.totalOwedBand * p.perTotalOwedBand,
    adverse: { code: 'highDebt', when: (x, c) => x.questionnaire.totalOwedBand >= c.adverse.highDebtBand },
  },
  {
    factor: 'activeLoans',
    points: (x, p) => x.questionnaire.activeLoans * p.perActiveLoan,
    adverse: { code: 'manyActiveLoans', when: (x, c) => x.questionnaire.activeLoans >= c.adverse.manyActiveLoans },
  },
  {
    factor: 'creditBureauHistory',
    points: (x, p) => (x.questionnaire.hasCreditBureauHistory ? p.creditBureauHistory : 0),
    adverse: {
      code: 'noCreditHistory',
      when: (x) =>
        !x.questionnaire.hasCreditBureauHistory &&
        x.questionnaire.digitalLoans === 0 &&
        x.previousLoansRepaidOnTime === 0,
    },
  },
  { factor: 'digitalLoans', points: (x, p) => x.questionnaire.digitalLoans * p.perDigitalLoan },
  { factor: 'repaidOnTimeLoans', points: (x, p) => x.questionnaire.repaidOnTimeLoans * p.perRepaidOnTimeLoan },
  {
    factor: 'selfRatedCreditworthiness',
    points: (x, p) => (x.questionnaire.selfRatedCreditworthiness - 1) * p.perSelfRatingStep,
  },
  {
    factor: 'previousLoansWithUs',
    points: (x, p) =>
      Math.min(x.previousLoansRepaidOnTime, p.previousOnTimeLoansCounted) * p.perPreviousOnTimeLoanWithUs,
  },
];

export interface ScorecardResult {
  score: number;
  breakdown: { factor: string; points: number }[];
  adverse: AdverseReason[];
}

/** Adds the points of every factor to the base score and clamps; pure and deterministic. */
export function scorecard(x: ScorecardInput, config: ScoringConfig): ScorecardResult {
  assertAnswers(x);
  const breakdown = FACTORS.map((f) => ({ factor: f.factor, points: f.points(x, config.points) }));
  const raw = breakdown.reduce((sum, f) => sum + f.points, config.baseScore);
  const score = Math.min(config.maxScore, Math.max(config.minScore, raw));
  const adverse = FACTORS.flatMap((f) => (f.adverse && f.adverse.when(x, config) ? [f.adverse.code] : []));
  return { score, breakdown, adverse };
}

/**
 * Answers that contradict each other (more loans repaid than taken) are sent to a person
 * rather than scored at face value. "More than 10" (11) cannot contradict anything.
 */
export function answersInconsistent(q: CreditAnswers): boolean {
  if (q.digitalLoans >= MAX_COUNT) return false;
  return q.activeLoans > q.digitalLoans || q.repaidOnTimeLoans > q.digitalLoans || q.overdueLoans > q.digitalLoans;
}

function assertAnswers(x: ScorecardInput): void {
  const q = x.questionnaire;
  const inRange = (v: number, lo: number, hi: number) => Number.isInteger(v) && v >= lo && v <= hi;
  const bad: string[] = [];
  if (!inRange(q.selfRatedCreditworthiness, 1, 5)) bad.push('selfRatedCreditworthiness');
  if (!inRange(q.longestDelayBand, 0, 6)) bad.push('longestDelayBand');
  if (!inRange(q.totalOwedBand, 0, 6)) bad.push('totalOwedBand');
  for (const k of ['digitalLoans', 'activeLoans', 'repaidOnTimeLoans', 'overdueLoans'] as const)
    if (!inRange(q[k], 0, MAX_COUNT)) bad.push(k);
  if (!Number.isSafeInteger(x.previousLoansRepaidOnTime) || x.previousLoansRepaidOnTime < 0)
    bad.push('previousLoansRepaidOnTime');
  if (bad.length) throw new ScoringInputError(`answers out of range: ${bad.join(', ')}`);
}
