import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The borrower app's stylesheets load lazily, with the screens that import them, in whatever
 * order the borrower walks. Two stylesheets that both define `.notice` give the class whichever
 * loaded last: payment instructions collapsed to one word per line after FAQ had loaded its own
 * `.notice`. So a class may be defined (as a selector of its own, `.x` or `.x:state`) in one
 * stylesheet only; contextual rules (`.lending > .notice`) may live beside their screens. The
 * console is a separate app with its own sheet and is not part of the borrower's page.
 */
const WEB = join(process.cwd(), 'src/web');

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'admin' ? [] : stylesheets(path);
    return e.name.endsWith('.css') ? [path] : [];
  });
}

/** Selectors of the sheet's rules, print rules left out (they only hide what paper does not need). */
function ownClassSelectors(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/@media\s+print\s*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '');
  const selectors: string[] = [];
  for (const [, prelude] of text.matchAll(/([^{}]+)\{[^{}]*\}/g)) {
    for (const one of prelude.replace(/@media[^{]*$/, '').split(',')) {
      const s = one.trim();
      if (/^\.[\w-]+(?::{1,2}[\w-]+(?:\([^)]*\))?)*$/.test(s)) selectors.push(s.replace(/:.*$/, ''));
    }
  }
  return selectors;
}

describe("one definition per class across the borrower app's stylesheets", () => {
  it('reads own-class rules and leaves contextual and print rules out', () => {
    expect(
      ownClassSelectors(
        '.a { x: 1 } .b:focus-visible, .c .d { y: 2 } @media print { .e { display: none } } /* .f { } */',
      ),
    ).toEqual(['.a', '.b']);
  });

  it('defines each class in one stylesheet only', () => {
    const where = new Map<string, Set<string>>();
    for (const file of stylesheets(WEB)) {
      for (const cls of ownClassSelectors(readFileSync(file, 'utf8'))) {
        where.set(cls, (where.get(cls) ?? new Set()).add(relative(WEB, file)));
      }
    }
    const twice = [...where]
      .filter(([, files]) => files.size > 1)
      .map(([cls, files]) => `${cls}: ${[...files].sort().join(', ')}`);
    expect(twice).toEqual([]);
  });
});
