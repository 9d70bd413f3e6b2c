import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are already compressed. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/**
 * Writes `<file>.br` (brotli, maximum quality) and `<file>.gz` (gzip level 9) beside every
 * compressible file of a built folder, so the server sends compressed bytes without spending
 * CPU per request. A variant is kept only when it is smaller than the original.
 */
export function precompressDir(dir: string): { file: string; br?: number; gz?: number }[] {
  const out: { file: string; br?: number; gz?: number }[] = [];
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const raw = readFileSync(file);
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    const entry: { file: string; br?: number; gz?: number } = { file };
    if (br.length < raw.length) {
      writeFileSync(`${file}.br`, br);
      entry.br = br.length;
    }
    if (gz.length < raw.length) {
      writeFileSync(`${file}.gz`, gz);
      entry.gz = gz.length;
    }
    out.push(entry);
  }
  return out;
}

/** Vite plugin: precompress the whole output folder once the bundle is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'presta-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
