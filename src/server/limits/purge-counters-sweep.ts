import type { Sweep } from '../jobs/runner';
import { purgeExpiredCounters } from './rate-counter';

/** Counters of windows that ended a day ago are spent: deleted so the table stays small. */
export const purgeCountersSweep: Sweep = {
  name: 'purgeRateCounters',
  everyMs: 3_600_000,
  run: (deps, now) => purgeExpiredCounters(deps.db, now),
};
