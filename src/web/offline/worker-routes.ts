/**
 * What the service worker (service-worker.ts) does with a request, decided from the request
 * alone so it can be tested without a browser:
 * - `shell`: a top-level navigation to the app's page (any query, e.g. `?app=com.presta.mx`):
 *   the network first, the precached page when the network fails;
 * - `page`: any other top-level navigation in scope: the network, the offline screen when it fails;
 * - `cached`: a hashed asset or a precached file: the cache first (its name changes with its bytes);
 * - `none`: not touched — the browser fetches it as if there were no worker. Every call to the
 *   API is `none`: its answers are personal and encrypted, and the worker never stores them.
 */
export type Strategy = 'shell' | 'page' | 'cached' | 'none';

export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
  destination: string;
}

/** Paths (relative to the scope) the worker leaves to the network whatever the request. */
const UNTOUCHED = /^(api|admin|sandbox|healthz|readyz|metrics)(\/|$)/;
const SHELL = new Set(['', 'index.html']);

export function strategyFor(request: RequestFacts, scope: string, precached: ReadonlySet<string>): Strategy {
  if (request.method !== 'GET' || !request.url.startsWith(scope)) return 'none';
  const path = new URL(request.url).pathname.slice(new URL(scope).pathname.length);
  if (UNTOUCHED.test(path)) return 'none';
  if (request.mode === 'navigate') {
    // A frame's navigation is not the borrower leaving a page: it never takes a new version.
    if (request.destination !== 'document') return 'none';
    return SHELL.has(path) ? 'shell' : 'page';
  }
  return path.startsWith('assets/') || precached.has(path) ? 'cached' : 'none';
}

/**
 * A waiting new version is taken at a navigation only when no other page of the app is open:
 * the page navigating away is the only one that ran the old version, and it is leaving by the
 * borrower's own hand. With a second tab open, the new version waits until the tabs close.
 */
export function takesNewVersion(waiting: boolean, openPages: number): boolean {
  return waiting && openPages <= 1;
}
