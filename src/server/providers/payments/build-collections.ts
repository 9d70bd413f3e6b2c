import { servedMarkets, type AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import { collectionMethodsFor } from '../../../domain/markets/payment-methods';
import type { CollectionsProvider } from './collections-provider';
import {
  DEFAULT_COLLECTIONS,
  sandboxSigningKeys,
  webhookKeys,
  type CollectionsConfig,
  type SandboxSigningKeys,
} from './collections-config';
import { CollectionsRouter } from './collections-router';
import { SandboxCollections } from './sandbox/sandbox-collections';
import type { WebhookKeys } from './webhooks/webhook-parse';

export interface Collections {
  router: CollectionsRouter;
  /** Present while any market collects through the sandbox (the checkout page and dev helper need it). */
  sandbox: SandboxCollections | null;
  /** What the webhook routes check signatures with. */
  keys: WebhookKeys;
  /** What the sandbox signs its webhooks with. */
  signing: SandboxSigningKeys;
}

/** The vendor adapters of a market on `vendors`; see vendor-adapters.ts. */
export type VendorAdapters = (config: CollectionsConfig, deps: { db: Db; clock: Clock }) => CollectionsProvider[];

/**
 * Builds the collections of this instance from configuration: per market the sandbox (default)
 * or the vendors' adapters. The sandbox is never used in production unless a market is
 * explicitly left on it (main.ts warns).
 */
export function buildCollections(config: AppConfig, db: Db, clock: Clock, vendorAdapters: VendorAdapters): Collections {
  const c = config.collections ?? DEFAULT_COLLECTIONS;
  const signing = sandboxSigningKeys(config.secret);
  const served = servedMarkets(config);
  const sandboxMethods = served.filter((m) => c[m] === 'sandbox').flatMap((m) => collectionMethodsFor(m));
  const sandbox = sandboxMethods.length ? new SandboxCollections(db, clock, sandboxMethods) : null;
  const providers: CollectionsProvider[] = [...vendorAdapters(c, { db, clock }), ...(sandbox ? [sandbox] : [])];
  // A market not served offers no method, whatever its settings say: nothing of it is issued.
  const offered = served.flatMap((m) => collectionMethodsFor(m));
  return { router: new CollectionsRouter(providers, offered), sandbox, keys: webhookKeys(c, signing), signing };
}
