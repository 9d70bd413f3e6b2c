import { WORKER_FILE } from './offline-files';

type Place = Pick<Window, 'isSecureContext' | 'location'>;

/**
 * Registers the offline shell's worker where a browser can run one: a secure page served over
 * http(s). A native shell's webview that loads the app from a file or its own scheme, or one that
 * forbids workers, gets the app without it; a failed registration changes nothing for the borrower.
 */
export function registerWorker(nav: Navigator = navigator, place: Place = window): void {
  try {
    if (!('serviceWorker' in nav) || !place.isSecureContext || !/^https?:$/.test(place.location.protocol)) return;
    // Beside index.html, wherever the shell serves it from; `updateViaCache: 'none'` asks the
    // server for the worker's bytes at every check, so a deploy is seen at the next visit.
    nav.serviceWorker.register(WORKER_FILE, { scope: './', updateViaCache: 'none' }).catch(() => undefined);
  } catch {
    // A webview may throw on the mere access (SecurityError): the app runs without a worker.
  }
}
