import { notifyManager, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';
import { createConsoleQueryClient } from '../query-client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
notifyManager.setScheduler(queueMicrotask);

/** Runs `step` and lets React and the queries settle. */
export async function settle(step: () => void = () => undefined): Promise<void> {
  await act(async () => {
    step();
    await new Promise((done) => setTimeout(done, 10));
  });
}

/**
 * A console screen's test page (jsdom): before each test an empty cache and a fresh root, after
 * it the root unmounted. Call at the top of a test file; `show` renders a screen and settles.
 */
export function consoleScreenHarness() {
  const client = createConsoleQueryClient();
  let root: Root;
  let container: HTMLElement;
  beforeEach(() => {
    client.clear();
    container = document.createElement('div');
    root = createRoot(container);
  });
  afterEach(() => act(() => root.unmount()));
  return {
    get container(): HTMLElement {
      return container;
    },
    async show(screen: ReactNode): Promise<void> {
      await settle(() => root.render(<QueryClientProvider client={client}>{screen}</QueryClientProvider>));
      await settle();
    },
    /** Starts the page again within a test, as a new visit would. */
    async reset(): Promise<void> {
      await act(() => root.unmount());
      root = createRoot(container);
      client.clear();
    },
  };
}
