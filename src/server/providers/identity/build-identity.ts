import type { Market } from '../../../domain/markets/market';
import { ArgosFaceCheck } from './argos-face';
import { ArgosIdentity } from './argos-identity';
import { DojahFaceCheck } from './dojah-face';
import { DojahIdentity } from './dojah-identity';
import { DEFAULT_IDENTITY, MARKET_VENDOR, SETTING, type IdentityConfig } from './identity-config';
import type { MarketIdentityProviders } from './identity-provider';
import { SandboxFaceCheck, SandboxIdentityLookup } from './sandbox-identity';

export type IdentityVendors = Record<Market, MarketIdentityProviders>;

/** Each market's lookup and face check: its vendor where the settings say so, else the sandbox. */
export function buildIdentityVendors(config: IdentityConfig | undefined): IdentityVendors {
  const c = config ?? DEFAULT_IDENTITY;
  const sandbox = { lookup: new SandboxIdentityLookup(), face: new SandboxFaceCheck() };
  return {
    ng: {
      lookup: c.lookup.ng === 'vendor' && c.dojah ? new DojahIdentity(c.dojah) : sandbox.lookup,
      face: c.liveness.ng === 'vendor' && c.dojah ? new DojahFaceCheck(c.dojah) : sandbox.face,
    },
    mx: {
      lookup: c.lookup.mx === 'vendor' && c.argos ? new ArgosIdentity(c.argos) : sandbox.lookup,
      face: c.liveness.mx === 'vendor' && c.argos ? new ArgosFaceCheck(c.argos) : sandbox.face,
    },
  };
}

/**
 * The settings a production server lacks, as KEY=value: a market whose identity or liveness check
 * is still the sandbox (which answers "match" for anyone) cannot verify a borrower.
 */
export function sandboxIdentitySettings(vendors: IdentityVendors): string[] {
  const missing: string[] = [];
  for (const market of ['ng', 'mx'] as const) {
    if (vendors[market].lookup.vendor === 'sandbox') missing.push(`${SETTING.lookup[market]}=${MARKET_VENDOR[market]}`);
    if (vendors[market].face.vendor === 'sandbox') missing.push(`${SETTING.liveness[market]}=${MARKET_VENDOR[market]}`);
  }
  return missing;
}
