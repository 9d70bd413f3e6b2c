import { createHash, createHmac, timingSafeEqual, verify } from 'node:crypto';

/**
 * Compares a secret value an attacker controls with the one we expect without leaking, through
 * timing, how many leading characters matched. Both sides are hashed first so their lengths are
 * equal (timingSafeEqual needs that) and the length of the expected value does not leak either.
 */
export function safeEqual(received: string | undefined, expected: string): boolean {
  if (received === undefined || received === '' || expected === '') return false;
  const a = createHash('sha256').update(received).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export function hmacHex(algorithm: 'sha512' | 'sha256', secret: string, rawBody: Buffer | string): string {
  return createHmac(algorithm, secret).update(rawBody).digest('hex');
}

/** RSA-SHA256 over the raw body with the vendor's public key (PEM); the signature base64. */
export function rsaSha256Valid(rawBody: Buffer, signatureB64: string | undefined, publicKeyPem: string): boolean {
  if (!signatureB64) return false;
  try {
    return verify('sha256', rawBody, publicKeyPem, Buffer.from(signatureB64, 'base64'));
  } catch {
    return false;
  }
}

/** A header's single value (Node joins repeats into arrays for some names). */
export function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}
