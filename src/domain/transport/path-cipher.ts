import { encryptEcbPkcs7 } from './aes128';

/**
 * The request-path rule (see docs/decisions/0001-path-encryption.md): the key is
 * the packageName padded on the right with "0" to 16 characters, or cut to 16 when longer;
 * the path is AES-128-ECB/PKCS#7 encrypted and sent as upper-case hex after /api/.
 *
 * This hides call names from casual inspection; it is not a security boundary (the key is
 * public). Authentication and authorization never depend on it.
 */
export function pathKey(packageName: string): Uint8Array {
  const text = packageName.length >= 16 ? packageName.slice(0, 16) : packageName.padEnd(16, '0');
  return new TextEncoder().encode(text).subarray(0, 16);
}

export function encryptPath(path: string, packageName: string): string {
  const bytes = encryptEcbPkcs7(pathKey(packageName), new TextEncoder().encode(path));
  let hex = '';
  for (const b of bytes) hex += b.toString(16).padStart(2, '0');
  return hex.toUpperCase();
}

/** Upper-case hex of whole AES blocks: what an encrypted path segment looks like. */
export const ENCRYPTED_SEGMENT = /^(?:[0-9A-F]{32})+$/;
