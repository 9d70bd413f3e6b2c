import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Clock } from './clock';
import type { Db } from './db/client';
import type { Bureaus } from './providers/bureau/build-bureau';
import type { IdentityVendors } from './providers/identity/build-identity';
import type { CollectionsProvider } from './providers/payments/collections-provider';
import type { PaymentsProvider } from './providers/payments/payments-provider';
import type { SmsProvider } from './providers/sms/sms-provider';
import type { StorageProvider } from './providers/storage/storage-provider';

/** What services need from the outside world; tests swap the clock and providers. */
export interface Deps {
  db: Db;
  config: AppConfig;
  clock: Clock;
  sms: SmsProvider;
  payments: PaymentsProvider;
  /**
   * Repayment collection, routed per method to the sandbox or the vendor adapter
   * (providers/payments/build-collections.ts).
   */
  collections: CollectionsProvider;
  /** Uploaded files (identity images): the retention purge deletes them with their rows. */
  storage: StorageProvider;
  /** Each market's identity lookup and face check (providers/identity/build-identity.ts). */
  identity: IdentityVendors;
  /** Each market's credit bureau, or null where none is consulted (providers/bureau/build-bureau.ts). */
  bureaus: Bureaus;
  log: FastifyBaseLogger;
}
