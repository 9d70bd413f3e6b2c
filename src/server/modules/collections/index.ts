/** What other code may use of the collections module; its other files are its own. */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { contactRoutes } from './contact-routes';
import { promiseRoutes } from './promise-routes';
import { queueRoutes } from './queue-routes';
import { reportsRoutes } from './reports-routes';

export { PROMISE_DUE_JOB, PROMISE_REMINDER_JOB, promiseDueJob, promiseReminderJob } from './promise-jobs';

/** The console's collections calls under /api/admin/collections (decision 0086). */
export function collectionsRoutes(app: FastifyInstance, deps: Deps): void {
  queueRoutes(app, deps);
  contactRoutes(app, deps);
  promiseRoutes(app, deps);
  reportsRoutes(app, deps);
}
