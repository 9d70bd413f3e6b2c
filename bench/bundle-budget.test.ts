import { describe, expect, it } from 'vitest';
import { entryAssets } from './bundle-budget';

describe('entry asset discovery', () => {
  it('counts every script, modulepreload and stylesheet index.html references, not lazy chunks', () => {
    const html = `<script async src="./assets/boot-c.js"></script>
      <script type="module" crossorigin src="./assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="./assets/vendor-b.js">
      <link rel="stylesheet" crossorigin href="./assets/index.css">
      <link rel="icon" href="data:image/svg+xml,x">`;
    expect(entryAssets(html)).toEqual(['assets/boot-c.js', 'assets/index-a.js', 'assets/vendor-b.js', 'assets/index.css']);
  });
});
