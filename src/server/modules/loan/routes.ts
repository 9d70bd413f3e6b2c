import type { FastifyInstance } from 'fastify';
import { LOAN_STATUSES, type LoanStatus } from '../../../domain/loan-status/statuses';
import { maxTenure } from '../../../domain/products/product';
import { ApiError } from '../../http/api-error';
import { registerCall, type CallServices } from '../../http/register-call';
import { findOpenOrder, nextStep } from '../order/orders-repo';
import { defaultProduct } from './products-repo';

export function loanRoutes(app: FastifyInstance, s: CallServices) {
  const { deps } = s;
  registerCall(app, s, '/loan/loan-product/index', async (_input, ctx) => {
    const product = await defaultProduct(deps.db, ctx.app.packageName);
    if (!product) throw new ApiError('NOT_FOUND', 404);
    // Home offers to continue the caller's open order; its status decides the banner.
    const open = ctx.userId === null ? null : await findOpenOrder(deps.db, ctx.userId);
    return {
      status: open ? LOAN_STATUSES[open.status as LoanStatus].homeKey : 'canLoan' as const,
      app: { appName: ctx.app.appName, market: ctx.app.market, defaultLanguage: ctx.app.defaultLanguage },
      product: {
        code: product.code,
        currency: product.currency,
        minAmount: product.minAmount,
        maxAmount: product.maxAmount,
        maxDays: maxTenure(product),
        dailyInterestPpm: product.dailyInterestPpm,
      },
      order: open ? nextStep(open) : null,
    };
  });
}
