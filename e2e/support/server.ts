import { inject } from 'vitest';

export interface E2eServer {
  baseUrl: string;
  /** The database it runs on (global-setup.ts: with DATABASE_URL, the workers' servers alternate). */
  engine?: 'pglite' | 'pg';
  serverLogFile: string;
  /** The first console admin, made by `npm run admin:create` before the server starts. */
  consoleAdmin: { email: string; oneTimePassword: string };
  /** A collections operator made the same way, for the collections journey (console-collections.e2e.ts). */
  consoleCollections: { email: string; oneTimePassword: string };
  /** A second admin, for the store-review logins journey (console-review-logins.e2e.ts). */
  consoleReviewAdmin: { email: string; oneTimePassword: string };
  /**
   * An admin of its own for decision-review.e2e.ts: each file signs its operator in for the first
   * time, and console.e2e.ts does so with consoleAdmin on the same server, in either order.
   */
  consoleDecisionReviewer?: { email: string; oneTimePassword: string };
  /**
   * Per market, a collector, their supervisor (the maker) and a second supervisor (the checker), for
   * collections-walk-ng/-mx.e2e.ts: each file enrols its own team, in either order on the same server.
   */
  consoleWalk?: Record<
    'ng' | 'mx',
    Record<'collector' | 'supervisor' | 'checker', { email: string; oneTimePassword: string }>
  >;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker (global-setup.ts). */
    servers: E2eServer[];
  }
}

let chosen: E2eServer | null = null;

/** Sends this file's calls to another server (deploy tests run their own instances, behind a proxy). */
export function useServer(s: E2eServer): void {
  chosen = s;
}

/**
 * This worker's server. Each worker (VITEST_POOL_ID 1…n) has its own server and data folder, so
 * files running side by side never share a moved clock, an app setting (manual review) or an
 * operator's first sign-in; files on one worker run one after another, as they did on one server.
 */
export function server(): E2eServer {
  if (chosen) return chosen;
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return servers[(worker - 1) % servers.length];
}
