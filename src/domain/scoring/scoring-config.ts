import type { MinorUnits } from '../money/money';
import { INCOME_RANGES, type IncomeRange } from '../enums/income-range';
import type { PayFrequency } from '../enums/pay-schedule';
import {
  JOB_EXPERIENCES,
  WORK_THERE_TIMES,
  type IncomeSource,
  type JobExperience,
  type PayMethod,
  type WorkThereTime,
} from '../enums/work';
import type { WorkType } from '../enums/work-type';

/**
 * Everything the risk team may tune without a code change. Negative weights are penalties,
 * applied per unit (per band, per loan) where the name says "per".
 */
export interface ScoringConfig {
  minAge: number;
  rejectionCooldownDays: number;
  baseScore: number;
  /** The score is clamped to this range so it reads the same whatever the weights. */
  minScore: number;
  maxScore: number;
  points: {
    income: Record<IncomeRange, number>;
    employment: Record<WorkType, number>;
    jobExperience: Record<JobExperience | 'notAsked', number>;
    payFrequency: Record<PayFrequency | 'notAsked', number>;
    incomeSource: Record<IncomeSource | 'notAsked', number>;
    workThereTime: Record<WorkThereTime | 'notAsked', number>;
    payMethod: Record<PayMethod | 'notAsked', number>;
    defaultedLast6Months: number;
    creditBureauHistory: number;
    perSelfRatingStep: number;
    overdueWithLender: number;
    perLongestDelayBand: number;
    perTotalOwedBand: number;
    perDigitalLoan: number;
    perActiveLoan: number;
    perRepaidOnTimeLoan: number;
    perOverdueLoan: number;
    perPreviousOnTimeLoanWithUs: number;
    previousOnTimeLoansCounted: number;
  };
  /** score ≥ approveAt → approve; reviewAt ≤ score < approveAt → review; below → reject. */
  thresholds: { approveAt: number; reviewAt: number };
  /** Adverse-reason triggers: from which band / count a factor is named in the reasons. */
  adverse: { highDebtBand: number; manyActiveLoans: number };
  limit: {
    /** Limit for a score at fullLimitAt, by income. */
    baseByIncome: Record<IncomeRange, MinorUnits>;
    /** Share of the base given at exactly approveAt (ppm); rises linearly to 100 % at fullLimitAt. */
    minFactorPpm: number;
    fullLimitAt: number;
    /** No limit ever exceeds this (SPEC: up to 500,000). */
    maxLimit: MinorUnits;
    /** Raise after an on-time repayment: this share of the current limit (ppm)… */
    raisePpm: number;
    /** …but at least this much… */
    raiseMinStep: MinorUnits;
    /** …rounded down to a multiple of this. */
    step: MinorUnits;
  };
}

export class ScoringConfigError extends Error {
  override readonly name = 'ScoringConfigError';
}

/**
 * Refuses a configuration that would break the scorecard's promises: better answers never
 * lower the score, thresholds in order, limits growing with income.
 */
export function validateScoringConfig(config: ScoringConfig): void {
  const problems: string[] = [];
  const p = config.points;
  const nonDecreasing = (label: string, values: number[]) => {
    for (let i = 1; i < values.length; i++) if (values[i] < values[i - 1]) problems.push(`${label} must not decrease`);
  };
  nonDecreasing(
    'income points',
    INCOME_RANGES.map((r) => p.income[r]),
  );
  nonDecreasing(
    'job experience points',
    JOB_EXPERIENCES.map((r) => p.jobExperience[r]),
  );
  nonDecreasing(
    'time at work points',
    WORK_THERE_TIMES.map((r) => p.workThereTime[r]),
  );
  nonDecreasing(
    'limit by income',
    INCOME_RANGES.map((r) => config.limit.baseByIncome[r]),
  );
  const sign = (label: string, value: number, want: 'penalty' | 'bonus') => {
    if (!Number.isFinite(value) || (want === 'penalty' ? value > 0 : value < 0))
      problems.push(`${label} must be a ${want}`);
  };
  sign('defaultedLast6Months', p.defaultedLast6Months, 'penalty');
  sign('overdueWithLender', p.overdueWithLender, 'penalty');
  sign('perLongestDelayBand', p.perLongestDelayBand, 'penalty');
  sign('perTotalOwedBand', p.perTotalOwedBand, 'penalty');
  sign('perActiveLoan', p.perActiveLoan, 'penalty');
  sign('perOverdueLoan', p.perOverdueLoan, 'penalty');
  sign('creditBureauHistory', p.creditBureauHistory, 'bonus');
  sign('perSelfRatingStep', p.perSelfRatingStep, 'bonus');
  sign('perRepaidOnTimeLoan', p.perRepaidOnTimeLoan, 'bonus');
  sign('perPreviousOnTimeLoanWithUs', p.perPreviousOnTimeLoanWithUs, 'bonus');
  const { approveAt, reviewAt } = config.thresholds;
  if (!(config.minScore <= reviewAt && reviewAt <= approveAt && approveAt <= config.maxScore))
    problems.push('need minScore ≤ reviewAt ≤ approveAt ≤ maxScore');
  if (!(config.limit.fullLimitAt > approveAt)) problems.push('fullLimitAt must be above approveAt');
  if (!(config.limit.minFactorPpm > 0 && config.limit.minFactorPpm <= 1_000_000))
    problems.push('minFactorPpm must be in (0, 1,000,000]');
  for (const [label, v] of Object.entries({
    maxLimit: config.limit.maxLimit,
    raiseMinStep: config.limit.raiseMinStep,
    step: config.limit.step,
    raisePpm: config.limit.raisePpm,
  })) {
    if (!Number.isSafeInteger(v) || v < 0) problems.push(`${label} must be a whole number ≥ 0`);
  }
  for (const r of INCOME_RANGES)
    if (!Number.isSafeInteger(config.limit.baseByIncome[r])) problems.push(`limit for ${r} must be whole minor units`);
  if (!(config.limit.step > 0)) problems.push('limit step must be positive');
  if (problems.length) throw new ScoringConfigError(problems.join('; '));
}
