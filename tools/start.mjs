/* global process, console */
/**
 * `npm start`: builds only when the sources changed since the last build (tools/build-stamp.mjs),
 * then runs the compiled server (dist/server/main.js) in this process — plain node, no tsx.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { isBuildFresh } from './build-stamp.mjs';

if (!isBuildFresh()) {
  if (!existsSync('node_modules/vite/bin/vite.js')) {
    console.error('dist/ is missing or older than the sources, and the build tools are not installed: run `npm ci && npm run build`.');
    process.exit(1);
  }
  const build = spawnSync(process.execPath, ['tools/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// Stack traces in logs point at src/server/…, not at the bundle.
process.setSourceMapsEnabled(true);
await import(pathToFileURL('dist/server/main.js').href);
