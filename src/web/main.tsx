import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { queryClient } from './api/query-client';
import { AppRoot } from './app/app-root';
import { adoptNativeSession } from './app/native-login';
import { startOpeningScreen } from './app/route-start';
import { frameId } from './first-paint/boot-data';
import { currentLanguage, initI18n } from './i18n/i18n';
import { APP_VERSION } from './lib/app-config';
import { parseHash } from './lib/hash-router';
import { nextTask } from './lib/next-task';
import { isLoggedIn, STORAGE_KEYS, storage } from './lib/storage';
import { startOfflineShellWhenIdle } from './offline/start-offline-shell';
import './styles/global.css';

/**
 * Whether #root holds the served frame (painted by the boot script, first-paint/boot.ts) of the
 * screen the app opens on, in the language it speaks, for who is logged in: then React hydrates
 * it; otherwise React renders and replaces whatever is there at its first commit.
 */
function holdsServedFrame(root: HTMLElement): boolean {
  const served = root.getAttribute('data-frame');
  if (!served) return false;
  const { pathname } = parseHash(window.location.hash);
  const language = currentLanguage();
  return (
    served === frameId(pathname, language, isLoggedIn() ? 'in' : 'out') || served === frameId(pathname, language, 'any')
  );
}

async function start() {
  // `edition`: which web build the shell hosts (decision 0024).
  storage.write(STORAGE_KEYS.edition, APP_VERSION);
  // initI18n fixes the language at once (the first call sends it), then loads the texts.
  const texts = initI18n();
  // Each start in a task of its own (lib/next-task.ts); the boot script has requested every
  // file already, so the wait costs no download time.
  await nextTask();
  const screen = startOpeningScreen(window.location.hash);
  await Promise.all([texts, screen]);
  // The screen's chunk was just evaluated in this task; React starts in the next one.
  await nextTask();
  const container = document.getElementById('root')!;
  // A transition renders (and hydrates) in slices that yield to the browser, instead of one long
  // task; the served frame stays on screen meanwhile.
  if (holdsServedFrame(container)) {
    startTransition(() => {
      hydrateRoot(container, <AppRoot client={queryClient} />);
    });
  } else {
    const root = createRoot(container);
    startTransition(() => {
      root.render(<AppRoot client={queryClient} />);
    });
  }
  // After the first paint: the shell may already hold a session for this user.
  void adoptNativeSession().then((adopted) => {
    if (adopted) void queryClient.invalidateQueries();
  });
  startOfflineShellWhenIdle();
}

void start();
