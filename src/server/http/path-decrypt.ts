import { createDecipheriv } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ENCRYPTED_SEGMENT, pathKey } from '../../domain/transport/path-cipher';

export const API_PREFIX = '/api';
/** Where a request whose path cannot be decrypted is sent, so it gets a clear envelope. */
export const BAD_PATH_ROUTE = '/api/__bad-path';

export type PathState = 'encrypted' | 'plain' | 'bad';
const STATE = Symbol('prestaPathState');

export function decryptPath(hex: string, packageName: string): string | null {
  if (!ENCRYPTED_SEGMENT.test(hex)) return null;
  try {
    const decipher = createDecipheriv('aes-128-ecb', pathKey(packageName), null);
    const plain = Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]).toString('utf8');
    // A wrong key can still unpad by chance; a real path is printable and starts with "/".
    return /^\/[\w\-/.]{1,200}$/.test(plain) ? plain : null;
  } catch {
    return null;
  }
}

/**
 * Decrypted paths by (packageName, ciphertext): a client sends the same few dozen calls over
 * and over, so the AES work is done once per pair. Bounded, since anyone can send garbage.
 */
const decrypted = new Map<string, string | null>();
const MAX_DECRYPTED = 5_000;

function decryptPathCached(hex: string, packageName: string): string | null {
  const key = `${packageName}\0${hex}`;
  const hit = decrypted.get(key);
  if (hit !== undefined) return hit;
  const plain = decryptPath(hex, packageName);
  if (decrypted.size >= MAX_DECRYPTED) decrypted.delete(decrypted.keys().next().value!);
  decrypted.set(key, plain);
  return plain;
}

/**
 * Fastify's rewriteUrl hook: `/api/<HEX>?t=…` becomes `/api/<plain path>?t=…` before routing,
 * so handlers are registered at their readable SPEC paths. Anything else passes unchanged.
 */
export function rewriteEncryptedUrl(req: IncomingMessage): string {
  const url = req.url ?? '/';
  if (!url.startsWith(`${API_PREFIX}/`)) return url;
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q);
  const segment = path.slice(API_PREFIX.length + 1);
  if (!/^[0-9A-Fa-f]+$/.test(segment) || segment.length < 32) {
    (req as unknown as Record<symbol, PathState>)[STATE] = 'plain';
    return url;
  }
  const header = req.headers.packagename;
  const packageName = Array.isArray(header) ? header[0] : header;
  const plain = packageName ? decryptPathCached(segment, packageName) : null;
  if (!plain) {
    (req as unknown as Record<symbol, PathState>)[STATE] = 'bad';
    return BAD_PATH_ROUTE;
  }
  (req as unknown as Record<symbol, PathState>)[STATE] = 'encrypted';
  return `${API_PREFIX}${plain}${query}`;
}

export function pathState(req: IncomingMessage): PathState {
  return (req as unknown as Record<symbol, PathState>)[STATE] ?? 'plain';
}
