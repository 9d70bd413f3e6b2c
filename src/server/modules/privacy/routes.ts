import type { FastifyInstance } from 'fastify';
import { registerCall, type CallServices } from '../../http/register-call';
import { deleteAccount } from './account-deletion';
import { exportData } from './data-export';

export function privacyRoutes(app: FastifyInstance, s: CallServices) {
  const { deps } = s;
  registerCall(app, s, '/user/data-export', (_input, ctx) => exportData(deps, ctx.userId, ctx.lang));
  registerCall(app, s, '/user/account/delete', (_input, ctx) => deleteAccount(deps, ctx.userId, ctx.lang));
}
