import type { FastifyInstance } from 'fastify';
import { registerCall, type CallServices } from '../../http/register-call';
import { finishIdentity } from './finish-service';
import type { IdentityProviders } from './identity-providers';
import { readIdFront } from './ocr-service';
import { uploadImage } from './upload-service';

export function identityRoutes(app: FastifyInstance, s: CallServices, providers: IdentityProviders) {
  const { deps } = s;
  registerCall(app, s, '/user/upload/curp/back', (_input, ctx) =>
    uploadImage(deps, providers, ctx.app.market, ctx.userId, 'idBack', ctx.file),
  );
  registerCall(app, s, '/user/upload/curp/front', (_input, ctx) =>
    uploadImage(deps, providers, ctx.app.market, ctx.userId, 'idFront', ctx.file),
  );
  registerCall(app, s, '/user/saveFaceImage', (_input, ctx) =>
    uploadImage(deps, providers, ctx.app.market, ctx.userId, 'face', ctx.file),
  );
  registerCall(app, s, '/user/finishUploadAllImg', (input, ctx) => finishIdentity(deps, ctx.userId, input.orderNo));
  registerCall(app, s, '/user/curp/ocr', (_input, ctx) => readIdFront(deps, providers, ctx.app.market, ctx.userId));
}
