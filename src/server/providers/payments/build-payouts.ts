import type { Market } from '../../../domain/markets/market';
import { payoutSandboxSettings, type AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import type { PaymentsProvider } from './payments-provider';
import { PayoutsRouter } from './payouts-router';
import { SandboxPayments } from './sandbox-payments';
import { FlutterwaveTransfers } from './vendors/flutterwave-transfers';
import { PaystackTransfers } from './vendors/paystack-transfers';
import { StpPayouts } from './vendors/stp-payouts';

/**
 * Each market's payout provider from configuration (PAYOUTS_NG, PAYOUTS_MX): the sandbox by
 * default, a vendor when chosen (readPayoutsConfig has refused one without its credentials).
 * Production refuses to start while a served market is on the sandbox (production-readiness.ts);
 * a market not served keeps the sandbox, which nothing of it reaches (its calls are refused).
 */
export function buildPayouts(config: AppConfig, db: Db, clock: Clock): PaymentsProvider {
  const p = config.payouts ?? {};
  const vendor = payoutVendors(config);
  let sandbox: SandboxPayments | null = null;
  const sandboxed = () => {
    const { delayMs, unsupportedBanks } = payoutSandboxSettings(config);
    sandbox ??= new SandboxPayments({ db, clock, payoutDelayMs: delayMs, unsupportedBanks });
    return sandbox;
  };
  const ng =
    vendor.ng === 'paystack' && p.paystack
      ? new PaystackTransfers(p.paystack)
      : vendor.ng === 'flutterwave' && p.flutterwave
        ? new FlutterwaveTransfers(p.flutterwave)
        : sandboxed();
  const mx = vendor.mx === 'stp' && p.stp ? new StpPayouts(p.stp, db, clock) : sandboxed();
  return ng === mx ? ng : new PayoutsRouter({ ng, mx });
}

/** Who pays each market out, from the settings alone: a vendor chosen with its credentials, else the sandbox. */
export function payoutVendors(config: AppConfig): Record<Market, 'paystack' | 'flutterwave' | 'stp' | 'sandbox'> {
  const p = config.payouts ?? {};
  return {
    ng: (p.ng === 'paystack' && p.paystack) || (p.ng === 'flutterwave' && p.flutterwave) ? p.ng : 'sandbox',
    mx: p.mx === 'stp' && p.stp ? 'stp' : 'sandbox',
  };
}
