import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './api/query-client';
import { adoptNativeSession } from './app/native-login';
import { startOpeningScreen } from './app/route-start';
import { AppRouter } from './app/router';
import { initI18n } from './i18n/i18n';
import { APP_VERSION } from './lib/app-config';
import { nextTask } from './lib/next-task';
import { STORAGE_KEYS, storage } from './lib/storage';
import './styles/global.css';

async function start() {
  // SPEC §3 `edition`: which web build the shell hosts (decision 0024).
  storage.write(STORAGE_KEYS.edition, APP_VERSION);
  // initI18n fixes the language at once (the first call sends it), then loads the texts.
  const texts = initI18n();
  // Each start in a task of its own (lib/next-task.ts); the boot script has requested every
  // file already, so the wait costs no download time.
  await nextTask();
  const screen = startOpeningScreen(window.location.hash);
  await Promise.all([texts, screen]);
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices that yield to the browser, instead of one long task; the
  // boot script's static frame stays on screen until React commits.
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <AppRouter />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
  // After the first paint: the shell may already hold a session for this user.
  void adoptNativeSession().then((adopted) => {
    if (adopted) void queryClient.invalidateQueries();
  });
}

void start();
