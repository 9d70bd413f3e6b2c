import type { AppConfig } from './config';
import type { PaymentsProvider } from './providers/payments/payments-provider';

/** A sandbox this instance would use: what it stands in for, and the setting that replaces it. */
export interface SandboxInUse {
  area: string;
  setting: string;
}

export interface ReadinessInput {
  config: AppConfig;
  payments: PaymentsProvider;
  sms: { sandbox: boolean };
}

/**
 * Every sandbox this instance would run on. Each area adds its line here (SMS, payouts,
 * collections; liveness and identity checks come with their vendors).
 */
export function sandboxesInUse({ config, payments, sms }: ReadinessInput): SandboxInUse[] {
  const out: SandboxInUse[] = [];
  const payoutsOf = (currency: 'NGN' | 'MXN') => payments.nameFor?.(currency) ?? payments.name;
  if (payoutsOf('NGN') === 'sandbox') out.push({ area: 'payouts (Nigeria)', setting: 'PAYOUTS_NG' });
  if (payoutsOf('MXN') === 'sandbox') out.push({ area: 'payouts (Mexico)', setting: 'PAYOUTS_MX' });
  if ((config.collections?.ng ?? 'sandbox') === 'sandbox') out.push({ area: 'collections (Nigeria)', setting: 'COLLECTIONS_NG' });
  if ((config.collections?.mx ?? 'sandbox') === 'sandbox') out.push({ area: 'collections (Mexico)', setting: 'COLLECTIONS_MX' });
  if (sms.sandbox) out.push({ area: 'SMS', setting: 'SMS_PROVIDER' });
  return out;
}

/**
 * Production fails closed: a sandbox "pays out" money that never left and hands out codes, so
 * with NODE_ENV=production the server refuses to start while any is in use, naming each
 * setting to change.
 */
export function assertProductionReady(input: ReadinessInput): void {
  if (input.config.mode !== 'production') return;
  const missing = sandboxesInUse(input);
  if (!missing.length) return;
  throw new Error(`NODE_ENV=production refuses the sandbox for ${missing.map((m) => `${m.area} (set ${m.setting})`).join(', ')}`);
}
