/**
 * The entry budget: everything index.html makes the browser fetch before the first screen
 * paints (its module scripts and modulepreloads), gzip-compressed, must stay ≤ 120 KiB.
 * Run after `vite build`; exits non-zero when over.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const ENTRY_BUDGET_BYTES = 120 * 1024;

export function entryAssets(indexHtml: string): string[] {
  const refs = new Set<string>();
  for (const m of indexHtml.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) refs.add(m[1]);
  for (const m of indexHtml.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) refs.add(m[1]);
  return [...refs];
}

export function measureEntry(webDir: string): { files: { file: string; gzip: number }[]; total: number } {
  const html = readFileSync(join(webDir, 'index.html'), 'utf8');
  const files = entryAssets(html).map((ref) => {
    const file = join(webDir, ref.replace(/^\.\//, ''));
    return { file: ref, gzip: gzipSync(readFileSync(file), { level: 9 }).length };
  });
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
}

if (process.argv[1] && resolve(process.argv[1]).endsWith('bundle-budget.ts')) {
  const { files, total } = measureEntry(resolve('dist/web'));
  for (const f of files) console.log(`${(f.gzip / 1024).toFixed(1).padStart(7)} KiB  ${f.file}`);
  const verdict = total <= ENTRY_BUDGET_BYTES ? 'within' : 'OVER';
  console.log(`entry total ${(total / 1024).toFixed(1)} KiB gzip, ${verdict} the budget of ${ENTRY_BUDGET_BYTES / 1024} KiB`);
  if (total > ENTRY_BUDGET_BYTES) process.exit(1);
}
