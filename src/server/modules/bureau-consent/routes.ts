import type { FastifyInstance } from 'fastify';
import { registerCall, type CallServices } from '../../http/register-call';
import { authorisationStatus, authorise, sendAuthorisationCode } from './authorisation-service';

export function bureauRoutes(app: FastifyInstance, s: CallServices) {
  const { deps } = s;
  registerCall(app, s, '/user/bureau/authorisation', (input, ctx) =>
    authorisationStatus(deps, ctx.app, ctx.lang, ctx.userId, input.orderNo),
  );
  registerCall(app, s, '/user/bureau/authorisation/code', (input, ctx) =>
    sendAuthorisationCode(deps, ctx.app, ctx.lang, ctx.ip, ctx.userId, input.orderNo),
  );
  registerCall(app, s, '/user/bureau/authorise', (input, ctx) =>
    authorise(deps, ctx.app, ctx.lang, ctx.ip, ctx.userId, input),
  );
}
