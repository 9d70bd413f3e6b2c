import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import type { AppsRegistry } from '../http/apps-registry';
import {
  consoleRoutes,
  messagesRoutes,
  operatorsRoutes,
  adminReconcileRoutes,
  adminRepayRoutes,
  adminRoutes,
  settingsRoutes,
} from '../modules/admin';
import { collectionsRoutes } from '../modules/collections';
import { adjustmentRoutes } from '../modules/adjustments';
import { bureauReportRoutes } from '../modules/bureau-report';
import { operatorAuthRoutes, operatorGate } from '../modules/operator';
import { operationsRoutes } from '../operations/operations-routes';

export interface OperatorApiOptions {
  deps: Deps;
  apps: AppsRegistry;
}

/**
 * The operator API (/api/admin, the console's calls). Its gate is a hook of this plugin only:
 * it runs before every handler registered here, whatever their order, and no borrower call
 * pays for it. operatorGate refuses an /api/admin route registered anywhere else.
 */
export async function operatorApi(app: FastifyInstance, { deps, apps }: OperatorApiOptions): Promise<void> {
  operatorGate(app, deps);
  operatorAuthRoutes(app, deps);
  operatorsRoutes(app, deps);
  adminRoutes(app, deps, apps);
  adminRepayRoutes(app, deps);
  adminReconcileRoutes(app, deps);
  settingsRoutes(app, deps, apps);
  messagesRoutes(app, deps);
  consoleRoutes(app, deps);
  collectionsRoutes(app, deps);
  operationsRoutes(app, deps);
  adjustmentRoutes(app, deps);
  bureauReportRoutes(app, deps);
}
