import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite's build.assetsDir: every file in it carries a content hash in its name. */
const ASSETS_DIR = 'assets';

/**
 * Cache policy of a built file: Vite's hashed assets never change under their name, so a year
 * and `immutable` (no revalidation on reload); anything else — index.html, the service worker
 * (sw.js) and the manifests above all — must be revalidated so a deploy is picked up at once.
 */
export function cacheControlFor(webDir: string, path: string): string {
  const hashed = relative(webDir, path).split(sep)[0] === ASSETS_DIR;
  return hashed ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the built web app. Files go out precompressed (brotli, else gzip, else identity, by
 * the request's accept-encoding) with `vary: accept-encoding` so caches keep the variants apart.
 * @fastify/static's own cache-control is off: it would overwrite ours with `max-age=0`.
 */
export async function registerWebStatic(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  if (!webDir || !existsSync(join(webDir, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: webDir,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('cache-control', cacheControlFor(webDir, path));
      res.setHeader('vary', 'accept-encoding');
    },
  });
}
