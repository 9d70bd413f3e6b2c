import { defineConfig } from 'vitest/config';
import { LongestFirst } from './longest-first';
import { E2E_WORKERS } from './workers';

// Browser tests: real servers (built web app + API on PGlite), one per worker, real Debian
// Chromium driven by playwright-core. E2E_WORKERS files run side by side (default 4, e2e/workers.ts).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // Vitest's default gives expect.poll one second: a screen waiting on the server (an OCR
    // reading, a payout) took longer on a loaded machine and failed a run that was right.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    sequence: { sequencer: LongestFirst },
  },
});
