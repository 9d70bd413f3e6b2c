import { cpSync } from 'node:fs';
import { defineConfig } from 'vite';

/**
 * The API server compiled to plain JavaScript (dist/server/main.js) so `npm start` and
 * production run node directly, without tsx transpiling on every start. Dependencies stay
 * external (node_modules); migrations are copied beside the bundle, where db/client.ts looks.
 */
export default defineConfig({
  build: {
    ssr: 'src/server/main.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
  },
  plugins: [{
    name: 'presta-copy-migrations',
    apply: 'build',
    closeBundle() {
      cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
    },
  }],
});
