import { choice, list, wholeNumber, type SettingsShape } from '../../settings/setting-types';
import { DEFAULT_PAYOUT_SANDBOX_DELAY_MS } from './sandbox-payments';

/**
 * Who pays out in each market (decisions 0033–0035) and the sandbox's own behaviour. The chosen
 * vendor's credentials are its own area's (payment-vendor-settings.ts); which of them a choice
 * needs is settings/vendor-requirements.ts.
 */
export const PAYOUTS_SETTINGS = {
  PAYOUTS_NG: choice(['sandbox', 'paystack', 'flutterwave'], {
    doc: 'Who pays out in Nigeria: `sandbox` (no money moves; production refuses it), `paystack` (Paystack Transfers, decision 0033; OTP-less transfers must be enabled on the account) or `flutterwave` (Flutterwave Transfers v3, decision 0034).',
    default: 'sandbox',
  }),
  PAYOUTS_MX: choice(['sandbox', 'stp'], {
    doc: 'Who pays out in Mexico: `sandbox` (no money moves; production refuses it) or `stp` (SPEI orders through STP, decision 0035).',
    default: 'sandbox',
  }),
  PAYOUT_SANDBOX_DELAY_MS: wholeNumber({
    doc: 'How long a sandbox payout stays pending before it succeeds (`0`: at once).',
    min: 0,
    max: 86_400_000,
    default: DEFAULT_PAYOUT_SANDBOX_DELAY_MS,
    unit: 'milliseconds',
  }),
  PAYOUT_SANDBOX_UNSUPPORTED_BANKS: list({ doc: 'Bank codes the sandbox cannot pay (`account_unsupported`).' }),
} satisfies SettingsShape;
