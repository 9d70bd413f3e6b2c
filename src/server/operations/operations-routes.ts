import type { FastifyInstance } from 'fastify';
import { operationsSettings } from '../config';
import type { Deps } from '../deps';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/request-context';
import { requireOperator } from '../modules/operator';
import { alertsOf, readOperationsSnapshot } from './operations-snapshot';

/** GET /api/admin/operations/alerts: what the console's dashboard shows an operator to act on. */
export function operationsRoutes(app: FastifyInstance, deps: Deps) {
  const settings = operationsSettings(deps.config);
  app.get('/api/admin/operations/alerts', async (req) => {
    requireOperator(req);
    const snapshot = await readOperationsSnapshot(deps.db, deps.clock.now(), settings);
    return ok(requestLanguage(req), { alerts: alertsOf(snapshot, settings), snapshot });
  });
}
