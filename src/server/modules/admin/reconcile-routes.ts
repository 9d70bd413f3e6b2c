import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-context';
import {
  creditWaiting,
  latestRuns,
  openDifferenceList,
  reconcileFigures,
  returnedDeposits,
  stuckList,
} from '../reconcile';
import { requireOperator } from '../operator';
import { DEFAULT_RECONCILE } from '../../settings/reconcile-settings';

const LIST_LIMIT = 200;

/**
 * GET /api/admin/reconciliation (roles in route-roles.ts, as the parked payments): what waits
 * for an operator besides parked payments — differences with vendors' lists, payouts and
 * refunds stuck pending, borrower credit to refund, deposits sent back to their payers (decision
 * 0076), each with its age, and each provider's last comparison (decision 0042).
 */
export function adminReconcileRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/reconciliation', async (req) => {
    requireOperator(req);
    const now = deps.clock.now();
    const pendingAfter = (deps.config.reconcile ?? DEFAULT_RECONCILE).pendingAfterSeconds;
    return ok(requestLanguage(req), {
      figures: await reconcileFigures(deps.db, now, pendingAfter),
      differences: { items: await openDifferenceList(deps.db, now, LIST_LIMIT) },
      stuck: { items: await stuckList(deps.db, now, pendingAfter, LIST_LIMIT) },
      credit: { items: await creditWaiting(deps.db, LIST_LIMIT) },
      returned: { items: await returnedDeposits(deps.db, now, LIST_LIMIT) },
      runs: await latestRuns(deps.db),
    });
  });
}
