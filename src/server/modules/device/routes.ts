import type { FastifyInstance } from 'fastify';
import { registerCall, type CallServices } from '../../http/register-call';
import { listConsents, withdrawConsent } from './consents';
import { giveConsent, packageList, uploadEnable, uploadReport, uploadStatus } from './service';

export function deviceRoutes(app: FastifyInstance, s: CallServices) {
  const { deps } = s;
  registerCall(app, s, '/time/upload/enable', (input, ctx) => uploadEnable(deps, ctx.app, ctx.userId, input.orderNo));
  registerCall(app, s, '/time/upload/uploadStatus', (input, ctx) =>
    uploadStatus(deps, ctx.app, ctx.userId, input.orderNo),
  );
  registerCall(app, s, '/time/upload/report', async (input, ctx) => {
    const answer = await uploadReport(deps, ctx.app, ctx.userId, input);
    // The last group of an order at 19 queued its assessment: run it now, not at the next poll.
    s.jobs.kick();
    return answer;
  });
  registerCall(app, s, '/user/device/packageList', (_input, ctx) => packageList(deps, ctx.app, ctx.userId));
  registerCall(app, s, '/user/consent', (input, ctx) => giveConsent(deps, ctx.userId, ctx.ip, input));
  registerCall(app, s, '/user/consents', (_input, ctx) => listConsents(deps, ctx.userId));
  registerCall(app, s, '/user/consents/withdraw', (input, ctx) => withdrawConsent(deps, ctx.userId, input));
}
