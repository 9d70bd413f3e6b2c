import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apps } from '../../db/schema';
import type { Deps } from '../../deps';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-context';
import { auditRoutes } from './audit-routes';
import { complaintsRoutes } from './complaints-routes';
import { customersRoutes } from './customers-routes';
import { dashboardRoutes } from './dashboard-routes';
import { loansRoutes } from './loans-routes';
import { requireOperator } from '../operator';
import { reviewRequestsRoutes } from './review-requests-routes';
import { reviewRoutes } from './review-routes';

/** The calls the operator console reads and writes besides products and settings (routes.ts, settings-routes.ts). */
export function consoleRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/apps', async (req) => {
    requireOperator(req);
    const rows = await deps.db
      .select({
        packageName: apps.packageName,
        appName: apps.appName,
        market: apps.market,
        supportEmail: apps.supportEmail,
      })
      .from(apps)
      .orderBy(asc(apps.packageName));
    return ok(requestLanguage(req), { apps: rows });
  });
  reviewRoutes(app, deps);
  reviewRequestsRoutes(app, deps);
  loansRoutes(app, deps);
  customersRoutes(app, deps);
  auditRoutes(app, deps);
  dashboardRoutes(app, deps);
  complaintsRoutes(app, deps);
}
