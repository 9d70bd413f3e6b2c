import { list, wholeNumber, type SettingsShape } from '../../settings/setting-types';
import { DEFAULT_PAYOUT_SANDBOX_DELAY_MS } from './sandbox-payments';

/** The sandbox payments provider's payouts (no money moves). */
export const PAYOUT_SANDBOX_SETTINGS = {
  PAYOUT_SANDBOX_DELAY_MS: wholeNumber({
    doc: 'How long a sandbox payout stays pending before it succeeds (`0`: at once).', min: 0, max: 86_400_000, default: DEFAULT_PAYOUT_SANDBOX_DELAY_MS, unit: 'milliseconds',
  }),
  PAYOUT_SANDBOX_UNSUPPORTED_BANKS: list({ doc: 'Bank codes the sandbox cannot pay (`account_unsupported`).' }),
} satisfies SettingsShape;
