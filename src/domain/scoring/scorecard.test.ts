import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORING_CONFIG } from './default-config';
import { answersInconsistent, scorecard, type ScorecardInput } from './scorecard';
import { INCOME_RANGES } from '../enums/income-range';
import { PAY_FREQUENCIES } from '../enums/pay-schedule';
import { INCOME_SOURCES, JOB_EXPERIENCES, PAY_METHODS, WORK_THERE_TIMES } from '../enums/work';
import { WORK_TYPES } from '../enums/work-type';

const count = fc.integer({ min: 0, max: 11 });
const band = fc.integer({ min: 0, max: 6 });

const inputArb: fc.Arbitrary<ScorecardInput> = fc.record({
  profile: fc.record({
    monthlyIncome: fc.constantFrom(...INCOME_RANGES),
    employmentType: fc.constantFrom(...WORK_TYPES),
    jobExperience: fc.option(fc.constantFrom(...JOB_EXPERIENCES), { nil: null }),
    payFrequency: fc.option(fc.constantFrom(...PAY_FREQUENCIES), { nil: null }),
    incomeSource: fc.option(fc.constantFrom(...INCOME_SOURCES), { nil: null }),
    workThereTime: fc.option(fc.constantFrom(...WORK_THERE_TIMES), { nil: null }),
    payMethod: fc.option(fc.constantFrom(...PAY_METHODS), { nil: null }),
  }),
  questionnaire: fc.record({
    defaultedLast6Months: fc.boolean(),
    hasCreditBureauHistory: fc.boolean(),
    selfRatedCreditworthiness: fc.constantFrom(1, 2, 3, 4, 5) as fc.Arbitrary<1 | 2 | 3 | 4 | 5>,
    overdueLender: fc.option(fc.constantFrom('LenderA', 'LenderB'), { nil: null }),
    longestDelayBand: band,
    totalOwedBand: band,
    digitalLoans: count,
    activeLoans: count,
    repaidOnTimeLoans: count,
    overdueLoans: count,
  }),
  previousLoansRepaidOnTime: fc.integer({ min: 0, max: 20 }),
});

type Improve = (x: ScorecardInput, r: number) => ScorecardInput;
const q = (x: ScorecardInput, patch: Partial<ScorecardInput['questionnaire']>) => ({
  ...x,
  questionnaire: { ...x.questionnaire, ...patch },
});
const up = (v: number, max: number, r: number) => v + Math.floor(r * (max - v + 1));
const down = (v: number, r: number) => v - Math.floor(r * (v + 1));

// Each turns one answer into an equal or better one; r in [0,1) picks how much better.
const IMPROVEMENTS: Record<string, Improve> = {
  income: (x, r) => ({
    ...x,
    profile: { ...x.profile, monthlyIncome: INCOME_RANGES[up(INCOME_RANGES.indexOf(x.profile.monthlyIncome), 4, r)] },
  }),
  jobExperience: (x, r) =>
    x.profile.jobExperience === null
      ? x
      : {
          ...x,
          profile: {
            ...x.profile,
            jobExperience: JOB_EXPERIENCES[up(JOB_EXPERIENCES.indexOf(x.profile.jobExperience), 2, r)],
          },
        },
  longerAtWork: (x, r) =>
    x.profile.workThereTime == null
      ? x
      : {
          ...x,
          profile: {
            ...x.profile,
            workThereTime: WORK_THERE_TIMES[up(WORK_THERE_TIMES.indexOf(x.profile.workThereTime), 3, r)],
          },
        },
  ownIncome: (x) => (x.profile.incomeSource == null ? x : { ...x, profile: { ...x.profile, incomeSource: 'ownself' } }),
  paidByBank: (x) => (x.profile.payMethod == null ? x : { ...x, profile: { ...x.profile, payMethod: 'bankTransfer' } }),
  noDefault: (x) => q(x, { defaultedLast6Months: false }),
  bureau: (x) => q(x, { hasCreditBureauHistory: true }),
  selfRating: (x, r) => q(x, { selfRatedCreditworthiness: up(x.questionnaire.selfRatedCreditworthiness, 5, r) as 1 }),
  noOverdueLender: (x) => q(x, { overdueLender: null }),
  shorterDelay: (x, r) => q(x, { longestDelayBand: down(x.questionnaire.longestDelayBand, r) }),
  lessOwed: (x, r) => q(x, { totalOwedBand: down(x.questionnaire.totalOwedBand, r) }),
  fewerActive: (x, r) => q(x, { activeLoans: down(x.questionnaire.activeLoans, r) }),
  moreRepaid: (x, r) => q(x, { repaidOnTimeLoans: up(x.questionnaire.repaidOnTimeLoans, 11, r) }),
  fewerOverdue: (x, r) => q(x, { overdueLoans: down(x.questionnaire.overdueLoans, r) }),
  moreWithUs: (x, r) => ({ ...x, previousLoansRepaidOnTime: up(x.previousLoansRepaidOnTime, 20, r) }),
};

describe('scorecard', () => {
  it('better answers never lower the score (one or several at a time)', () => {
    fc.assert(
      fc.property(
        inputArb,
        fc.array(
          fc.tuple(fc.constantFrom(...Object.keys(IMPROVEMENTS)), fc.double({ min: 0, max: 0.999, noNaN: true })),
          { minLength: 1, maxLength: 6 },
        ),
        (x, steps) => {
          let current = x;
          let score = scorecard(current, DEFAULT_SCORING_CONFIG).score;
          for (const [name, r] of steps) {
            current = IMPROVEMENTS[name](current, r);
            const next = scorecard(current, DEFAULT_SCORING_CONFIG).score;
            expect(next).toBeGreaterThanOrEqual(score);
            score = next;
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('stays within 0..1000, is an integer and its breakdown adds up', () => {
    fc.assert(
      fc.property(inputArb, (x) => {
        const { score, breakdown } = scorecard(x, DEFAULT_SCORING_CONFIG);
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1000);
        const raw = breakdown.reduce((s, f) => s + f.points, DEFAULT_SCORING_CONFIG.baseScore);
        expect(score).toBe(Math.min(1000, Math.max(0, raw)));
      }),
    );
  });

  it('flags answers that cannot all be true', () => {
    const base = {
      defaultedLast6Months: false,
      hasCreditBureauHistory: true,
      selfRatedCreditworthiness: 3 as const,
      overdueLender: null,
      longestDelayBand: 0,
      totalOwedBand: 0,
    };
    expect(
      answersInconsistent({ ...base, digitalLoans: 2, activeLoans: 1, repaidOnTimeLoans: 2, overdueLoans: 0 }),
    ).toBe(false);
    expect(
      answersInconsistent({ ...base, digitalLoans: 2, activeLoans: 3, repaidOnTimeLoans: 0, overdueLoans: 0 }),
    ).toBe(true);
    expect(
      answersInconsistent({ ...base, digitalLoans: 0, activeLoans: 0, repaidOnTimeLoans: 0, overdueLoans: 1 }),
    ).toBe(true);
    // "more than 10" loans can hold any other count
    expect(
      answersInconsistent({ ...base, digitalLoans: 11, activeLoans: 11, repaidOnTimeLoans: 11, overdueLoans: 11 }),
    ).toBe(false);
  });

  it('weighs income source, time at work and pay method (decision 0005)', () => {
    const base = fc.sample(inputArb, { numRuns: 1, seed: 7 })[0];
    const withProfile = (patch: Partial<ScorecardInput['profile']>) =>
      scorecard({ ...base, profile: { ...base.profile, ...patch } }, DEFAULT_SCORING_CONFIG);
    const points = (patch: Partial<ScorecardInput['profile']>, factor: string) =>
      withProfile(patch).breakdown.find((f) => f.factor === factor)?.points;
    expect(points({ incomeSource: 'ownself' }, 'incomeSource')).toBeGreaterThan(
      points({ incomeSource: 'otherFamilyMember' }, 'incomeSource')!,
    );
    expect(points({ workThereTime: 'moreThan3Years' }, 'workThereTime')).toBeGreaterThan(
      points({ workThereTime: 'lessThan6Months' }, 'workThereTime')!,
    );
    expect(points({ payMethod: 'bankTransfer' }, 'payMethod')).toBeGreaterThan(
      points({ payMethod: 'cash' }, 'payMethod')!,
    );
    // A record saved before these were asked scores as "not asked", never as the worst answer.
    expect(points({ incomeSource: undefined, workThereTime: undefined, payMethod: undefined }, 'workThereTime')).toBe(
      0,
    );
  });
});
