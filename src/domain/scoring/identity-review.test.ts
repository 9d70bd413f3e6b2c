import { describe, expect, it } from 'vitest';
import { reviewIdentityChecks } from './identity-review';
import type { Decision } from './scoring-input';

const approved: Decision = {
  outcome: 'approve',
  score: 700,
  limit: 500_000,
  reasons: [],
  breakdown: [],
  startsCooldown: false,
  retryAt: null,
};

describe('reviewIdentityChecks', () => {
  it('changes nothing when every check passed', () => {
    expect(reviewIdentityChecks(approved, [])).toBe(approved);
  });

  it("sends an approval to review, the checks' reasons first and the limit kept", () => {
    expect(reviewIdentityChecks({ ...approved, reasons: ['lowIncome'] }, ['bvnNameMismatch', 'faceMismatch'])).toEqual({
      ...approved,
      outcome: 'review',
      reasons: ['bvnNameMismatch', 'faceMismatch', 'lowIncome'],
    });
  });

  it('lets a rejection stand as the scorecard made it', () => {
    const rejected: Decision = {
      ...approved,
      outcome: 'reject',
      limit: 0,
      reasons: ['scoreBelowThreshold'],
      startsCooldown: true,
    };
    expect(reviewIdentityChecks(rejected, ['curpInactive'])).toBe(rejected);
  });
});
