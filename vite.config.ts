import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './tools/precompress';
import { routePreload } from './tools/route-preload';

// The SPA lives in src/web; the API server serves dist/web in production.
export default defineConfig({
  root: 'src/web',
  base: './',
  // routePreload rewrites index.html in writeBundle; precompress runs after, in closeBundle.
  plugins: [react(), routePreload(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
