import type { BureauReason, Decision } from '../scoring/scoring-input';
import type { BureauSummary } from './bureau-summary';

/** The report's limits (decision 0099): past them a report refuses or asks a person. */
export interface BureauRules {
  /** Active loans elsewhere from which an application is refused. */
  maxActiveLoans: number;
  /** Enquiries in 90 days from which a person looks (credit sought in many places at once). */
  reviewEnquiries: number;
}

export const DEFAULT_BUREAU_RULES: BureauRules = { maxActiveLoans: 5, reviewEnquiries: 8 };

/** The report's adverse findings, most decisive first: what refuses, then what asks a person. */
export function bureauFindings(
  report: BureauSummary,
  rules: BureauRules = DEFAULT_BUREAU_RULES,
): { refuse: BureauReason[]; review: BureauReason[] } {
  if (!report.hasFile) return { refuse: [], review: [] };
  const refuse: BureauReason[] = [];
  if (report.defaults > 0) refuse.push('bureauDefaults');
  if (report.loansInArrears > 0 || report.amountOverdue > 0) refuse.push('bureauOverdueLoans');
  if (report.activeLoans >= rules.maxActiveLoans) refuse.push('bureauManyActiveLoans');
  const review: BureauReason[] = report.recentEnquiries >= rules.reviewEnquiries ? ['bureauManyEnquiries'] : [];
  return { refuse, review };
}

/**
 * The scorecard's decision with the bureau's report read in. A loan lost or overdue elsewhere, or
 * too many open, refuses with those reasons leading (the borrower reads "you have loans that are
 * overdue"); many recent enquiries send an approval to a person. A thin file changes nothing:
 * the questionnaire already weighs having no history. A refusal the scorecard made stands, the
 * report's reasons added after its own so the borrower hears the main ones first.
 */
export function withBureau(
  decision: Decision,
  report: BureauSummary,
  rules: BureauRules = DEFAULT_BUREAU_RULES,
): Decision {
  const { refuse, review } = bureauFindings(report, rules);
  if (decision.outcome === 'reject')
    return refuse.length ? { ...decision, reasons: [...decision.reasons, ...refuse] } : decision;
  if (refuse.length)
    return {
      ...decision,
      outcome: 'reject',
      limit: 0,
      reasons: [...refuse, ...decision.reasons],
      startsCooldown: true,
    };
  if (review.length) return { ...decision, outcome: 'review', reasons: [...review, ...decision.reasons] };
  return decision;
}

/**
 * The bureau could not be consulted after every retry: a person decides, never the outage
 * (issue 31). A refusal the scorecard already made stands: it did not need the report.
 */
export function bureauUnavailable(decision: Decision): Decision {
  if (decision.outcome === 'reject') return decision;
  return { ...decision, outcome: 'review', reasons: ['bureauUnavailable', ...decision.reasons] };
}
