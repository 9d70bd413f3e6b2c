/* global process */
/**
 * What a build was made from: a hash over the contents of every file that goes into dist/
 * (sources except tests, build configs and plugins, the lockfile). `npm start` rebuilds only
 * when it differs from the hash stored at the last build (dist/.build-stamp).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const INPUTS = ['src', 'tools', 'vite.config.ts', 'vite.server.config.ts', 'package-lock.json', 'tsconfig.json'];
const IGNORED = /(\.test\.tsx?|\.e2e\.ts)$/;

function files(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .sort()
    .flatMap((name) => files(root, join(path, name)));
}

export function sourceHash(root = process.cwd()) {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((p) => files(root, p)).filter((f) => !IGNORED.test(f))) {
    hash
      .update(relative(root, join(root, file)))
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  // The web build bakes in VITE_* variables; a different value is a different build.
  for (const [k, v] of Object.entries(process.env)
    .filter(([k]) => k.startsWith('VITE_'))
    .sort())
    hash.update(`${k}=${v}\0`);
  return hash.digest('hex');
}

export const STAMP_FILE = 'dist/.build-stamp';

export function isBuildFresh(root = process.cwd()) {
  const stamp = join(root, STAMP_FILE);
  const built = ['dist/web/index.html', 'dist/server/main.js'].every((f) => existsSync(join(root, f)));
  return built && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === sourceHash(root);
}

export function writeStamp(root = process.cwd()) {
  writeFileSync(join(root, STAMP_FILE), `${sourceHash(root)}\n`);
}
