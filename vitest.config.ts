import { defineConfig } from 'vitest/config';

// Server tests run once per database engine: always on embedded PGlite, and again on
// PostgreSQL when DATABASE_URL is set (CI sets it), so the same code is proven on both.
const serverTests = ['src/server/**/*.test.ts', 'src/fakes/**/*.test.ts'];
const databases = process.env.DATABASE_URL ? ['pglite', 'pg'] : ['pglite'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain+web',
          include: ['src/domain/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'tools/**/*.test.ts'],
          environment: 'node',
        },
      },
      ...databases.map((db) => ({
        test: {
          name: `server:${db}`,
          include: serverTests,
          environment: 'node',
          env: { TEST_DB: db },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
