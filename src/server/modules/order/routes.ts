import type { FastifyInstance } from 'fastify';
import { registerCall, type CallServices } from '../../http/register-call';
import { applyMarket, orderList, submitOrder } from './service';

export function orderRoutes(app: FastifyInstance, s: CallServices) {
  const { deps } = s;
  registerCall(app, s, '/loan/loan-order/apply-market', (input, ctx) => applyMarket(deps, ctx.app, ctx.userId, input));
  registerCall(app, s, '/loan/loan-order/list', (_input, ctx) => orderList(deps, ctx.app, ctx.userId, ctx.lang));
  registerCall(app, s, '/user/submit', async (input, ctx) => {
    const next = await submitOrder(deps, ctx.app, ctx.lang, ctx.userId, input.orderNo);
    // Run the queued assessment now rather than at the next poll: the decision arrives in about a second.
    s.jobs.kick();
    return next;
  });
}
