import type { FastifyInstance } from 'fastify';
import { registerCall, type CallServices } from '../../http/register-call';
import type { Language } from '../../../domain/markets/market';
import type { Deps } from '../../deps';
import * as security from './service';

/**
 * Prices the caller's own offer for a loan code's SMS (the disbursement module's, passed in so security depends on no
 * loan code).
 */
export type LoanCodeFiguresOf = (
  deps: Deps,
  userId: number,
  lang: Language,
  offer: { orderNo: string; amount: number; days: number },
) => Promise<security.LoanCodeFigures>;

export function securityRoutes(app: FastifyInstance, s: CallServices, loanCodeFigures?: LoanCodeFiguresOf) {
  const { deps } = s;
  registerCall(app, s, '/security/getVerifyCode', (input, ctx) => {
    const { orderNo, amount, days } = input;
    const figures = async (userId: number) =>
      loanCodeFigures && orderNo !== undefined && amount !== undefined && days !== undefined
        ? loanCodeFigures(deps, userId, ctx.lang, { orderNo, amount, days })
        : null;
    return security.sendVerifyCode(deps, ctx.app, ctx.lang, ctx.ip, input, ctx.userId, figures);
  });
  registerCall(app, s, '/security/getVerifyCodeDelivery', (input) => security.codeDelivery(deps, input));
  registerCall(app, s, '/security/register', (input, ctx) =>
    security.register(deps, ctx.app, ctx.lang, ctx.afid, ctx.ip, input),
  );
  registerCall(app, s, '/security/login', (input, ctx) => security.login(deps, ctx.app, ctx.afid, ctx.ip, input));
  registerCall(app, s, '/security/existsByMobile', (input, ctx) => security.existsByMobile(deps, ctx.app, input));
  registerCall(app, s, '/security/isRequiredVerificationCode', (input, ctx) =>
    security.isRequiredVerificationCode(deps, ctx.app, input),
  );
  registerCall(app, s, '/security/getUserInfo', (_input, ctx) => security.userInfo(deps, ctx.userId));
  registerCall(app, s, '/security/logout', (_input, ctx) => security.logout(deps, ctx.userId, ctx.sessionId));
}
