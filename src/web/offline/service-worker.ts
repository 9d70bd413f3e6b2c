import { OFFLINE_PAGE, SHELL_PAGE, WORKER_CACHE_PREFIX } from './offline-files';
import { strategyFor, takesNewVersion, type Strategy } from './worker-routes';

/**
 * The service worker (issue 35 point 4, decision 0082), built into dist/web/sw.js by
 * tools/offline-shell.ts with the precache list of this build: the app's page, the offline
 * screen, the boot script, the entry and the opening screens' chunks and texts, the manifests
 * and icons. A new deploy changes the list (hashed names), so the worker's bytes change and the
 * browser installs it; it waits until a navigation may take it (worker-routes.ts).
 *
 * Types are declared here by hand: the project's TypeScript lib is the DOM's, not the worker's.
 */
declare const __PRECACHE__: string[];
declare const __VERSION__: string;

interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  registration: { scope: string; waiting: { postMessage(message: unknown): void } | null };
  clients: { matchAll(options: { type: 'window' }): Promise<readonly unknown[]> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const CACHE = `${WORKER_CACHE_PREFIX}${__VERSION__}`;
const scope = worker.registration.scope;
const precached = new Set(__PRECACHE__);
const TAKE_NEW_VERSION = 'take-new-version';

worker.addEventListener('install', (event) => {
  // Hashed files may come from the HTTP cache (their bytes never change under their name); the
  // others are asked of the server again, so the precache holds this deploy's page.
  const requests = __PRECACHE__.map(
    (file) => new Request(new URL(file, scope), { cache: file.startsWith('assets/') ? 'default' : 'no-cache' }),
  );
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith(WORKER_CACHE_PREFIX) && n !== CACHE).map((n) => caches.delete(n))),
      ),
  );
});

worker.addEventListener('message', (event) => {
  if (event.data === TAKE_NEW_VERSION) void worker.skipWaiting();
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor(request, scope, precached);
  if (strategy === 'none') return;
  event.respondWith(strategy === 'cached' ? cacheFirst(request) : navigate(request, strategy));
});

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request, { ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(request);
  // A screen's chunk fetched later (not precached) is kept too: its name is its content's hash.
  if (response.ok && new URL(request.url).pathname.includes('/assets/')) void cache.put(request, response.clone());
  return response;
}

async function navigate(request: Request, strategy: Strategy): Promise<Response> {
  const waiting = worker.registration.waiting;
  if (waiting && takesNewVersion(true, (await worker.clients.matchAll({ type: 'window' })).length)) {
    waiting.postMessage(TAKE_NEW_VERSION);
    // The page asks again for itself at once, and the new version answers. Neither a `Refresh`
    // header nor a meta refresh does it: the app's URLs carry a hash route, and a refresh to
    // the same URL with a hash is a move within the page, not a load (Chromium showed the
    // empty page). A reload is a load.
    return new Response('<!doctype html><script>location.reload()</script>', {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  try {
    return await fetch(request);
  } catch {
    const cache = await caches.open(CACHE);
    const page =
      strategy === 'shell' ? await cache.match(new URL(SHELL_PAGE, scope).href, { ignoreVary: true }) : undefined;
    return page ?? (await cache.match(new URL(OFFLINE_PAGE, scope).href, { ignoreVary: true })) ?? Response.error();
  }
}
