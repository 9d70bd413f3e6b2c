import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The first Intl object a page makes loads ICU: 20–30 ms of main thread on a desktop, 4× that
// on a cheap phone, inside the first screen's render (decision 0032). The borrower app formats
// with lib/format.ts and lib/locale-shapes.ts instead. Only pages a borrower opens later, whose
// text needs the zone's own name or clock, may still use Intl.
const ALLOWED = new Set([
  'features/user_center/content/content-vars.ts', // the zone's name in the service hours text
  'features/user_center/customer-services-screen.tsx', // the service desk's clock, in its own zone
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'admin' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('no Intl on the borrower app', () => {
  it('formats without Intl outside the pages allowed it', () => {
    const root = __dirname;
    const domain = join(root, '..', 'domain');
    const found = [...sources(root), ...sources(domain)]
      .filter((file) =>
        /\bIntl\.|\.toLocale\w*String\(/.test(readFileSync(file, 'utf8').replace(/^\s*(\/\/|\*).*$/gm, '')),
      )
      .map((file) => relative(root, file))
      .filter((file) => !ALLOWED.has(file));
    expect(found).toEqual([]);
  });
});
