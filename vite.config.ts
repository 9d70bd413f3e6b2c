import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './tools/precompress';
import { firstPaint } from './tools/first-paint';
import { kitLocale } from './tools/kit-locale';
import { offlineShell } from './tools/offline-shell';

// The SPA lives in src/web; the API server serves dist/web in production.
export default defineConfig({
  root: 'src/web',
  base: './',
  // firstPaint rewrites index.html in writeBundle; offlineShell's writeBundle (sequential, post)
  // runs after it and reads what it wrote; precompress runs after both, in closeBundle.
  plugins: [kitLocale(), react(), firstPaint(), offlineShell(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Two pages: the borrower app, and the operator console at /admin/ (its own entry, so
    // borrowers never download the console's code, charts or tables).
    rollupOptions: {
      input: { main: 'src/web/index.html', admin: 'src/web/admin/index.html' },
      // A feature's index.ts only re-exports: a screen that takes one name from it gets that
      // name's module, not every module the index lists (decision 0065).
      treeshake: { moduleSideEffects: (id) => !/[\\/]src[\\/]web[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id) },
      // Fewer, larger files for the opening screens (issue 34): each request is work for a cheap
      // phone's browser and network stack and a round trip on slow 4G, and 14 + 14 small files
      // opened the login. React and its scheduler are one file; the borrower entry's own modules
      // (router, texts runtime, fetch, query client) another; the helpers two or more screens
      // share (lib, components, queries, api, i18n, native) a third. Modules that import a
      // stylesheet stay with their screen, so the cascade is the one each screen had; the UI kit
      // stays out of the shared file, loaded by what opens a sheet or dialog.
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            {
              name: 'screens-shared',
              test: (id) =>
                /[\\/]src[\\/]web[\\/](lib|components|queries|api|i18n|native)[\\/].*\.tsx?$/.test(id) &&
                !/(antd-kit|option-sheet|kit-dialog)\.tsx?$/.test(id),
              minShareCount: 2,
              maxModuleSize: 12 * 1024,
              priority: 0,
            },
            {
              name: 'shell',
              tags: ['$initial'],
              test: (id) =>
                /[\\/]src[\\/](web|domain)[\\/].*\.tsx?$/.test(id) &&
                !/[\\/]src[\\/]web[\\/](admin[\\/]|main\.tsx$)/.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
