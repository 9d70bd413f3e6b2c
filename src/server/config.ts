import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { OTP_POLICY, type OtpPolicy } from './modules/security/otp';
import { readIdentityConfig, type IdentityConfig } from './providers/identity/identity-config';
import { readCollectionsConfig, type CollectionsConfig } from './providers/payments/collections-config';
import { DEFAULT_PAYOUT_SANDBOX_DELAY_MS } from './providers/payments/sandbox-payments';

export interface AppConfig {
  /** 'production' hides developer conveniences (the SMS outbox) and fails on missing secrets. */
  mode: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Secret for HMACs (OTP hashes, IP hashes). */
  secret: string;
  /** Key for encrypting national IDs and account numbers at rest (32 bytes, base64). */
  dataKey: string;
  sessionTtlDays: number;
  sms: { provider: 'sandbox' };
  /** Built SPA to serve at `/`, when present. */
  webDir?: string;
  version: string;
  logLevel: string;
  /** Serve call paths unencrypted too (local debugging only). */
  allowPlainPaths: boolean;
  seedDemo: boolean;
  /** Bearer token of the operator API; the API is off when unset. */
  adminToken?: string;
  otp: OtpPolicy;
  /** Uploaded files: where they are kept and the largest accepted; see `uploadSettings` for defaults. */
  uploads?: { dir?: string; maxBytes?: number };
  /** The sandbox payments provider's payouts; see `payoutSandboxSettings` for defaults. */
  payouts?: { sandboxDelayMs?: number; sandboxUnsupportedBanks?: string[] };
  /** Repayment collection per market: the sandbox (default) or the vendors, with their credentials. */
  collections?: CollectionsConfig;
  /** Identity lookup and liveness per market: the sandbox (default) or the vendor (Dojah, ARGOS). */
  identity?: IdentityConfig;
  /** Which proxy hops may set X-Forwarded-For (see `parseTrustProxy`); false: the socket's address is the client's. */
  trustProxy?: TrustProxy;
  /** How far a request's `t` may be from the server's clock, in seconds; see `DEFAULT_REQUEST_TIME_WINDOW_SECONDS`. */
  requestTimeWindowSeconds?: number;
  /** Identity photos one borrower may upload per hour; see `DEFAULT_UPLOADS_PER_USER_PER_HOUR`. */
  uploadsPerUserPerHour?: number;
}

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
  if (value === 'true') throw new Error('TRUST_PROXY=true would believe any client\'s X-Forwarded-For: give the hop count or the proxies\' addresses');
  return value.split(',').map((v) => v.trim()).filter(Boolean);
}

/** Fastify's option: a hop count becomes "trust the nearest N addresses", as proxy-addr reads a number. */
export function trustProxyOption(trust: TrustProxy | undefined): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust ?? false;
}

/**
 * 15 minutes either side: phones whose clock is set by hand drift by minutes, and a request
 * refused for its clock cannot be fixed by the borrower; 15 minutes is also the skew AWS
 * accepts on signed requests. It bounds how long a captured request URL stays usable.
 */
export const DEFAULT_REQUEST_TIME_WINDOW_SECONDS = 900;

/** Three photos plus retakes fit many times over; a client writing megabytes a second does not. */
export const DEFAULT_UPLOADS_PER_USER_PER_HOUR = 20;

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number`);
  return n;
}

/** 5 MB: a phone photo at full resolution fits; anything bigger is refused before it is decoded. */
export const DEFAULT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

function positiveBytes(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_UPLOAD_MAX_BYTES;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n <= 0) throw new Error('UPLOAD_MAX_BYTES must be a positive whole number of bytes');
  return n;
}

export function uploadSettings(config: AppConfig): { dir: string; maxBytes: number } {
  return {
    dir: config.uploads?.dir ?? join(config.dataDir, 'uploads'),
    maxBytes: config.uploads?.maxBytes ?? DEFAULT_UPLOAD_MAX_BYTES,
  };
}

function nonNegativeMs(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_PAYOUT_SANDBOX_DELAY_MS;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error('PAYOUT_SANDBOX_DELAY_MS must be a whole number of milliseconds ≥ 0');
  return n;
}

export function payoutSandboxSettings(config: AppConfig): { delayMs: number; unsupportedBanks: string[] } {
  return {
    delayMs: config.payouts?.sandboxDelayMs ?? DEFAULT_PAYOUT_SANDBOX_DELAY_MS,
    unsupportedBanks: config.payouts?.sandboxUnsupportedBanks ?? [],
  };
}

/**
 * Secrets for a developer machine: made once and kept in the data folder so restarts keep
 * sessions and encrypted data readable. Production must pass them in the environment.
 */
function localSecret(dataDir: string, name: string): string {
  const file = join(dataDir, `.${name}`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(32).toString('base64');
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const need = (name: string) => {
    const v = env[name];
    if (v) return v;
    if (mode === 'production') throw new Error(`${name} must be set in production`);
    return localSecret(dataDir, name.toLowerCase());
  };
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return {
    mode,
    port: Number(env.PORT ?? 3000),
    // Loopback unless told otherwise: the demo's SMS outbox hands out codes to whoever can reach it.
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    secret: need('APP_SECRET'),
    dataKey: need('DATA_KEY'),
    sessionTtlDays: Number(env.SESSION_TTL_DAYS ?? 30),
    sms: { provider: 'sandbox' },
    webDir: resolve(env.WEB_DIR ?? './dist/web'),
    version: pkg.version,
    logLevel: env.LOG_LEVEL ?? 'info',
    allowPlainPaths: env.ALLOW_PLAIN_PATHS === '1' && mode !== 'production',
    seedDemo: env.SEED_DEMO !== '0',
    adminToken: env.ADMIN_TOKEN || undefined,
    // The per-network limit is configurable: a carrier NAT or an office shares one address.
    otp: {
      ...OTP_POLICY,
      perIpPerHour: Number(env.OTP_PER_IP_PER_HOUR ?? OTP_POLICY.perIpPerHour),
      resendSeconds: Number(env.OTP_RESEND_SECONDS ?? OTP_POLICY.resendSeconds),
    },
    uploads: {
      dir: resolve(env.UPLOAD_DIR ?? join(dataDir, 'uploads')),
      maxBytes: positiveBytes(env.UPLOAD_MAX_BYTES),
    },
    payouts: {
      sandboxDelayMs: nonNegativeMs(env.PAYOUT_SANDBOX_DELAY_MS),
      sandboxUnsupportedBanks: (env.PAYOUT_SANDBOX_UNSUPPORTED_BANKS ?? '').split(',').map((c) => c.trim()).filter(Boolean),
    },
    collections: readCollectionsConfig(env),
    identity: readIdentityConfig(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    requestTimeWindowSeconds: positiveInt('REQUEST_TIME_WINDOW_SECONDS', env.REQUEST_TIME_WINDOW_SECONDS, DEFAULT_REQUEST_TIME_WINDOW_SECONDS),
    uploadsPerUserPerHour: positiveInt('UPLOADS_PER_USER_PER_HOUR', env.UPLOADS_PER_USER_PER_HOUR, DEFAULT_UPLOADS_PER_USER_PER_HOUR),
  };
}
