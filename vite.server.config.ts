import { cpSync } from 'node:fs';
import { defineConfig } from 'vite';

/**
 * The API server and its command-line tools compiled to plain JavaScript (dist/server/*.js),
 * so production runs node on the artefact alone: no tsx, no src/, no build tools. Dependencies
 * stay external (node_modules, production dependencies only); migrations are copied beside the
 * bundle, where db/client.ts looks. Shared chunks sit in dist/server itself because modules
 * resolve files next to them (`import.meta.url`: the migrations, ../../package.json).
 */
export default defineConfig({
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rollupOptions: {
      input: {
        main: 'src/server/main.ts',
        'admin-create': 'src/server/cli/admin-create.ts',
        'products-import': 'src/server/cli/products-import.ts',
        'db-migrate': 'src/server/cli/db-migrate.ts',
        'rotate-data-key': 'src/server/cli/rotate-data-key.ts',
        'vendor-smoke': 'src/server/cli/vendor-smoke.ts',
        'bureau-report': 'src/server/cli/bureau-report.ts',
        'pglite-template': 'src/server/cli/pglite-template.ts',
      },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
  plugins: [
    {
      name: 'presta-copy-migrations',
      apply: 'build',
      closeBundle() {
        cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
      },
    },
  ],
});
