import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * package.json says what production installs: what the compiled server imports is a
 * dependency, what only the build, the web app, the tests and the tools use is a
 * devDependency, and nothing is declared that nothing uses.
 */
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.(ts|tsx|mjs)$/.test(name) ? [full] : [];
  });
}

/** Package names a file imports (static, dynamic or required by name). */
function packagesOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [
    ...[...text.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^'./][^']*)'/gm)].map((m) => m[1]),
    ...[...text.matchAll(/^import\s+'([^'./][^']*)'/gm)].map((m) => m[1]),
    ...[...text.matchAll(/\b(?:import|require)\(\s*'([@a-z][^'\s]*)'/g)].map((m) => m[1]),
  ];
  // A package required at run time by a name kept in a constant (tesseract-ocr.ts: an optional engine).
  if (text.includes('createRequire('))
    specs.push(...[...text.matchAll(/const [A-Z_]+ = '([^'./][^']*)'/g)].map((m) => m[1]));
  return specs
    .filter((s) => !s.startsWith('node:'))
    .map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]));
}

const runtimeFiles = [...files('src/server'), ...files('src/domain')].filter(
  (f) => !/\.test\.tsx?$|\/test\/|test-|fixtures|-kit\.ts$/.test(f),
);
const runtime = new Set(runtimeFiles.flatMap(packagesOf));
const everything = new Set(
  ['src', 'tools', 'e2e', 'bench']
    .flatMap((d) => files(d))
    .concat(['vite.config.ts', 'vite.server.config.ts', 'vitest.config.ts', 'eslint.config.js', 'drizzle.config.ts'])
    .flatMap(packagesOf),
);

describe('package.json', () => {
  it('declares what the server imports as a production dependency', () => {
    const missing = [...runtime].filter((p) => !pkg.dependencies[p]);
    expect(missing).toEqual([]);
  });

  it('keeps nothing in production dependencies the server does not import', () => {
    expect(Object.keys(pkg.dependencies).filter((p) => !runtime.has(p))).toEqual([]);
  });

  it('declares every package imported anywhere', () => {
    expect([...everything].filter((p) => !pkg.dependencies[p] && !pkg.devDependencies[p])).toEqual([]);
  });
});
