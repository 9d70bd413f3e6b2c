/* global process */
/**
 * `npm run build`: the web app (dist/web, precompressed) and the API server compiled to
 * JavaScript (dist/server/main.js and the tools), an empty migrated PGlite folder, then the stamp that lets `npm start`
 * skip the next build.
 * With `--if-stale`, does nothing when dist/ was built from the current sources.
 */
import { spawnSync } from 'node:child_process';
import { isBuildFresh, writeStamp } from './build-stamp.mjs';

if (process.argv.includes('--if-stale') && isBuildFresh()) process.exit(0);

// Vite keeps a NODE_ENV it finds (vitest sets `test`, a developer may have `development`) and
// would then bundle React's development build: double effects under StrictMode, jsxDEV, a larger
// entry. What we build is always what production serves.
const env = { ...process.env, NODE_ENV: 'production' };
const vite = (args) => {
  const run = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', ...args], {
    stdio: 'inherit',
    env,
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
};

vite([]);
vite(['-c', 'vite.server.config.ts']);
// The empty migrated PGlite folder a first production start loads (src/server/cli/pglite-template.ts).
const template = spawnSync(process.execPath, ['dist/server/pglite-template.js'], { stdio: 'inherit', env });
if (template.status !== 0) process.exit(template.status ?? 1);
writeStamp();
