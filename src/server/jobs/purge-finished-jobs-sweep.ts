import { operationsSettings } from '../config';
import { purgeFinished } from './queue';
import type { Sweep } from './runner';

const DAY_MS = 86_400_000;

/** Finished jobs older than JOB_RETENTION_DAYS are deleted: the queue stays the size of its work. */
export const purgeFinishedJobsSweep: Sweep = {
  name: 'purgeFinishedJobs',
  everyMs: 3_600_000,
  run: (deps, now) =>
    purgeFinished(deps.db, new Date(now.getTime() - operationsSettings(deps.config).jobRetentionDays * DAY_MS), now),
};
