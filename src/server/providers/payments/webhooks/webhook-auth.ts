import { createHmac, verify } from 'node:crypto';

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
