/** What other code may use of the assessment module; its other files are its own. */
export { CONFIRM_WINDOW_MS, approveOrder, rejectOrder } from './approval';
export { ASSESS_JOB, assessJob, enqueueAssessment } from './assess-job';
export { findAssessment, findCreditLimit, insertAssessment, lastCooldownRejection, overrideAssessment, refusalReasonsOf } from './assessments-repo';
export { autoCancelAbandonedSweep, autoCancelSweep, cancelAbandonedOrders, cancelExpiredOffers } from './auto-cancel';
export { cooldownEnd } from './cooldown';
export { IDENTITY_VERIFY_JOB, identityVerifyJob } from './identity-verify-job';
export { purgeRejectedSweep } from './purge-rejected';
export { RAISE_LIMIT_JOB, onLoanRepaidOnTime, raiseLimitJob } from './raise-limit';
