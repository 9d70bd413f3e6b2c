import type { ScoringConfig } from './scoring-config';
import { ScoringInputError, type AssessInput, type HardRuleReason } from './scoring-input';

const DAY_MS = 86_400_000;

export interface HardRuleResult {
  reasons: HardRuleReason[];
  /** End of the post-rejection wait when that rule failed (ISO), else null. */
  retryAt: string | null;
}

/**
 * Rules no score can outweigh (decision 0005): adults only, one loan at a time, 30 days after a
 * rejection, and a complete profile. All failing rules are reported, not just the first, so
 * the borrower learns everything that blocks them at once.
 */
export function checkHardRules(input: AssessInput, config: ScoringConfig): HardRuleResult {
  const reasons: HardRuleReason[] = [];
  if (!Number.isInteger(input.age) || input.age < 0)
    throw new ScoringInputError(`age must be whole years, got ${input.age}`);
  if (input.age < config.minAge) reasons.push('underAge');
  if (input.hasActiveLoan) reasons.push('activeLoan');

  let retryAt: string | null = null;
  if (input.lastRejectionAt !== null) {
    const now = parseInstant(input.now, 'now');
    const rejectedAt = parseInstant(input.lastRejectionAt, 'lastRejectionAt');
    const until = rejectedAt + config.rejectionCooldownDays * DAY_MS;
    if (now < until) {
      reasons.push('rejectionCooldown');
      retryAt = new Date(until).toISOString();
    }
  } else {
    parseInstant(input.now, 'now');
  }

  if (!input.profileComplete || !input.profile || !input.questionnaire) reasons.push('profileIncomplete');
  return { reasons, retryAt };
}

// Date.parse of an ISO string with an offset is deterministic; a bare date or garbage is not
// an instant we can compare, so it is refused rather than guessed.
function parseInstant(value: string, label: string): number {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    throw new ScoringInputError(`${label} must be an ISO 8601 instant with a zone, got ${value}`);
  }
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new ScoringInputError(`${label} is not a valid instant: ${value}`);
  return ms;
}
