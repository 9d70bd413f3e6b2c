import type { FastifyInstance } from 'fastify';
import { registerCall, type CallServices } from '../../http/register-call';
import { acceptedContract, agreementList, loanAgreement } from './service';

export function agreementRoutes(app: FastifyInstance, s: CallServices) {
  const { deps } = s;
  registerCall(app, s, '/loan/loanAgreement', (input, ctx) => loanAgreement(deps, ctx.lang, ctx.userId, input));
  registerCall(app, s, '/loan/get-money/contract', (input, ctx) => acceptedContract(deps, ctx.userId, input.orderNo));
  registerCall(app, s, '/loan/agreement/list', (_input, ctx) => agreementList(deps, ctx.userId));
}
