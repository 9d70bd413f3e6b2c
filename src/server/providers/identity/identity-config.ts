import type { Market } from '../../../domain/markets/market';
import type { ArgosSettings } from './argos-identity';
import type { DojahSettings } from './dojah-identity';
import { given, type VendorSettings } from '../../settings/vendor-requirements';

/** Per market and check: the sandbox (development default) or the market's vendor. */
export interface IdentityConfig {
  /** BVN (and NIN) lookup in Nigeria, the CURP against RENAPO in Mexico. */
  lookup: Record<Market, 'sandbox' | 'vendor'>;
  /** Selfie liveness and face match. */
  liveness: Record<Market, 'sandbox' | 'vendor'>;
  dojah?: DojahSettings;
  argos?: ArgosSettings;
}

export const DEFAULT_IDENTITY: IdentityConfig = {
  lookup: { ng: 'sandbox', mx: 'sandbox' },
  liveness: { ng: 'sandbox', mx: 'sandbox' },
};

/** The vendor each market's setting names: Dojah for Nigeria, ARGOS Identity for Mexico (decisions 0046, 0047). */
export const MARKET_VENDOR: Record<Market, 'dojah' | 'argos'> = { ng: 'dojah', mx: 'argos' };

export const SETTING = {
  lookup: { ng: 'IDENTITY_NG', mx: 'IDENTITY_MX' },
  liveness: { ng: 'LIVENESS_NG', mx: 'LIVENESS_MX' },
} as const;

/**
 * IDENTITY_NG / LIVENESS_NG (sandbox | dojah), IDENTITY_MX / LIVENESS_MX (sandbox | argos) and the
 * vendors' credentials, from the settings as read. A market on its vendor without every credential
 * has been refused at start (settings/vendor-requirements.ts): a check that cannot authenticate
 * would only ever queue.
 */
export function readIdentityConfig(s: VendorSettings): IdentityConfig {
  const on = (v: string) => (v === 'sandbox' ? 'sandbox' : 'vendor');
  const config: IdentityConfig = {
    lookup: { ng: on(s.IDENTITY_NG), mx: on(s.IDENTITY_MX) },
    liveness: { ng: on(s.LIVENESS_NG), mx: on(s.LIVENESS_MX) },
  };
  if (config.lookup.ng === 'vendor' || config.liveness.ng === 'vendor') {
    config.dojah = {
      appId: given(s, 'DOJAH_APP_ID'),
      secretKey: given(s, 'DOJAH_SECRET_KEY'),
      baseUrl: s.DOJAH_BASE_URL,
    };
  }
  if (config.lookup.mx === 'vendor' || config.liveness.mx === 'vendor')
    config.argos = { apiKey: given(s, 'ARGOS_API_KEY'), baseUrl: s.ARGOS_BASE_URL };
  return config;
}
