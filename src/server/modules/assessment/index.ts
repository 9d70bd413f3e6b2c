/** What other code may use of the assessment module; its other files are its own. */
export { CONFIRM_WINDOW_MS, approveOrder, promisedAmount, rejectOrder } from './approval';
export { ASSESS_JOB, assessJob, bureauRetryJob, enqueueAssessment } from './assess-job';
export { BUREAU_CONSULT_JOB, enqueueBureauRetry } from './bureau-retry';
export {
  everHadOverdueLoan,
  findAssessment,
  findCreditLimit,
  hasOtherOpenOrder,
  insertAssessment,
  lastCooldownRejection,
  overrideAssessment,
  refusalReasonsOf,
} from './assessments-repo';
export { autoCancelAbandonedSweep, autoCancelSweep, cancelAbandonedOrders, cancelExpiredOffers } from './auto-cancel';
export { cooldownEnd } from './cooldown';
export { IDENTITY_VERIFY_JOB, identityVerifyJob } from './identity-verify-job';
export { purgeRejectedSweep } from './purge-rejected';
export { RAISE_LIMIT_JOB, onLoanRepaidOnTime, raiseLimitJob } from './raise-limit';
