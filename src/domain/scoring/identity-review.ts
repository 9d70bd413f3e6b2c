import type { Decision, IdentityReason } from './scoring-input';

/**
 * Identity checks that did not pass send an approval (or a review) to a person, their reasons
 * leading so the operator sees what did not match; the limit is kept as the operator's default.
 * A rejection stands as the scorecard made it (the checks keep their own record), as with a CURP
 * clash. Checks that all passed change nothing.
 */
export function reviewIdentityChecks(decision: Decision, reasons: readonly IdentityReason[]): Decision {
  if (reasons.length === 0 || decision.outcome === 'reject') return decision;
  return { ...decision, outcome: 'review', reasons: [...reasons, ...decision.reasons] };
}
