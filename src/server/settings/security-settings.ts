import { custom, text, wholeNumber, type SettingsOf, type SettingsShape } from './setting-types';
import { DEFAULT_SCRYPT_COST } from './scrypt-cost';
import { OTP_POLICY } from './otp-policy';

/** Fastify's `trustProxy`: a hop count or the addresses (IPs, CIDRs) of the proxies in front of us. */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY: unset (trust no header: the socket's address is the client's), a number of
 * proxy hops in front of the app (e.g. `1` behind one load balancer), or a comma-separated
 * list of proxy addresses/CIDRs. `true` (believe anyone's X-Forwarded-For) is refused: it
 * lets one client pose as any number of networks and pass the per-network OTP limit.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true')
    throw new Error(
      "TRUST_PROXY=true would believe any client's X-Forwarded-For: give the hop count or the proxies' addresses",
    );
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/**
 * 15 minutes either side: phones whose clock is set by hand drift by minutes, and a request
 * refused for its clock cannot be fixed by the borrower; 15 minutes is also the skew AWS
 * accepts on signed requests. It bounds how long a captured request URL stays usable.
 */
export const DEFAULT_REQUEST_TIME_WINDOW_SECONDS = 900;

/** Three photos plus retakes fit many times over; a client writing megabytes a second does not. */
export const DEFAULT_UPLOADS_PER_USER_PER_HOUR = 20;

/** Below this N production refuses to start: operator passwords must stay costly to guess offline. */
export const MIN_PRODUCTION_SCRYPT_N = 16_384;
/** The automation key's shortest length in production: its entropy, not a lockout, stops guessing. */
export const MIN_ADMIN_TOKEN_LENGTH = 32;

/** Limits and trust: what a borrower, a network or a proxy may do. */
export const SECURITY_SETTINGS = {
  TRUST_PROXY: custom({
    doc: 'Proxy hops allowed to set `X-Forwarded-For`: a hop count (`1` behind one load balancer) or their addresses/CIDRs, comma-separated; unset trusts none, and `true` is refused.',
    shown: 'unset',
    parse: parseTrustProxy,
  }),
  REQUEST_TIME_WINDOW_SECONDS: wholeNumber({
    doc: "How far a request's `t` may be from the server's clock before it is refused with code 400106.",
    min: 1,
    max: 86_400,
    default: DEFAULT_REQUEST_TIME_WINDOW_SECONDS,
    unit: 'seconds',
  }),
  SESSION_TTL_DAYS: wholeNumber({ doc: 'Borrower session lifetime.', min: 1, max: 3650, default: 30, unit: 'days' }),
  OTP_PER_IP_PER_HOUR: wholeNumber({
    doc: 'Verification codes one network may request per hour.',
    min: 1,
    max: 1_000_000,
    default: OTP_POLICY.perIpPerHour,
  }),
  OTP_RESEND_SECONDS: wholeNumber({
    doc: 'Wait before another code to the same number from the same network (decision 0072).',
    min: 1,
    max: 3600,
    default: OTP_POLICY.resendSeconds,
    unit: 'seconds',
  }),
  PUBLIC_CALLS_PER_NETWORK_PER_MINUTE: wholeNumber({
    doc: 'Calls without a session one network may make per minute (a carrier NAT shares one address: raise it rather than turn it off).',
    min: 1,
    max: 1_000_000,
    default: 300,
  }),
  SIGN_INS_PER_NETWORK_PER_10_MINUTES: wholeNumber({
    doc: "Sign-ups, logins and number look-ups one network may make per 10 minutes (and 10 per number from each network: one network's calls never refuse another's).",
    min: 1,
    max: 1_000_000,
    default: 100,
  }),
  UPLOADS_PER_USER_PER_HOUR: wholeNumber({
    doc: 'Identity photos one borrower may send per hour, refused ones included.',
    min: 1,
    max: 10_000,
    default: DEFAULT_UPLOADS_PER_USER_PER_HOUR,
  }),
  // securitySettingProblems adds the rule that needs the mode (N ≥ 16384 in production).
  OPERATOR_SCRYPT_N: wholeNumber({
    doc: `scrypt cost N of new operator password hashes, at least ${MIN_PRODUCTION_SCRYPT_N} in production.`,
    min: 1024,
    max: 1_048_576,
    default: DEFAULT_SCRYPT_COST.N,
    also: { test: (n) => (n & (n - 1)) === 0, what: 'a power of two' },
  }),
  OPERATOR_SCRYPT_R: wholeNumber({
    doc: 'scrypt block size r of new operator password hashes.',
    min: 1,
    max: 32,
    default: DEFAULT_SCRYPT_COST.r,
  }),
  OPERATOR_SCRYPT_P: wholeNumber({
    doc: 'scrypt parallelism p of new operator password hashes.',
    min: 1,
    max: 16,
    default: DEFAULT_SCRYPT_COST.p,
  }),
  ADMIN_TOKEN: text({
    doc: `The automation key: a bearer token for scripts on /api/admin, acting with role \`automation\`; unset, no bearer opens it; at least ${MIN_ADMIN_TOKEN_LENGTH} characters in production (e.g. \`openssl rand -hex 32\`). A network sending 10 wrong keys in 15 minutes is refused (429) for the rest of the window.`,
    secret: true,
  }),
} satisfies SettingsShape;

/** The rules of this area that need the mode; each answer names its setting (never its value when secret). */
export function securitySettingProblems(
  s: SettingsOf<typeof SECURITY_SETTINGS> & { NODE_ENV: string },
): { name: string; message: string }[] {
  if (s.NODE_ENV !== 'production') return [];
  const out: { name: string; message: string }[] = [];
  if (s.OPERATOR_SCRYPT_N < MIN_PRODUCTION_SCRYPT_N)
    out.push({
      name: 'OPERATOR_SCRYPT_N',
      message: `OPERATOR_SCRYPT_N must be at least ${MIN_PRODUCTION_SCRYPT_N} in production (got "${s.OPERATOR_SCRYPT_N}")`,
    });
  if (s.ADMIN_TOKEN && s.ADMIN_TOKEN.length < MIN_ADMIN_TOKEN_LENGTH) {
    out.push({
      name: 'ADMIN_TOKEN',
      message: `ADMIN_TOKEN must have at least ${MIN_ADMIN_TOKEN_LENGTH} characters in production (e.g. openssl rand -hex 32)`,
    });
  }
  return out;
}
