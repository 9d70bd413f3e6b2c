import { parseHash } from './hash-router';

/**
 * A bug met outside React's render (a call whose answer could not be decoded, a throw while
 * handling it): written to the console with the screen it happened on, as React writes the
 * errors its boundaries catch, so it is told apart from an outage. The screen is the route's
 * path only: the query may carry an order number.
 */
export function reportError(error: unknown, screen = currentScreen()): void {
  console.error(`Error on screen ${screen}:`, error);
}

/** The hash route's path: `#/repay/repay_detail?orderNo=…` is `/repay/repay_detail`; no hash is Home, `/`. */
export function currentScreen(): string {
  return typeof window === 'undefined' ? '/' : parseHash(window.location.hash).pathname;
}
