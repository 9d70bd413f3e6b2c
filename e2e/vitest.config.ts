import { defineConfig } from 'vitest/config';

// Browser tests: one real server (built web app + API on PGlite) for the run, real Debian
// Chromium driven by playwright-core. Files run one at a time: two cores, one browser.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
