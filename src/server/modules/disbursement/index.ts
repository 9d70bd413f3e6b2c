/** What other code may use of the disbursement module; its other files are its own. */
export { RELEASE_HELD_JOB, enqueueRelease, releaseHeldJob, releaseHeldSweep } from './held-payouts';
export { primaryAccount, toPayoutAccount } from './payout-account';
export { applyPayoutEvent } from './payout-events';
export type { PayoutEventOutcome } from './payout-events';
export { PAYOUT_JOB, PAYOUT_STATUS_JOB, applySettlement, payoutJob, payoutStatusJob } from './payout-job';
export { loanCodeOffer, loanCodeTerms } from './loan-code-offer';
export { disbursementRoutes } from './routes';
