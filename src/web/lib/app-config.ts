import { STORAGE_KEYS, storage } from './storage';

/** Build-time defaults; the native shell (or a promo link) may store others under SPEC's keys. */
const DEFAULT_PACKAGE_NAME = import.meta.env.VITE_PACKAGE_NAME ?? 'com.presta.ng';
const DEFAULT_APP_NAME = import.meta.env.VITE_APP_NAME ?? 'Presta';
export const APP_VERSION = import.meta.env.VITE_APP_VERSION ?? '0.1.0';

export function packageName(): string {
  return storage.read<string>(STORAGE_KEYS.packageName) || DEFAULT_PACKAGE_NAME;
}

export function appName(): string {
  return storage.read<string>(STORAGE_KEYS.appName) || DEFAULT_APP_NAME;
}

/** An install id for analytics attribution: the shell's AppsFlyer id, or one made for this browser. */
export function afid(): string {
  let id = storage.read<string>(STORAGE_KEYS.afid);
  if (!id) {
    const bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    id = `web-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
    storage.write(STORAGE_KEYS.afid, id);
  }
  return String(id);
}
