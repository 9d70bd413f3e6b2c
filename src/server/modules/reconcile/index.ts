/** What other code may use of the reconcile module; its other files are its own. */
export { COMPARE_JOB } from './compare-vendors';
export {
  ageSeconds,
  creditWaiting,
  latestRuns,
  openDifferenceList,
  reconcileFigures,
  returnedDeposits,
  stuckList,
} from './reconcile-figures';
export { RECONCILE_JOB, compareJob, reconcileJob, reconcileScheduleSweep } from './reconcile-job';
