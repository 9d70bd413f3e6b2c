import { createHash, timingSafeEqual } from 'node:crypto';

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
