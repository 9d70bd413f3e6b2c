import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error';
import { BAD_PATH_ROUTE } from '../http/path-decrypt';
import type { CallServices } from '../http/register-call';
import { agreementRoutes } from '../modules/agreement/routes';
import { deviceRoutes } from '../modules/device/routes';
import { disbursementRoutes } from '../modules/disbursement/routes';
import type { IdentityProviders } from '../modules/identity/identity-providers';
import { identityRoutes } from '../modules/identity/routes';
import { loanRoutes } from '../modules/loan/routes';
import { openApiRoutes } from '../modules/openapi/routes';
import { orderRoutes } from '../modules/order/routes';
import { productRoutes } from '../modules/products/routes';
import { profileRoutes } from '../modules/profile/routes';
import { promoRoutes } from '../modules/promo/routes';
import { repayRoutes } from '../modules/repay/routes';
import { securityRoutes } from '../modules/security/routes';

export interface BorrowerCallsOptions {
  services: CallServices;
  identity: IdentityProviders;
  version: string;
}

/**
 * The borrower apps' calls (SPEC §7) behind the encrypted path, and the route a path that does
 * not decrypt is sent to (path-decrypt.ts), so it answers in the calls' envelope.
 */
export async function borrowerCalls(app: FastifyInstance, { services, identity, version }: BorrowerCallsOptions): Promise<void> {
  app.all(BAD_PATH_ROUTE, async () => {
    throw new ApiError('BAD_PATH', 404);
  });
  securityRoutes(app, services);
  loanRoutes(app, services);
  agreementRoutes(app, services);
  disbursementRoutes(app, services);
  orderRoutes(app, services);
  profileRoutes(app, services);
  deviceRoutes(app, services);
  productRoutes(app, services);
  promoRoutes(app, services);
  repayRoutes(app, services);
  identityRoutes(app, services, identity);
  openApiRoutes(app, version);
}
