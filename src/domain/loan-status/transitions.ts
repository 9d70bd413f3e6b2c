import { ONBOARDING_STEPS } from './onboarding';
import { LOAN_STATUSES, type LoanStatus } from './statuses';

export interface Transition {
  from: LoanStatus;
  to: LoanStatus;
  /** Why the edge exists; shown in audit logs and read by reviewers. */
  reason: string;
}

const ONBOARDING = ONBOARDING_STEPS.map((s) => s.status);

// Onboarding moves forward only, to whichever later step is still missing (a returning
// borrower has some already), and from any step straight to submission when nothing is
// missing. Going backwards is not an order transition: editing an earlier step happens on its
// screen while the order stays where it is.
const onboardingEdges: Transition[] = ONBOARDING.flatMap((from, i) => [
  ...ONBOARDING.slice(i + 1).map((to) => ({ from, to, reason: 'step done; next missing onboarding step' })),
  {
    from,
    to: 19 as const,
    reason: 'all steps done; submitted in an app that requires device data, some still missing (finish loading)',
  },
  { from, to: 1 as const, reason: 'all steps done; submitted (device data not required, or already in)' },
  { from, to: 8 as const, reason: 'borrower cancels, or the 24 h job cancels an order left unfinished' },
]);

export const TRANSITIONS: readonly Transition[] = Object.freeze([
  ...onboardingEdges,
  // 19 and 18 are what decision 0059 reads them as: an app whose operator requires device data
  // holds a submitted application at 19 until the shell's uploads are in; an app whose operator
  // paused payouts holds a signed loan at 18 until payouts resume.
  {
    from: 19,
    to: 1,
    reason:
      'device data in (the last /time/upload/report) or the requirement lifted (a repeated submit); the order enters assessment',
  },
  {
    from: 19,
    to: 8,
    reason: 'the 24 h job cancels an order whose data never arrived (not the borrower: no cancelling after submission)',
  },
  { from: 1, to: 14, reason: 'assessment approved; the borrower must confirm the offer and sign' },
  { from: 1, to: 9, reason: 'assessment rejected' },
  // The one edge out of a terminal status (decision 0083): the borrower asked for a person's review.
  {
    from: 9,
    to: 14,
    reason:
      "a person reviewed the refusal on the borrower's request and reversed it: the offer waits as an approval would",
  },
  { from: 14, to: 18, reason: 'Get money while the operator paused payouts: agreement signed, payout held' },
  { from: 14, to: 7, reason: 'Get money: agreement signed and payout started in one step (decision 0011)' },
  { from: 14, to: 8, reason: 'borrower declines the offer, or the 24 h job cancels an unconfirmed offer' },
  { from: 18, to: 7, reason: 'payouts resumed: the release job starts the held payout' },
  {
    from: 18,
    to: 8,
    reason:
      'borrower cancels the held loan (cancel-loan / cancel-draw-money), or the 24 h job once the offer day is over',
  },
  { from: 7, to: 2, reason: 'payout confirmed by the provider; the loan starts' },
  { from: 7, to: 10, reason: 'payout failed (bank refused the account)' },
  {
    from: 7,
    to: 8,
    reason:
      'borrower cancels the draw (cancel-draw-money) before the payout was sent or while the provider has not processed it',
  },
  { from: 10, to: 7, reason: 'borrower edited the bank account; payout retried' },
  { from: 10, to: 8, reason: 'borrower gives up, or the 24 h job cancels a failed payout left alone' },
  { from: 2, to: 3, reason: 'due date passed unpaid (overdue job)' },
  {
    from: 2,
    to: 10,
    reason:
      'the bank returned the payout after it succeeded (reversal): nothing is owed; the borrower edits the account and retries',
  },
  { from: 2, to: 4, reason: 'repaid in full' },
  { from: 3, to: 4, reason: 'repaid in full, penalties included' },
  {
    from: 3,
    to: 2,
    reason: 'rollover paid, or a restructure approved (decision 0087), and the new due date is not yet past',
  },
] satisfies Transition[]);

const ALLOWED = new Set(TRANSITIONS.map((t) => key(t.from, t.to)));

function key(from: number, to: number): string {
  return `${from}>${to}`;
}

export function canTransition(from: LoanStatus, to: LoanStatus): boolean {
  return ALLOWED.has(key(from, to));
}

export class TransitionError extends Error {
  override readonly name = 'TransitionError';

  constructor(
    readonly from: number,
    readonly to: number,
  ) {
    const name = (s: number) => LOAN_STATUSES[s as LoanStatus]?.name ?? 'unknown';
    super(`loan order cannot go from ${from} ${name(from)} to ${to} ${name(to)}`);
  }
}

export function assertTransition(from: LoanStatus, to: LoanStatus): void {
  if (!canTransition(from, to)) throw new TransitionError(from, to);
}

/** Where an order may go next, for admin tools and tests. */
export function nextStatuses(from: LoanStatus): LoanStatus[] {
  return TRANSITIONS.filter((t) => t.from === from).map((t) => t.to);
}
