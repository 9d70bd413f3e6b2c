/**
 * The offline shell's files, named once for the build (tools/offline-shell.ts), the worker, its
 * registration and the boot script (which points the page at its app's manifest).
 */
export const SHELL_PAGE = './';
export const OFFLINE_PAGE = 'offline.html';
/** At the root of the built app, so its scope is the whole app. */
export const WORKER_FILE = 'sw.js';
export const WORKER_CACHE_PREFIX = 'presta-shell-';

/** One manifest per app: each opens its own market (`?app=`), name and language. */
export function manifestFile(packageName: string): string {
  return `manifest-${packageName}.webmanifest`;
}
