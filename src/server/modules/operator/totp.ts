import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Presta console';
const PERIOD = 30;

function totp(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret (RFC 4226's recommended length), base32 for authenticator apps. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secretBase32: string, email: string): string {
  return totp(secretBase32, email).toString();
}

/**
 * The time step of a valid code (one step of clock drift either way), or null. The caller
 * refuses a step not after the last accepted one, so a code is never used twice.
 */
export function verifyTotp(secretBase32: string, code: string, now: Date, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secretBase32, 'x').validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / 1000 / PERIOD) + delta;
  if (lastStep !== null && step <= lastStep) return null;
  return step;
}

/** The current code (tests and the browser test's authenticator stand-in). */
export function totpCode(secretBase32: string, now: Date): string {
  return totp(secretBase32, 'x').generate({ timestamp: now.getTime() });
}
