/** What other code may use of the refund module; its other files are its own. */
export { REFUND_JOB, refundableCredit, requestRefund } from './refund-credit';
export { refundJob, refundVendorReference, settleRefund } from './refund-job';
