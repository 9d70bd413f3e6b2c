/* global process, console */
/**
 * Which compiled entry to run, and whether to build it first. A checkout (src/ present, not
 * production) rebuilds when the sources changed since the last build (tools/build-stamp.mjs);
 * production and an artefact folder (dist/ without src/) run dist/ as it is: no hashing of
 * sources, no build tools.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export async function runCompiled(entry) {
  const file = `dist/server/${entry}.js`;
  const artefactOnly = process.env.NODE_ENV === 'production' || !existsSync('src');
  if (artefactOnly) {
    if (!existsSync(file)) {
      console.error(`${file} is missing: build the artefact first (\`npm ci && npm run build\`).`);
      process.exit(1);
    }
  } else {
    const { isBuildFresh } = await import('./build-stamp.mjs');
    if (!isBuildFresh()) {
      if (!existsSync('node_modules/vite/bin/vite.js')) {
        console.error(
          'dist/ is missing or older than the sources, and the build tools are not installed: run `npm ci && npm run build`.',
        );
        process.exit(1);
      }
      const build = spawnSync(process.execPath, ['tools/build.mjs'], { stdio: ['ignore', process.stderr, 'inherit'] });
      if (build.status !== 0) process.exit(build.status ?? 1);
    }
  }
  // Stack traces in logs point at src/server/…, not at the bundle.
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(file).href);
}
