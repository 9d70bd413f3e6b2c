import { assertMinorUnits, type MinorUnits } from '../money/money';
import { DEFAULT_SCORING_CONFIG } from './default-config';
import type { ScoringConfig } from './scoring-config';

/**
 * The limit after a loan repaid on time (SPEC: "repaying on time may raise the limit", up to
 * 500,000): + raisePpm of the current limit, at least raiseMinStep, rounded down to the limit
 * step, never above the cap (config.maxLimit, or a lower cap such as the product's
 * maxCreditLimit), and never below the current limit.
 */
export function raiseLimitAfterOnTimeRepayment(
  currentLimit: MinorUnits,
  config: ScoringConfig = DEFAULT_SCORING_CONFIG,
  cap?: MinorUnits,
): MinorUnits {
  assertMinorUnits(currentLimit, 'currentLimit');
  if (currentLimit < 0) throw new RangeError(`limit must not be negative, got ${currentLimit}`);
  const { raisePpm, raiseMinStep, step, maxLimit } = config.limit;
  const ceiling = Math.min(maxLimit, cap ?? maxLimit);
  if (currentLimit >= ceiling) return currentLimit;
  const proportional = Number((BigInt(currentLimit) * BigInt(raisePpm)) / 1_000_000n);
  const raised = currentLimit + Math.max(raiseMinStep, proportional);
  const onStep = Math.floor(raised / step) * step;
  return Math.max(currentLimit, Math.min(ceiling, onStep));
}
