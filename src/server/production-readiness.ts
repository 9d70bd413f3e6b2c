import { MARKETS, type Market } from '../domain/markets/market';
import { servedMarkets, type AppConfig } from './config';
import { buildIdentityVendors, type IdentityVendors } from './providers/identity/build-identity';
import { MARKET_VENDOR, SETTING as IDENTITY_SETTING } from './providers/identity/identity-config';
import { payoutVendors } from './providers/payments/build-payouts';
import { payoutProviderName, type PaymentsProvider } from './providers/payments/payments-provider';
import type { SmsConfig } from './providers/sms/sms-config';
import { StartRefused } from './settings/start-refused';

/** A sandbox this instance would use: what it stands in for, and the setting that replaces it. */
export interface SandboxInUse {
  area: string;
  setting: string;
}

export interface ReadinessInput {
  config: AppConfig;
  /** Who pays out: its name per currency is all that is read ('sandbox' or a vendor's). */
  payments: Pick<PaymentsProvider, 'name' | 'nameFor'>;
  /** Markets whose codes would go through no vendor (the sandbox, or no vendor configured). */
  smsMissing: readonly Market[];
  identity: IdentityVendors;
}

const MARKET_NAME = { ng: 'Nigeria', mx: 'Mexico' } as const;

/** Markets whose codes the SMS settings send through no vendor: the sandbox's, or a market given none. */
export function smsMarketsMissing(sms: SmsConfig): Market[] {
  return MARKETS.filter((m) => sms.provider !== 'vendors' || sms.order[m].length === 0);
}

/**
 * What the server would run on, read from the settings alone (main.ts checks it before it opens
 * the database, so a refused production start migrates nothing); buildApp checks the providers it
 * was given.
 */
export function readinessOfSettings(config: AppConfig): ReadinessInput {
  const vendors = payoutVendors(config);
  return {
    config,
    payments: { name: vendors.ng, nameFor: (currency) => vendors[currency === 'NGN' ? 'ng' : 'mx'] },
    smsMissing: smsMarketsMissing(config.sms),
    identity: buildIdentityVendors(config.identity),
  };
}

/**
 * Every sandbox this instance would run on, one line per area and served market (MARKETS): a market not served needs no
 * vendor.
 */
export function sandboxesInUse({ config, payments, smsMissing, identity }: ReadinessInput): SandboxInUse[] {
  const out: SandboxInUse[] = [];
  const payoutsOf = (currency: 'NGN' | 'MXN') => payoutProviderName(payments, currency);
  const each = (missing: (market: Market) => boolean, area: string, setting: (market: Market) => string) => {
    for (const market of servedMarkets(config))
      if (missing(market)) out.push({ area: `${area} (${MARKET_NAME[market]})`, setting: setting(market) });
  };
  each(
    (m) => smsMissing.includes(m),
    'SMS',
    (m) => `SMS_VENDORS_${m.toUpperCase()}`,
  );
  each(
    (m) => payoutsOf(m === 'ng' ? 'NGN' : 'MXN') === 'sandbox',
    'payouts',
    (m) => `PAYOUTS_${m.toUpperCase()}`,
  );
  each(
    (m) => (config.collections?.[m] ?? 'sandbox') === 'sandbox',
    'collections',
    (m) => `COLLECTIONS_${m.toUpperCase()}`,
  );
  each(
    (m) => identity[m].lookup.vendor === 'sandbox',
    'identity checks',
    (m) => `${IDENTITY_SETTING.lookup[m]}=${MARKET_VENDOR[m]}`,
  );
  each(
    (m) => identity[m].face.vendor === 'sandbox',
    'liveness and face match',
    (m) => `${IDENTITY_SETTING.liveness[m]}=${MARKET_VENDOR[m]}`,
  );
  return out;
}

const MARKET_BUREAU = { ng: 'firstcentral', mx: 'circulo' } as const;

/**
 * Served markets that would lend without a credit bureau: the lender must consult one (Nigeria's
 * Credit Reporting Act, Mexico's LRSIC) — here, or by its own channel, which it then states with
 * BUREAU_<market>=other-channel (decision 0100).
 */
export function marketsWithoutBureau(config: AppConfig): SandboxInUse[] {
  const bureau = config.bureau;
  return servedMarkets(config)
    .filter((m) => !bureau?.consult[m] && !bureau?.otherChannel[m])
    .map((m) => ({
      area: `credit bureau (${MARKET_NAME[m]})`,
      setting: `BUREAU_${m.toUpperCase()}=${MARKET_BUREAU[m]}, or BUREAU_${m.toUpperCase()}=other-channel`,
    }));
}

/**
 * Production fails closed: a sandbox "pays out" money that never left, hands out codes and
 * approves anyone's identity, so with NODE_ENV=production the server refuses to start while any
 * is in use, naming each setting to change; so does a served market that consults no bureau.
 */
export function assertProductionReady(input: ReadinessInput): void {
  if (input.config.mode !== 'production') return;
  const missing = sandboxesInUse(input);
  const noBureau = marketsWithoutBureau(input.config);
  if (!missing.length && !noBureau.length) return;
  // A StartRefused: main.ts prints it as one line naming the settings to change, without a stack trace.
  const parts = [
    ...(missing.length
      ? [`refuses the sandbox for ${missing.map((m) => `${m.area} (set ${m.setting})`).join(', ')}`]
      : []),
    ...(noBureau.length ? [`needs a ${noBureau.map((m) => `${m.area} (set ${m.setting})`).join(', ')}`] : []),
  ];
  const message = `NODE_ENV=production ${parts.join('; ')}`;
  throw new StartRefused([{ name: 'NODE_ENV', message }], message);
}
