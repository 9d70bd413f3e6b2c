import type { FastifyInstance } from 'fastify';
import type { OffsetClock } from '../dev/offset-clock';
import { devClockRoutes, devRoutes } from '../modules/dev';
import { sandboxCheckoutRoutes } from '../modules/sandbox-checkout';
import type { SandboxSigningKeys } from '../providers/payments/collections-config';
import type { SandboxCollections } from '../providers/payments/sandbox/sandbox-collections';
import type { SandboxSms } from '../providers/sms/sandbox-sms';

/** Each tool is given only when it exists and the server is not in production (app.ts decides). */
export interface SandboxToolsOptions {
  checkout?: { sandbox: SandboxCollections; signing: SandboxSigningKeys };
  sms?: SandboxSms;
  clock?: OffsetClock;
}

/** Stand-ins for vendors and time outside production: the sandbox checkout, the SMS outbox, the clock. */
export async function sandboxTools(app: FastifyInstance, o: SandboxToolsOptions): Promise<void> {
  if (o.checkout) sandboxCheckoutRoutes(app, o.checkout.sandbox, o.checkout.signing);
  if (o.sms) devRoutes(app, o.sms);
  if (o.clock) devClockRoutes(app, o.clock);
}
