import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './tools/precompress';

// The SPA lives in src/web; the API server serves dist/web in production.
export default defineConfig({
  root: 'src/web',
  base: './',
  plugins: [react(), precompress()],
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
