import {
  assessJob,
  autoCancelAbandonedSweep,
  autoCancelSweep,
  purgeRejectedSweep,
  raiseLimitJob,
  identityVerifyJob,
  bureauRetryJob,
} from '../modules/assessment';
import { releaseHeldJob, releaseHeldSweep, payoutJob, payoutStatusJob } from '../modules/disbursement';
import { promiseDueJob, promiseReminderJob } from '../modules/collections';
import { compareJob, reconcileJob, reconcileScheduleSweep } from '../modules/reconcile';
import { refundJob } from '../modules/refund';
import { overdueSweep, retireInstrumentsSweep, purgeUnsubmittedVouchersSweep } from '../modules/repay';
import { reminderJob, reminderSweep } from '../modules/reminders';
import { purgeCountersSweep } from '../limits/purge-counters-sweep';
import { bureauReportJob, bureauReportSweep } from '../modules/bureau-report';
import { purgeUnattachedComplaintPhotosSweep } from '../modules/complaints';
import { retentionEndSweep } from '../modules/privacy';
import { purgeFinishedJobsSweep } from './purge-finished-jobs-sweep';
import type { JobDefinition, Sweep } from './runner';

/**
 * Every job kind and sweep the server runs, in one place: a module defines its kind (a stored
 * name and its payload's schema, job-kind.ts) and its handler (runner.ts `defineJob`), adds the
 * handler here and enqueues work with `enqueue(db, { kind, key, payload, … })`. Kind names are
 * stable strings (they are stored).
 */
export const JOBS: JobDefinition[] = [
  assessJob,
  raiseLimitJob,
  payoutJob,
  payoutStatusJob,
  refundJob,
  reconcileJob,
  compareJob,
  reminderJob,
  identityVerifyJob,
  bureauRetryJob,
  releaseHeldJob,
  promiseReminderJob,
  promiseDueJob,
  bureauReportJob,
];

export const SWEEPS: Sweep[] = [
  autoCancelSweep,
  autoCancelAbandonedSweep,
  releaseHeldSweep,
  purgeRejectedSweep,
  retentionEndSweep,
  overdueSweep,
  retireInstrumentsSweep,
  reconcileScheduleSweep,
  reminderSweep,
  purgeUnsubmittedVouchersSweep,
  purgeUnattachedComplaintPhotosSweep,
  purgeCountersSweep,
  purgeFinishedJobsSweep,
  bureauReportSweep,
];
