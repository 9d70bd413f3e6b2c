import type { FastifyInstance } from 'fastify';
import { registerCall, type CallServices } from '../../http/register-call';
import { cancelDrawMoney, cancelLoan, hasCancelLoan } from './cancel-service';
import { getMoney } from './confirm-service';
import { getMoneyTime } from './money-time';
import { applyMarketAgain } from './reloan';
import { validateLoanCode } from './validate-code';

export function disbursementRoutes(app: FastifyInstance, s: CallServices) {
  const { deps, jobs } = s;
  registerCall(app, s, '/loan/validateVerifyCode', (input, ctx) => validateLoanCode(deps, ctx.userId, input.code));
  registerCall(app, s, '/loan/get-money', (input, ctx) => getMoney(deps, jobs, ctx.app, ctx.lang, ctx.userId, input));
  registerCall(app, s, '/loan/get-money-plus', (input, ctx) =>
    getMoney(deps, jobs, ctx.app, ctx.lang, ctx.userId, input),
  );
  registerCall(app, s, '/loan/get-money-time', (input, ctx) => getMoneyTime(deps, ctx.lang, ctx.userId, input.orderNo));
  registerCall(app, s, '/loan/has-cancel-loan', (input, ctx) => hasCancelLoan(deps, ctx.userId, input.orderNo));
  registerCall(app, s, '/loan/cancel-loan', (input, ctx) => cancelLoan(deps, ctx.userId, input));
  registerCall(app, s, '/loan/cancel-draw-money', (input, ctx) => cancelDrawMoney(deps, ctx.userId, input));
  registerCall(app, s, '/loan/loan-order/apply-market-again', (input, ctx) =>
    applyMarketAgain(deps, ctx.app, ctx.userId, input),
  );
}
