import type { FastifyInstance } from 'fastify';
import { registerCall, type CallServices } from '../../http/register-call';
import { creditInfo } from './credit-info';
import { productIndex } from './home-status';
import { lendingRecord } from './lending-record';
import { inMarket, latestOrder, ownOrderRecords } from './order-view';
import { productInfo } from './product-info';
import { rejectRecommendation } from './reject-recommendation';
import { stepAmount } from './step-amount';

export function loanRoutes(app: FastifyInstance, s: CallServices) {
  const { deps } = s;
  registerCall(app, s, '/loan/loan-product/index', (_input, ctx) => productIndex(deps, ctx.app, ctx.userId));
  registerCall(app, s, '/loan/loan-order/latest', (_input, ctx) =>
    latestOrder(deps.db, ctx.userId, deps.clock.now(), ctx.app.market, ctx.lang),
  );
  registerCall(app, s, '/loan/loan-order/list-market', async (_input, ctx) => ({
    orders: await ownOrderRecords(deps.db, ctx.userId, deps.clock.now(), ctx.lang, inMarket(ctx.app.market)),
  }));
  registerCall(app, s, '/loan/product/step-amount', (input, ctx) => stepAmount(deps, ctx.app, ctx.userId, input));
  registerCall(app, s, '/loan/confirm/product-info', (input, ctx) => productInfo(deps, ctx.userId, input));
  registerCall(app, s, '/loan/get-credit-info', (_input, ctx) => creditInfo(deps, ctx.app, ctx.userId));
  registerCall(app, s, '/app/isRejectRecommendation', (_input, ctx) => rejectRecommendation(deps, ctx.app, ctx.userId));
  registerCall(app, s, '/loanMarket/lending-record', (input, ctx) => lendingRecord(deps, ctx.app, input));
}
