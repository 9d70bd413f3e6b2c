import type { Market } from '../../../domain/markets/market';
import type { ArgosSettings } from './argos-identity';
import type { DojahSettings } from './dojah-identity';

/** Per market and check: the sandbox (development default) or the market's vendor. */
export interface IdentityConfig {
  /** BVN (and NIN) lookup in Nigeria, the CURP against RENAPO in Mexico. */
  lookup: Record<Market, 'sandbox' | 'vendor'>;
  /** Selfie liveness and face match. */
  liveness: Record<Market, 'sandbox' | 'vendor'>;
  dojah?: DojahSettings;
  argos?: ArgosSettings;
}

export const DEFAULT_IDENTITY: IdentityConfig = { lookup: { ng: 'sandbox', mx: 'sandbox' }, liveness: { ng: 'sandbox', mx: 'sandbox' } };

/** The vendor each market's setting names: Dojah for Nigeria, ARGOS Identity for Mexico (decisions 0046, 0047). */
export const MARKET_VENDOR: Record<Market, 'dojah' | 'argos'> = { ng: 'dojah', mx: 'argos' };

export const SETTING = {
  lookup: { ng: 'IDENTITY_NG', mx: 'IDENTITY_MX' },
  liveness: { ng: 'LIVENESS_NG', mx: 'LIVENESS_MX' },
} as const;

const BASE_URLS = { dojah: 'https://api.dojah.io', argos: 'https://idverify-api.argosidentity.com' };

function mode(env: NodeJS.ProcessEnv, name: string, vendor: string): 'sandbox' | 'vendor' {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '' || raw === 'sandbox') return 'sandbox';
  if (raw === vendor) return 'vendor';
  throw new Error(`${name} must be "sandbox" or "${vendor}"`);
}

function baseUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL`);
  return raw;
}

/**
 * Reads IDENTITY_NG / LIVENESS_NG (sandbox | dojah), IDENTITY_MX / LIVENESS_MX (sandbox | argos)
 * and the vendors' credentials. A market on its vendor needs every credential of it: a check that
 * cannot authenticate would only ever queue, so it fails at start, naming the setting.
 */
export function readIdentityConfig(env: NodeJS.ProcessEnv): IdentityConfig {
  const config: IdentityConfig = {
    lookup: { ng: mode(env, SETTING.lookup.ng, 'dojah'), mx: mode(env, SETTING.lookup.mx, 'argos') },
    liveness: { ng: mode(env, SETTING.liveness.ng, 'dojah'), mx: mode(env, SETTING.liveness.mx, 'argos') },
  };
  const need = (name: string, why: string) => {
    const v = env[name]?.trim();
    if (!v) throw new Error(`${name} must be set when ${why}`);
    return v;
  };
  if (config.lookup.ng === 'vendor' || config.liveness.ng === 'vendor') {
    const why = 'IDENTITY_NG or LIVENESS_NG is dojah';
    config.dojah = { appId: need('DOJAH_APP_ID', why), secretKey: need('DOJAH_SECRET_KEY', why), baseUrl: baseUrl(env, 'DOJAH_BASE_URL', BASE_URLS.dojah) };
  }
  if (config.lookup.mx === 'vendor' || config.liveness.mx === 'vendor') {
    config.argos = { apiKey: need('ARGOS_API_KEY', 'IDENTITY_MX or LIVENESS_MX is argos'), baseUrl: baseUrl(env, 'ARGOS_BASE_URL', BASE_URLS.argos) };
  }
  return config;
}
