import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { IdentityVendors } from './providers/identity/build-identity';
import type { CollectionsProvider } from './providers/payments/collections-provider';
import type { PaymentsProvider } from './providers/payments/payments-provider';
import type { SmsProvider } from './providers/sms/sms-provider';
import type { StorageProvider } from './providers/storage/storage-provider';

export interface Clock {
  now(): Date;
  /**
   * The real time, for a clock a tester moved ahead of it (DEV_CLOCK): a client's `t` is its
   * real clock, so the transport's freshness check compares with this, not business time; so
   * does an operator's authenticator app (TOTP).
   */
  wallNow?(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The real time by this clock: its wall time when business time may have been moved, else now. */
export function wallTime(clock: Clock): Date {
  return clock.wallNow?.() ?? clock.now();
}

/** What services need from the outside world; tests swap the clock and providers. */
export interface Deps {
  db: Db;
  config: AppConfig;
  clock: Clock;
  sms: SmsProvider;
  payments: PaymentsProvider;
  /** Repayment collection, routed per method to the sandbox or the vendor adapter (providers/payments/build-collections.ts). */
  collections: CollectionsProvider;
  /** Uploaded files (identity images): the retention purge deletes them with their rows. */
  storage: StorageProvider;
  /** Each market's identity lookup and face check (providers/identity/build-identity.ts). */
  identity: IdentityVendors;
  log: FastifyBaseLogger;
}
