import type { MinorUnits } from '../money/money';
import { DEFAULT_SCORING_CONFIG } from './default-config';
import { checkHardRules } from './hard-rules';
import { answersInconsistent, scorecard } from './scorecard';
import { validateScoringConfig, type ScoringConfig } from './scoring-config';
import type { IncomeRange } from '../enums/income-range';
import type { AssessInput, Decision, OutcomeReason } from './scoring-input';

/**
 * The credit decision for one application. Hard rules first; then the scorecard; then the
 * thresholds; then a limit for approvals. Pure: the clock comes in as `input.now`.
 */
export function assess(input: AssessInput, config: ScoringConfig = DEFAULT_SCORING_CONFIG): Decision {
  validateScoringConfig(config);
  const hard = checkHardRules(input, config);
  if (hard.reasons.length > 0 || !input.profile || !input.questionnaire) {
    return {
      outcome: 'reject',
      score: null,
      limit: 0,
      reasons: hard.reasons,
      breakdown: [],
      startsCooldown: false,
      retryAt: hard.retryAt,
    };
  }

  const card = scorecard(
    {
      profile: input.profile,
      questionnaire: input.questionnaire,
      previousLoansRepaidOnTime: input.previousLoansRepaidOnTime,
    },
    config,
  );
  const { approveAt, reviewAt } = config.thresholds;
  const base = { score: card.score, breakdown: card.breakdown, retryAt: null };
  const decided = (outcome: Decision['outcome'], reason: OutcomeReason | null, limit: MinorUnits = 0): Decision => ({
    ...base,
    outcome,
    limit,
    reasons: [...(reason ? [reason] : []), ...card.adverse],
    // Only a credit judgement starts the 30-day wait; a product whose minimum is above what we
    // would lend is a mismatch the applicant can fix by choosing another product.
    startsCooldown: reason === 'scoreBelowThreshold',
  });

  if (card.score < reviewAt) return decided('reject', 'scoreBelowThreshold');
  // Contradictory answers are not believed either way: a person looks at them.
  if (answersInconsistent(input.questionnaire)) return decided('review', 'inconsistentAnswers');
  if (card.score < approveAt) return decided('review', 'scoreInReviewBand');

  const limit = creditLimit(card.score, input.profile.monthlyIncome, input.product, config);
  if (limit === null) return decided('reject', 'limitBelowProductMinimum');
  return decided('approve', null, limit);
}

/**
 * The income band's base limit scaled by the score (minFactor at approveAt, rising linearly
 * to 100 % at fullLimitAt), clamped to the product's and the config's maximum, and rounded
 * DOWN onto the product's amount grid so that the limit is itself an amount one can borrow.
 * Null when even that is below the product's minimum.
 */
export function creditLimit(
  score: number,
  income: IncomeRange,
  product: AssessInput['product'],
  config: ScoringConfig,
): MinorUnits | null {
  const { approveAt } = config.thresholds;
  const { minFactorPpm, fullLimitAt, baseByIncome, maxLimit } = config.limit;
  const progress = Math.min(1, Math.max(0, (score - approveAt) / (fullLimitAt - approveAt)));
  // The factor is a score-derived ratio; it is made an integer ppm before touching money.
  const factorPpm = minFactorPpm + Math.floor((1_000_000 - minFactorPpm) * progress);
  const raw = Number((BigInt(baseByIncome[income]) * BigInt(factorPpm)) / 1_000_000n);
  const capped = Math.min(raw, product.maxAmount, maxLimit);
  if (capped < product.minAmount) return null;
  if (product.amountStep <= 0) return product.minAmount;
  return product.minAmount + Math.floor((capped - product.minAmount) / product.amountStep) * product.amountStep;
}

/**
 * The applicant's national ID is also held by another account: whatever the scorecard says, a
 * person compares the two before any money moves. An approval becomes a review (its limit kept
 * as the operator's default); a rejection stands.
 */
export function reviewIdentityClash(decision: Decision): Decision {
  if (decision.outcome === 'reject') return decision;
  return { ...decision, outcome: 'review', reasons: ['nationalIdClash', ...decision.reasons] };
}
