import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error';
import { BAD_PATH_ROUTE } from '../http/path-decrypt';
import type { CallServices } from '../http/register-call';
import { agreementRoutes } from '../modules/agreement';
import { complaintRoutes } from '../modules/complaints';
import { deviceRoutes } from '../modules/device';
import { bureauRoutes } from '../modules/bureau-consent';
import { bureauReportBorrowerRoutes } from '../modules/bureau-report';
import { disbursementRoutes, loanCodeOffer } from '../modules/disbursement';
import type { IdentityProviders } from '../modules/identity';
import { identityRoutes } from '../modules/identity';
import { loanRoutes } from '../modules/loan';
import { openApiRoutes } from '../modules/openapi';
import { orderRoutes } from '../modules/order';
import { privacyRoutes } from '../modules/privacy';
import { productRoutes } from '../modules/products';
import { profileRoutes } from '../modules/profile';
import { promoRoutes } from '../modules/promo';
import { repayRoutes } from '../modules/repay';
import { decisionReviewRoutes } from '../modules/review';
import { securityRoutes } from '../modules/security';

export interface BorrowerCallsOptions {
  services: CallServices;
  identity: IdentityProviders;
  version: string;
}

/**
 * The borrower apps' calls (src/domain/api/calls.ts) behind the encrypted path, and the route a path that does
 * not decrypt is sent to (path-decrypt.ts), so it answers in the calls' envelope.
 */
export async function borrowerCalls(
  app: FastifyInstance,
  { services, identity, version }: BorrowerCallsOptions,
): Promise<void> {
  app.all(BAD_PATH_ROUTE, async () => {
    throw new ApiError('BAD_PATH', 404);
  });
  securityRoutes(app, services, loanCodeOffer);
  loanRoutes(app, services);
  agreementRoutes(app, services);
  disbursementRoutes(app, services);
  orderRoutes(app, services);
  profileRoutes(app, services);
  privacyRoutes(app, services);
  deviceRoutes(app, services);
  bureauRoutes(app, services);
  bureauReportBorrowerRoutes(app, services);
  productRoutes(app, services);
  promoRoutes(app, services);
  repayRoutes(app, services);
  complaintRoutes(app, services);
  decisionReviewRoutes(app, services);
  identityRoutes(app, services, identity);
  openApiRoutes(app, version);
}
