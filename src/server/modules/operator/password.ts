import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { ScryptCost } from '../../settings/scrypt-cost';

const KEY_BYTES = 32;

function derive(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_BYTES,
      { ...opts, maxmem: 256 * (opts.N ?? 16_384) * (opts.r ?? 8) },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$key` (base64url), so the parameters can be raised without breaking old hashes. */
export async function hashPassword(password: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password nobody knows: verifying against it costs the same as a real one. */
const decoys = new Map<string, Promise<string>>();
export function decoyHash(cost: ScryptCost): Promise<string> {
  const id = `${cost.N}/${cost.r}/${cost.p}`;
  let decoy = decoys.get(id);
  if (!decoy) decoys.set(id, (decoy = hashPassword(randomBytes(24).toString('base64url'), cost)));
  return decoy;
}

export const ONE_TIME_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * 20 characters, each drawn uniformly (randomInt rejects the bytes a modulo would bias) from 55 letters without
 * look-alikes (~115 bits).
 */
export function oneTimePassword(): string {
  return Array.from({ length: 20 }, () => ONE_TIME_ALPHABET[randomInt(ONE_TIME_ALPHABET.length)]).join('');
}

/** Operators choose passwords of at least 12 characters (NIST SP 800-63B: length over composition). */
export const MIN_PASSWORD_LENGTH = 12;
