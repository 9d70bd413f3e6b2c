import { afterEach, describe, expect, it, vi } from 'vitest';
import { assess } from './assess';
import { DEFAULT_SCORING_CONFIG } from './default-config';
import { ScoringInputError, type AssessInput, type CreditAnswers, type WorkProfile } from './scoring-input';

// Demo product grid: ₦/$1,000 … 60,000 in steps of 500 (minor units).
const product = { minAmount: 100_000, maxAmount: 6_000_000, amountStep: 50_000 };

const salaried: WorkProfile = {
  monthlyIncome: '50000-99999',
  employmentType: 'employee',
  jobExperience: 'in1_3Years',
  payFrequency: 'Monthly',
};
const cleanAnswers: CreditAnswers = {
  defaultedLast6Months: false,
  hasCreditBureauHistory: true,
  selfRatedCreditworthiness: 4,
  overdueLender: null,
  longestDelayBand: 0,
  totalOwedBand: 1,
  digitalLoans: 3,
  activeLoans: 1,
  repaidOnTimeLoans: 2,
  overdueLoans: 0,
};
const thinFile: CreditAnswers = {
  defaultedLast6Months: false,
  hasCreditBureauHistory: false,
  selfRatedCreditworthiness: 3,
  overdueLender: null,
  longestDelayBand: 0,
  totalOwedBand: 0,
  digitalLoans: 0,
  activeLoans: 0,
  repaidOnTimeLoans: 0,
  overdueLoans: 0,
};

const input = (over: Partial<AssessInput> = {}): AssessInput => ({
  age: 30,
  hasActiveLoan: false,
  lastRejectionAt: null,
  now: '2025-06-01T10:00:00Z',
  profileComplete: true,
  profile: salaried,
  questionnaire: cleanAnswers,
  previousLoansRepaidOnTime: 0,
  product,
  ...over,
});

describe('assess — hard rules', () => {
  it('refuses applicants under 18 and accepts 18', () => {
    expect(assess(input({ age: 17 }))).toMatchObject({
      outcome: 'reject',
      score: null,
      limit: 0,
      reasons: ['underAge'],
      startsCooldown: false,
    });
    expect(assess(input({ age: 18 })).outcome).toBe('approve');
  });

  it('allows one loan at a time', () => {
    expect(assess(input({ hasActiveLoan: true }))).toMatchObject({
      outcome: 'reject',
      reasons: ['activeLoan'],
      startsCooldown: false,
    });
  });

  it('waits 30 days after a rejection, to the millisecond', () => {
    const justBefore = assess(input({ lastRejectionAt: '2025-05-02T10:00:00.001Z' }));
    expect(justBefore).toMatchObject({
      outcome: 'reject',
      reasons: ['rejectionCooldown'],
      retryAt: '2025-06-01T10:00:00.001Z',
      startsCooldown: false,
    });
    expect(assess(input({ lastRejectionAt: '2025-05-02T10:00:00Z' })).outcome).toBe('approve');
    // offsets are honoured: 12:00+02:00 is 10:00Z
    expect(assess(input({ lastRejectionAt: '2025-05-02T12:00:00+02:00' })).outcome).toBe('approve');
  });

  it('needs a complete profile and questionnaire', () => {
    expect(assess(input({ profileComplete: false })).reasons).toEqual(['profileIncomplete']);
    expect(assess(input({ profile: null })).reasons).toEqual(['profileIncomplete']);
    expect(assess(input({ questionnaire: null })).reasons).toEqual(['profileIncomplete']);
  });

  it('reports every failing rule at once', () => {
    const d = assess(
      input({ age: 16, hasActiveLoan: true, lastRejectionAt: '2025-05-30T00:00:00Z', profileComplete: false }),
    );
    expect(d.reasons).toEqual(['underAge', 'activeLoan', 'rejectionCooldown', 'profileIncomplete']);
    expect(d.breakdown).toEqual([]);
  });

  it('refuses instants it cannot compare', () => {
    expect(() => assess(input({ now: '2025-06-01' }))).toThrow(ScoringInputError);
    expect(() => assess(input({ lastRejectionAt: 'yesterday' }))).toThrow(ScoringInputError);
    expect(() => assess(input({ age: 30.5 }))).toThrow(ScoringInputError);
    expect(() => assess(input({ questionnaire: { ...cleanAnswers, longestDelayBand: 7 } }))).toThrow(ScoringInputError);
  });
});

describe('assess — scorecard decisions', () => {
  // Points are the defaults of default-config.ts; base 400, approve ≥ 500, review ≥ 430.
  const cases: {
    name: string;
    in: Partial<AssessInput>;
    outcome: string;
    score: number;
    limit: number;
    reasons: string[];
  }[] = [
    {
      // 400 + income 60 + employee 60 + 1–3 y 25 + bureau 20 + self 4 → 15 + owed band 1 → −10
      // + 1 active → −10 + 2 on time → 16 = 576. Limit: 2,000,000 × (0.5 + 0.5 × 76/200) = 1,380,000
      // → on the grid 100,000 + 25 × 50,000 = 1,350,000.
      name: 'salaried, clean history',
      in: {},
      outcome: 'approve',
      score: 576,
      limit: 1_350_000,
      reasons: [],
    },
    {
      // 400 + 30 + 60 + <1 y 10 + self 3 → 10 = 510. Limit 1,000,000 × 0.525 = 525,000 → 500,000.
      name: 'thin file, modest income',
      in: {
        profile: { ...salaried, monthlyIncome: '30000-49999', jobExperience: 'lessThan1Year', payFrequency: 'Weekly' },
        questionnaire: thinFile,
      },
      outcome: 'approve',
      score: 510,
      limit: 500_000,
      reasons: ['noCreditHistory'],
    },
    {
      // 400 + 0 + 60 + 10 + 10 = 480
      name: 'thin file, lowest income',
      in: {
        profile: { ...salaried, monthlyIncome: 'under29999', jobExperience: 'lessThan1Year' },
        questionnaire: thinFile,
      },
      outcome: 'review',
      score: 480,
      limit: 0,
      reasons: ['scoreInReviewBand', 'lowIncome', 'noCreditHistory'],
    },
    {
      // 576 − 150 default − 100 overdue lender − 2 × 40 overdue loans − 3 × 15 delay = 201
      name: 'recent defaulter',
      in: {
        questionnaire: {
          ...cleanAnswers,
          defaultedLast6Months: true,
          overdueLender: 'LenderX',
          overdueLoans: 2,
          longestDelayBand: 3,
        },
      },
      outcome: 'reject',
      score: 201,
      limit: 0,
      reasons: ['scoreBelowThreshold', 'recentDefault', 'overdueWithLender', 'overdueLoans', 'pastDelays'],
    },
    {
      // 400 + 0 − 20 unemployed + 20 (experience not asked) + 10 = 410
      name: 'unemployed',
      in: {
        profile: { monthlyIncome: 'under29999', employmentType: 'Unemployed', jobExperience: null, payFrequency: null },
        questionnaire: thinFile,
      },
      outcome: 'reject',
      score: 410,
      limit: 0,
      reasons: ['scoreBelowThreshold', 'lowIncome', 'noEmploymentIncome', 'noCreditHistory'],
    },
    {
      // 400 + 0 + 0 + 20 + 10 = 430, exactly the review threshold
      name: 'student',
      in: {
        profile: { monthlyIncome: 'under29999', employmentType: 'Student', jobExperience: null, payFrequency: null },
        questionnaire: thinFile,
      },
      outcome: 'review',
      score: 430,
      limit: 0,
      reasons: ['scoreInReviewBand', 'lowIncome', 'noEmploymentIncome', 'noCreditHistory'],
    },
    {
      // 480 + 3 × 30 = 570. Limit 500,000 × (0.5 + 0.5 × 70/200) = 337,500 → 300,000.
      name: 'returning borrower, three loans repaid on time',
      in: {
        profile: { ...salaried, monthlyIncome: 'under29999', jobExperience: 'lessThan1Year' },
        questionnaire: thinFile,
        previousLoansRepaidOnTime: 3,
      },
      outcome: 'approve',
      score: 570,
      limit: 300_000,
      reasons: ['lowIncome'],
    },
    {
      // 400 + 100 + 60 + 40 + 20 + 20 + 11 × 8 + 5 × 30 (of 7, capped at 5) = 878 → full limit,
      // 6,000,000, which is also the product maximum.
      name: 'high earner with a long clean record',
      in: {
        profile: {
          monthlyIncome: 'over150000',
          employmentType: 'employee',
          jobExperience: 'moreThan3Years',
          payFrequency: 'Monthly',
        },
        questionnaire: {
          ...cleanAnswers,
          selfRatedCreditworthiness: 5,
          totalOwedBand: 0,
          activeLoans: 0,
          digitalLoans: 11,
          repaidOnTimeLoans: 11,
        },
        previousLoansRepaidOnTime: 7,
      },
      outcome: 'approve',
      score: 878,
      limit: 6_000_000,
      reasons: [],
    },
    {
      // 576 − 5 × 10 more owed − 4 × 10 more active = 486
      name: 'over-borrowed elsewhere',
      in: { questionnaire: { ...cleanAnswers, totalOwedBand: 6, activeLoans: 5, digitalLoans: 6 } },
      outcome: 'review',
      score: 486,
      limit: 0,
      reasons: ['scoreInReviewBand', 'highDebt', 'manyActiveLoans'],
    },
    {
      // 576 + 3 × 8 = 600, but 5 repaid out of 3 taken does not add up
      name: 'contradictory answers',
      in: { questionnaire: { ...cleanAnswers, repaidOnTimeLoans: 5 } },
      outcome: 'review',
      score: 600,
      limit: 0,
      reasons: ['inconsistentAnswers'],
    },
    {
      // 400 + 60 + 45 + 20 (not asked) + 20 + 15 − 20 − 10 + 8 = 538
      // Limit 2,000,000 × (0.5 + 0.5 × 38/200) = 1,190,000 → 1,150,000.
      name: 'self-employed, mid income',
      in: {
        profile: {
          monthlyIncome: '50000-99999',
          employmentType: 'self_employed',
          jobExperience: null,
          payFrequency: null,
        },
        questionnaire: { ...cleanAnswers, totalOwedBand: 2, digitalLoans: 2, repaidOnTimeLoans: 1 },
      },
      outcome: 'approve',
      score: 538,
      limit: 1_150_000,
      reasons: [],
    },
    {
      // the thin-file 510 would get 500,000, under a product that starts at 2,000,000
      name: 'limit under the product minimum',
      in: {
        profile: { ...salaried, monthlyIncome: '30000-49999', jobExperience: 'lessThan1Year' },
        questionnaire: thinFile,
        product: { minAmount: 2_000_000, maxAmount: 6_000_000, amountStep: 50_000 },
      },
      outcome: 'reject',
      score: 510,
      limit: 0,
      reasons: ['limitBelowProductMinimum', 'noCreditHistory'],
    },
  ];

  for (const c of cases) {
    it(c.name, () => {
      const d = assess(input(c.in));
      expect({ outcome: d.outcome, score: d.score, limit: d.limit, reasons: d.reasons }).toEqual({
        outcome: c.outcome,
        score: c.score,
        limit: c.limit,
        reasons: c.reasons,
      });
      expect(d.breakdown.reduce((s, f) => s + f.points, DEFAULT_SCORING_CONFIG.baseScore)).toBe(d.score);
    });
  }

  it('only a low score starts the 30-day cooldown', () => {
    expect(assess(input(cases[3].in)).startsCooldown).toBe(true);
    expect(assess(input(cases[11].in)).startsCooldown).toBe(false);
    expect(assess(input()).startsCooldown).toBe(false);
  });

  it('clamps the limit to a lower product maximum and to the config maximum', () => {
    const high = cases[7].in;
    expect(assess(input({ ...high, product: { ...product, maxAmount: 3_000_000 } })).limit).toBe(3_000_000);
    const config = { ...DEFAULT_SCORING_CONFIG, limit: { ...DEFAULT_SCORING_CONFIG.limit, maxLimit: 2_520_000 } };
    // 2,520,000 is off the grid: rounded down to 2,500,000
    expect(assess(input(high), config).limit).toBe(2_500_000);
  });

  it('takes weights and thresholds from the config', () => {
    const strict = { ...DEFAULT_SCORING_CONFIG, thresholds: { approveAt: 600, reviewAt: 580 } };
    expect(assess(input(), strict)).toMatchObject({ outcome: 'reject', score: 576 });
  });

  describe('determinism', () => {
    afterEach(() => vi.restoreAllMocks());

    it('never reads the clock or a random source', () => {
      vi.spyOn(Date, 'now').mockImplementation(() => {
        throw new Error('Date.now called');
      });
      vi.spyOn(Math, 'random').mockImplementation(() => {
        throw new Error('Math.random called');
      });
      const a = assess(input({ lastRejectionAt: '2025-05-10T00:00:00Z' }));
      const b = assess(input({ lastRejectionAt: '2025-05-10T00:00:00Z' }));
      expect(a).toEqual(b);
    });
  });
});
