import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// Server tests run once per database engine: always on embedded PGlite, and again on
// PostgreSQL when DATABASE_URL is set (CI sets it), so the same code is proven on both.
const serverTests = ['src/server/**/*.test.ts', 'src/fakes/**/*.test.ts'];
const databases = process.env.DATABASE_URL ? ['pglite', 'pg'] : ['pglite'];

const clientTests = [
  'src/domain/**/*.test.ts',
  'src/web/**/*.test.{ts,tsx}',
  'bench/**/*.test.ts',
  'tools/**/*.test.ts',
];
/**
 * Client files that need modules and globals of their own: a DOM, module mocks, stubbed globals or
 * timers. The others share their worker's loaded modules (React, the UI kit, i18next), which
 * loading afresh for each of 176 files cost about a minute of the run.
 */
const ownModules = ['src/domain', 'src/web', 'bench', 'tools']
  .flatMap((dir) => readdirSync(dir, { recursive: true }).map((name) => join(dir, String(name))))
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
  .filter((file) =>
    /@vitest-environment|vi\.(mock|doMock|stubGlobal|stubEnv|resetModules|useFakeTimers)|(globalThis|window)\.\w+ =/.test(
      readFileSync(file, 'utf8'),
    ),
  );

export default defineConfig({
  test: {
    // Two files at a time on this 2-core machine (vitest's default is cores - 1 = one): a server test mostly
    // waits on its database, PostgreSQL's in another process, so the pair overlaps.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain+web',
          include: clientTests,
          exclude: [...ownModules, '**/node_modules/**'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: { name: 'web:isolated', include: ownModules, environment: 'node' },
      },
      ...databases.map((db) => ({
        test: {
          name: `server:${db}`,
          include: serverTests,
          // *.pg.test.ts prove what only a PostgreSQL server can do (drop a connection, …).
          exclude: db === 'pg' ? [] : ['**/*.pg.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Server test files share each worker's loaded modules instead of loading them again (10 s of imports
          // a file): they use no module mocks, and every cache of the server is kept per database handle.
          isolate: false,
          env: { TEST_DB: db },
          ...(db === 'pg' ? { globalSetup: ['src/server/test/postgres-test-run.ts'] } : {}),
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
