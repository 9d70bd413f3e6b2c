import {
  ASSESS_JOB,
  assessJob,
  autoCancelAbandonedSweep,
  autoCancelSweep,
  purgeRejectedSweep,
  RAISE_LIMIT_JOB,
  raiseLimitJob,
  IDENTITY_VERIFY_JOB,
  identityVerifyJob,
} from '../modules/assessment';
import { RELEASE_HELD_JOB, releaseHeldJob, releaseHeldSweep, PAYOUT_JOB, PAYOUT_STATUS_JOB, payoutJob, payoutStatusJob } from '../modules/disbursement';
import { compareJob, RECONCILE_JOB, reconcileJob, reconcileScheduleSweep, COMPARE_JOB } from '../modules/reconcile';
import { REFUND_JOB, refundJob } from '../modules/refund';
import { overdueSweep, retireInstrumentsSweep, purgeUnsubmittedVouchersSweep } from '../modules/repay';
import { REMINDER_JOB, reminderJob, reminderSweep } from '../modules/reminders';
import { purgeCountersSweep } from '../limits/purge-counters-sweep';
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
