import { describe, expect, it } from 'vitest';
import { entryAssets } from '../bench/bundle-budget';
import { rawGet } from './support/raw-get';
import { server } from './support/server';

/**
 * The built app as the real server sends it (the server global-setup starts, serving dist/web):
 * what a phone on a slow network actually downloads, header by header.
 */
describe('the built web app on the wire', () => {
  it('sends index.html brotli-compressed and never cached without revalidation', async () => {
    const res = await rawGet(`${server().baseUrl}/`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body.toString()).toContain('<div id="root">');
  });

  it('sends every entry script and stylesheet compressed (brotli, or gzip when only that is accepted) and immutable for a year', async () => {
    const html = (await rawGet(`${server().baseUrl}/`)).body.toString();
    const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
    const assets = [...entryAssets(html), ...styles];
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) {
      const url = new URL(asset, `${server().baseUrl}/`).href;
      const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.status, asset).toBe(200);
      expect(br.headers['content-encoding'], asset).toBe('br');
      expect(br.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      expect(br.headers.vary, asset).toMatch(/accept-encoding/i);
      const gz = await rawGet(url, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding'], asset).toBe('gzip');
      expect(gz.body.equals(br.body), asset).toBe(true);
      expect(br.wire.length, asset).toBeLessThan(br.body.length);
    }
  });
});
