import { createHmac } from 'node:crypto';

/** A keyed hash of the parts (never reversible without the secret): codes, addresses, numbers. */
export function hmac(secret: string, ...parts: string[]): string {
  return createHmac('sha256', secret).update(parts.join('\u0000')).digest('hex');
}
