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
  { from, to: 19 as const, reason: 'all steps done; submitted, device data still uploading (finish loading)' },
  { from, to: 1 as const, reason: 'all steps done; submitted with device data already uploaded' },
  { from, to: 8 as const, reason: 'borrower cancels, or the 24 h job cancels an order left unfinished' },
]);

/**
 * Statuses of SPEC §4 this product never enters, and why (issue 8). Their rows and edges stay
 * in the table — screens, banners and the 24 h job handle them — so orders imported from the
 * earlier app, or a future flow, behave as SPEC says.
 */
export const NOT_PRODUCED: Readonly<Partial<Record<LoanStatus, string>>> = Object.freeze({
  19: 'device data is optional and uploaded with consent at any step; /user/submit never waits for it, so a complete application goes straight to 1 Applying',
  18: 'signing the agreement and Get money are one step here (/loan/get-money with the verification code, decision 0011), so a confirmed offer goes 14 → 7 Lending',
});

export const TRANSITIONS: readonly Transition[] = Object.freeze([
  ...onboardingEdges,
  { from: 19, to: 1, reason: 'device data uploaded; the order enters assessment' },
  { from: 19, to: 8, reason: 'the 24 h job cancels an order whose data never arrived (not the borrower: no cancelling after submission)' },
  { from: 1, to: 14, reason: 'assessment approved; the borrower must confirm the offer and sign' },
  { from: 1, to: 9, reason: 'assessment rejected' },
  { from: 14, to: 18, reason: 'borrower confirmed the agreement; waiting for Get money' },
  { from: 14, to: 7, reason: 'borrower confirmed with auto-disbursement; payout started' },
  { from: 14, to: 8, reason: 'borrower declines the offer, or the 24 h job cancels an unconfirmed offer' },
  { from: 18, to: 7, reason: 'Get money: payout started' },
  { from: 18, to: 8, reason: 'borrower cancels the draw (cancel-draw-money), or the 24 h job' },
  { from: 7, to: 2, reason: 'payout confirmed by the provider; the loan starts' },
  { from: 7, to: 10, reason: 'payout failed (bank refused the account)' },
  { from: 7, to: 8, reason: 'borrower cancels the draw (cancel-draw-money) before the payout was sent or while the provider has not processed it' },
  { from: 10, to: 7, reason: 'borrower edited the bank account; payout retried' },
  { from: 10, to: 8, reason: 'borrower gives up, or the 24 h job cancels a failed payout left alone' },
  { from: 2, to: 3, reason: 'due date passed unpaid (overdue job)' },
  { from: 2, to: 10, reason: 'the bank returned the payout after it succeeded (reversal): nothing is owed; the borrower edits the account and retries' },
  { from: 2, to: 4, reason: 'repaid in full' },
  { from: 3, to: 4, reason: 'repaid in full, penalties included' },
  { from: 3, to: 2, reason: 'rollover paid and the new due date is not yet past' },
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
