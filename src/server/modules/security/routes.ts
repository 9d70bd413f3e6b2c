import type { FastifyInstance } from 'fastify';
import { registerCall, type CallServices } from '../../http/register-call';
import * as security from './service';

export function securityRoutes(app: FastifyInstance, s: CallServices) {
  const { deps } = s;
  registerCall(app, s, '/security/getVerifyCode', (input, ctx) => security.sendVerifyCode(deps, ctx.app, ctx.lang, ctx.ip, input, ctx.userId));
  registerCall(app, s, '/security/getVerifyCodeDelivery', (input) => security.codeDelivery(deps, input));
  registerCall(app, s, '/security/register', (input, ctx) => security.register(deps, ctx.app, ctx.lang, ctx.afid, ctx.ip, input));
  registerCall(app, s, '/security/login', (input, ctx) => security.login(deps, ctx.app, ctx.afid, ctx.ip, input));
  registerCall(app, s, '/security/existsByMobile', (input, ctx) => security.existsByMobile(deps, ctx.app, input));
  registerCall(app, s, '/security/isRequiredVerificationCode', (input, ctx) => security.isRequiredVerificationCode(deps, ctx.app, input));
  registerCall(app, s, '/security/getUserInfo', (_input, ctx) => security.userInfo(deps, ctx.userId));
  registerCall(app, s, '/security/logout', (_input, ctx) => security.logout(deps, ctx.userId, ctx.sessionId));
}
