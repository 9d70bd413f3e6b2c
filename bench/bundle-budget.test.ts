import { describe, expect, it } from 'vitest';
import { entryAssets } from './bundle-budget';

describe('entry asset discovery', () => {
  it('counts module scripts and modulepreloads, not lazy chunks or styles', () => {
    const html = `<script type="module" crossorigin src="./assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="./assets/vendor-b.js">
      <link rel="stylesheet" href="./assets/index.css">`;
    expect(entryAssets(html)).toEqual(['./assets/index-a.js', './assets/vendor-b.js']);
  });
});
