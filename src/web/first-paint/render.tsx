import { QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import type { Language } from '../../domain/markets/market';
import { AppRoot } from '../app/app-root';
import { changeLanguage } from '../i18n/i18n';
import { setServerLocation } from '../lib/hash-router';
import { STORAGE_KEYS } from '../lib/storage';
import type { FrameLogin } from './boot-data';

/** A Storage in memory: what the browser would have stored, for a render in Node. */
function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

/**
 * Renders the borrower app at `path` in `language`, logged in or out, to the HTML the browser
 * will hydrate: at build time, in Node (the build's vite SSR loader, tools/first-paint.ts).
 * Waits for every lazy screen and text (prerender), so the markup is the screen itself, not a
 * Suspense fallback. The screen's calls do not run here: it renders its state before they answer.
 */
export async function renderFrame(path: string, language: Language, login: FrameLogin): Promise<string> {
  const globals = globalThis as { localStorage?: Storage; document?: unknown };
  globals.localStorage = memoryStorage(
    login === 'in' ? { [STORAGE_KEYS.token]: JSON.stringify({ Authorization: 'Bearer frame' }) } : {},
  );
  // changeLanguage marks <html lang>; there is no document here.
  globals.document = { documentElement: {} };
  try {
    await changeLanguage(language);
  } finally {
    delete globals.document;
  }
  setServerLocation(`#${path}`);
  try {
    const { prelude } = await prerender(<AppRoot client={new QueryClient()} />, {
      onError(error) {
        throw error;
      },
    });
    const html = await new Response(prelude).text();
    // No inline script may reach index.html (CSP): prerender finishes every boundary before it writes.
    if (/<script/i.test(html)) throw new Error(`first paint ${path} ${language}: the render holds a script`);
    return html;
  } finally {
    delete globals.localStorage;
  }
}
