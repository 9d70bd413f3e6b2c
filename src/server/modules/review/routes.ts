import type { FastifyInstance } from 'fastify';
import { registerCall, type CallServices } from '../../http/register-call';
import { requestReview } from './request-review';

export function reviewRoutes(app: FastifyInstance, s: CallServices) {
  registerCall(app, s, '/loan/decision/review', (input, ctx) =>
    requestReview(s.deps, ctx.app.market, ctx.userId, input),
  );
}
