import { ASSESS_JOB, assessJob } from '../modules/assessment/assess-job';
import { autoCancelAbandonedSweep, autoCancelSweep } from '../modules/assessment/auto-cancel';
import { purgeRejectedSweep } from '../modules/assessment/purge-rejected';
import { RAISE_LIMIT_JOB, raiseLimitJob } from '../modules/assessment/raise-limit';
import { RELEASE_HELD_JOB, releaseHeldJob, releaseHeldSweep } from '../modules/disbursement/held-payouts';
import { PAYOUT_JOB, PAYOUT_STATUS_JOB, payoutJob, payoutStatusJob } from '../modules/disbursement/payout-job';
import { compareJob, RECONCILE_JOB, reconcileJob, reconcileScheduleSweep } from '../modules/reconcile/reconcile-job';
import { COMPARE_JOB } from '../modules/reconcile/compare-vendors';
import { REFUND_JOB } from '../modules/refund/refund-credit';
import { refundJob } from '../modules/refund/refund-job';
import { IDENTITY_VERIFY_JOB, identityVerifyJob } from '../modules/assessment/identity-verify-job';
import { overdueSweep } from '../modules/repay/overdue-job';
import { retireInstrumentsSweep } from '../modules/repay/retire-instruments';
import { REMINDER_JOB, reminderJob } from '../modules/reminders/reminder-job';
import { reminderSweep } from '../modules/reminders/reminder-sweep';
import { purgeCountersSweep } from '../limits/purge-counters-sweep';
import { purgeUnsubmittedVouchersSweep } from '../modules/repay/voucher-sweep';
import type { JobHandler, Sweep } from './runner';

/**
 * Every job kind and sweep the server runs, in one place: a module adds its handler here and
 * enqueues work with `enqueue(db, { kind, key, … })`. Kinds are stable strings (they are stored).
 */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  [ASSESS_JOB]: assessJob,
  [RAISE_LIMIT_JOB]: raiseLimitJob,
  [PAYOUT_JOB]: payoutJob,
  [PAYOUT_STATUS_JOB]: payoutStatusJob,
  [REFUND_JOB]: refundJob,
  [RECONCILE_JOB]: reconcileJob,
  [COMPARE_JOB]: compareJob,
  [REMINDER_JOB]: reminderJob,
  [IDENTITY_VERIFY_JOB]: identityVerifyJob,
  [RELEASE_HELD_JOB]: releaseHeldJob,
};

export const SWEEPS: Sweep[] = [
  autoCancelSweep,
  autoCancelAbandonedSweep,
  releaseHeldSweep,
  purgeRejectedSweep,
  overdueSweep,
  retireInstrumentsSweep,
  reconcileScheduleSweep,
  reminderSweep,
  purgeUnsubmittedVouchersSweep,
  purgeCountersSweep,
];
