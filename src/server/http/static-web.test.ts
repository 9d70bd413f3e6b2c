import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../../../e2e/support/raw-get';
import { precompressDir } from '../../../tools/precompress';
import { registerWebStatic } from './static-web';

let dir: string;
let app: FastifyInstance;
let base: string;
const script = `export const text = ${JSON.stringify('a compressible line of text\n'.repeat(200))};\n`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'presta-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>x</title>${'<p>hello</p>'.repeat(100)}`);
  writeFileSync(join(dir, 'assets', 'index-AbCd1234.js'), script);
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'manifest-com.presta.mx.webmanifest'), '{"start_url":"./?app=com.presta.mx"}');
  precompressDir(dir);
  app = Fastify();
  await registerWebStatic(app, dir);
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serving the built web app over HTTP', () => {
  it('sends a hashed asset as brotli when asked, immutable for a year, varying on accept-encoding', async () => {
    const res = await rawGet(`${base}/assets/index-AbCd1234.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.wire.length).toBeLessThan(script.length / 5);
    expect(Number(res.headers['content-length'])).toBe(res.wire.length);
    expect(res.body.toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await rawGet(`${base}/assets/index-AbCd1234.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.toString()).toBe(script);
    const plain = await rawGet(`${base}/assets/index-AbCd1234.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(script);
  });

  it('sends index.html (at / too) compressed and always revalidated', async () => {
    for (const path of ['/', '/index.html']) {
      const res = await rawGet(`${base}${path}`, { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body.toString()).toBe(readFileSync(join(dir, 'index.html'), 'utf8'));
    }
  });

  it("sends the offline shell's worker as a script from the root (scope /), always revalidated, so a deploy is seen at once", async () => {
    const res = await rawGet(`${base}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("sends each app's manifest as a web app manifest, revalidated", async () => {
    const res = await rawGet(`${base}/manifest-com.presta.mx.webmanifest`);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
