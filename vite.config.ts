import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './tools/precompress';
import { firstPaint } from './tools/first-paint';

// The SPA lives in src/web; the API server serves dist/web in production.
export default defineConfig({
  root: 'src/web',
  base: './',
  // firstPaint rewrites index.html in writeBundle; precompress runs after, in closeBundle.
  plugins: [react(), firstPaint(), precompress()],
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
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
