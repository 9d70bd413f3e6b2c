import { useDeferredValue, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True while a component renders the served first-paint frame: on the server (the build's
 * render, src/web/first-paint) and while the browser hydrates that frame; false in every later
 * render and in a page React renders itself. A screen whose answer may already be cached when
 * the frame is hydrated (Home's product index is requested before React starts) renders the
 * frame's state first, as the server did, so hydration finds the same markup.
 *
 * The store's switch after hydration is an urgent render, done in one task; deferred, the live
 * screen that replaces the frame (the login form, a saved profile's form) renders in slices that
 * yield to the browser, and the frame stays meanwhile.
 */
export function useServedFrame(): boolean {
  return useDeferredValue(
    useSyncExternalStore(
      noSubscription,
      () => false,
      () => true,
    ),
  );
}
