import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { developmentScripts, entryAssets } from './bundle-budget';

describe('entry asset discovery', () => {
  it('counts every script, modulepreload and stylesheet index.html references, not lazy chunks', () => {
    const html = `<script async src="./assets/boot-c.js"></script>
      <script type="module" crossorigin src="./assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="./assets/vendor-b.js">
      <link rel="stylesheet" crossorigin href="./assets/index.css">
      <link rel="icon" href="data:image/svg+xml,x">`;
    expect(entryAssets(html)).toEqual([
      'assets/boot-c.js',
      'assets/index-a.js',
      'assets/vendor-b.js',
      'assets/index.css',
    ]);
  });
});

describe('production build check', () => {
  it('names the scripts built as development code, and only those', () => {
    const web = mkdtempSync(join(tmpdir(), 'budget-'));
    try {
      mkdirSync(join(web, 'assets'));
      writeFileSync(
        join(web, 'assets', 'screen-dev.js'),
        'return (0,x.jsxDEV)(l,{title:n},void 0,!1,{fileName:S},this)',
      );
      writeFileSync(join(web, 'assets', 'react-dev.js'), '/** @license React react-dom.development.js */');
      writeFileSync(join(web, 'assets', 'screen-prod.js'), 'return (0,x.jsx)(l,{title:n})');
      writeFileSync(join(web, 'assets', 'style.css'), '.jsxDEV{}');
      expect(developmentScripts(web).sort()).toEqual(['react-dev.js', 'screen-dev.js']);
    } finally {
      rmSync(web, { recursive: true, force: true });
    }
  });
});
