import type { FastifyInstance } from 'fastify';
import { registerCall, type CallServices } from '../../http/register-call';
import { saveAdditionInfo } from './addition-info-service';
import { addBankCard, bankBranches, updateBankCard, verifyBankCard } from './bank-cards-service';
import { saveBasicInfo } from './personal-info-service';
import { saveQuestionnaire } from './questionnaire-service';

export function profileRoutes(app: FastifyInstance, s: CallServices) {
  const { deps } = s;
  registerCall(app, s, '/user/saveBasicInfo', (input, ctx) => saveBasicInfo(deps, ctx.app, ctx.userId, input));
  registerCall(app, s, '/user/saveBasicInfo-market', (input, ctx) => saveBasicInfo(deps, ctx.app, ctx.userId, input));
  registerCall(app, s, '/user/saveAdditionInfo-market', (input, ctx) =>
    saveAdditionInfo(deps, ctx.app, ctx.userId, input),
  );
  registerCall(app, s, '/user/addBankCard', (input, ctx) => addBankCard(deps, ctx.app, ctx.userId, input));
  registerCall(app, s, '/user/update-bankCard', (input, ctx) => updateBankCard(deps, ctx.app, ctx.userId, input));
  registerCall(app, s, '/user/getBankBranch', (input, ctx) => bankBranches(deps, ctx.app, ctx.userId, input));
  registerCall(app, s, '/user/verifyBankCard', (input, ctx) => verifyBankCard(deps, ctx.app, ctx.userId, input));
  registerCall(app, s, '/user/save/questionnaire', (input, ctx) => saveQuestionnaire(deps, ctx.app, ctx.userId, input));
}
