import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORING_CONFIG } from '../../../domain/scoring/default-config';
import { grantedLimits, loweredWhy, promisedAmount } from './approval';

// Issue 29 point 4: Home's "available now" is what the next approval gives, by the approval's own rule.
describe('promisedAmount', () => {
  const product = { minAmount: 100_000, maxAmount: 6_000_000, amountStep: 50_000, maxCreditLimit: 50_000_000 };
  const config = DEFAULT_SCORING_CONFIG;

  it('is the least any next approval grants: a fresh assessment below the limit gives exactly it, above gives more', () => {
    const promised = promisedAmount({ existing: 1_750_000, carryOver: true, product, config });
    expect(promised).toBe(1_750_000);
    for (const assessed of [0, 500_000, 1_250_000, 1_750_000]) {
      expect(grantedLimits({ assessed, existing: 1_750_000, carryOver: true, product, config })?.approvedLimit).toBe(
        promised,
      );
    }
    expect(
      grantedLimits({ assessed: 2_500_000, existing: 1_750_000, carryOver: true, product, config })!.approvedLimit,
    ).toBeGreaterThan(promised!);
  });

  it('follows the product: its amount grid and its maximum, not the bare limit', () => {
    // 17,567.89 on a grid of 1,000 + k × 500 is 17,500; a limit above the product's 60,000 lends 60,000.
    expect(promisedAmount({ existing: 1_756_789, carryOver: true, product, config })).toBe(1_750_000);
    expect(promisedAmount({ existing: 9_000_000, carryOver: true, product, config })).toBe(6_000_000);
  });

  it('promises nothing after a late loan (the new assessment alone decides) or before any limit', () => {
    expect(promisedAmount({ existing: 1_750_000, carryOver: false, product, config })).toBeNull();
    expect(promisedAmount({ existing: null, carryOver: true, product, config })).toBeNull();
  });
});

describe('loweredWhy', () => {
  it('names a late loan or a lower cap when an approval lowers the limit, nothing otherwise', () => {
    expect(loweredWhy(1_750_000, 1_250_000, false)).toBe('lateRepayment');
    expect(loweredWhy(1_750_000, 1_250_000, true)).toBe('productCap');
    expect(loweredWhy(1_750_000, 1_750_000, false)).toBeNull();
    expect(loweredWhy(null, 1_250_000, false)).toBeNull();
  });
});
