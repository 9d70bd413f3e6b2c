import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORING_CONFIG } from './default-config';
import { ScoringConfigError, validateScoringConfig, type ScoringConfig } from './scoring-config';

const withPoints = (patch: Partial<ScoringConfig['points']>): ScoringConfig => ({
  ...DEFAULT_SCORING_CONFIG,
  points: { ...DEFAULT_SCORING_CONFIG.points, ...patch },
});

describe('validateScoringConfig', () => {
  it('accepts the defaults, which are frozen', () => {
    expect(() => validateScoringConfig(DEFAULT_SCORING_CONFIG)).not.toThrow();
    expect(Object.isFrozen(DEFAULT_SCORING_CONFIG.points.income)).toBe(true);
  });

  it('refuses weights that would let a better answer lower the score', () => {
    expect(() => validateScoringConfig(withPoints({ defaultedLast6Months: 10 }))).toThrow(ScoringConfigError);
    expect(() => validateScoringConfig(withPoints({ perRepaidOnTimeLoan: -1 }))).toThrow(ScoringConfigError);
    expect(() =>
      validateScoringConfig(withPoints({ income: { ...DEFAULT_SCORING_CONFIG.points.income, over150000: 0 } })),
    ).toThrow('income points must not decrease');
  });

  it('refuses thresholds and limits out of order', () => {
    expect(() =>
      validateScoringConfig({ ...DEFAULT_SCORING_CONFIG, thresholds: { approveAt: 400, reviewAt: 450 } }),
    ).toThrow(ScoringConfigError);
    expect(() =>
      validateScoringConfig({
        ...DEFAULT_SCORING_CONFIG,
        limit: { ...DEFAULT_SCORING_CONFIG.limit, fullLimitAt: 500 },
      }),
    ).toThrow(ScoringConfigError);
    expect(() =>
      validateScoringConfig({ ...DEFAULT_SCORING_CONFIG, limit: { ...DEFAULT_SCORING_CONFIG.limit, step: 0 } }),
    ).toThrow(ScoringConfigError);
    expect(() =>
      validateScoringConfig({ ...DEFAULT_SCORING_CONFIG, limit: { ...DEFAULT_SCORING_CONFIG.limit, maxLimit: 1.5 } }),
    ).toThrow(ScoringConfigError);
  });
});
