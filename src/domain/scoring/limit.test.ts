import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORING_CONFIG } from './default-config';
import { raiseLimitAfterOnTimeRepayment } from './limit';

describe('raiseLimitAfterOnTimeRepayment', () => {
  it('adds 20 %, at least 500, on a 500 grid (minor units)', () => {
    expect(raiseLimitAfterOnTimeRepayment(1_000_000)).toBe(1_200_000);
    // 20 % of 100,000 is 20,000, under the minimum step of 50,000
    expect(raiseLimitAfterOnTimeRepayment(100_000)).toBe(150_000);
    // 1,350,000 + 270,000 = 1,620,000 → 1,600,000
    expect(raiseLimitAfterOnTimeRepayment(1_350_000)).toBe(1_600_000);
  });

  it('stops at 500,000 major units or at a lower cap', () => {
    expect(raiseLimitAfterOnTimeRepayment(45_000_000)).toBe(50_000_000);
    expect(raiseLimitAfterOnTimeRepayment(50_000_000)).toBe(50_000_000);
    expect(raiseLimitAfterOnTimeRepayment(5_500_000, DEFAULT_SCORING_CONFIG, 6_000_000)).toBe(6_000_000);
    // a cap above the config maximum does not lift it
    expect(raiseLimitAfterOnTimeRepayment(49_000_000, DEFAULT_SCORING_CONFIG, 90_000_000)).toBe(50_000_000);
  });

  it('never lowers a limit, even one above the cap', () => {
    expect(raiseLimitAfterOnTimeRepayment(60_000_000)).toBe(60_000_000);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 80_000_000 }),
        fc.option(fc.integer({ min: 0, max: 80_000_000 }), { nil: undefined }),
        (limit, cap) => {
          const next = raiseLimitAfterOnTimeRepayment(limit, DEFAULT_SCORING_CONFIG, cap);
          expect(next).toBeGreaterThanOrEqual(limit);
          expect(Number.isSafeInteger(next)).toBe(true);
          if (next > limit) expect(next).toBeLessThanOrEqual(Math.min(50_000_000, cap ?? Infinity));
        },
      ),
    );
  });

  it('refuses non-integer limits', () => {
    expect(() => raiseLimitAfterOnTimeRepayment(10.5)).toThrow(RangeError);
    expect(() => raiseLimitAfterOnTimeRepayment(-1)).toThrow(RangeError);
  });
});
