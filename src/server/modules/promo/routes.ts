import type { FastifyInstance } from 'fastify';
import { registerCall, type CallServices } from '../../http/register-call';
import { bankList, customerService, downloadAddress } from './content-service';
import { couponQuantity, listCoupons, useCoupon, usedCoupons } from './coupon-service';
import { createDraw, isShow } from './lottery-service';
import { marketIndex } from './market-offers';

export function promoRoutes(app: FastifyInstance, s: CallServices) {
  const { deps } = s;
  registerCall(app, s, '/loanMarket/index', (_input, ctx) => marketIndex(deps.db, ctx.app));
  registerCall(app, s, '/loanMarket/customer-service', (_input, ctx) => customerService(deps, ctx.app));
  registerCall(app, s, '/app/paystack/bank-list', async (_input, ctx) => bankList(ctx.app));
  registerCall(app, s, '/app-download/getAddress', (_input, ctx) => downloadAddress(deps, ctx.app));
  registerCall(app, s, '/lottery-draw/is-show', (_input, ctx) => isShow(deps, ctx.userId));
  registerCall(app, s, '/lottery-draw/create', (_input, ctx) => createDraw(deps, ctx.userId));
  registerCall(app, s, '/coupon/quantity', (_input, ctx) => couponQuantity(deps, ctx.userId));
  registerCall(app, s, '/coupons', (input, ctx) => listCoupons(deps, ctx.userId, input.status));
  registerCall(app, s, '/coupon/used', (_input, ctx) => usedCoupons(deps, ctx.userId));
  registerCall(app, s, '/coupon/use', (input, ctx) => useCoupon(deps, ctx.userId, input));
}
