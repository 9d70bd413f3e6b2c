import { choice, type SettingsShape } from '../../settings/setting-types';

/**
 * How each market collects repayments. The vendors' credentials are their own areas'
 * (payment-vendor-settings.ts); which a market on `vendors` needs is settings/vendor-requirements.ts.
 */
export const COLLECTIONS_SETTINGS = {
  COLLECTIONS_NG: choice(['sandbox', 'vendors'], {
    doc: 'How Nigeria collects repayments: `sandbox` (no money moves; pay at /sandbox/pay/<reference>) or `vendors` (Paystack, Flutterwave, Monnify: each one\'s credentials are then required).', default: 'sandbox',
  }),
  COLLECTIONS_MX: choice(['sandbox', 'vendors'], {
    doc: 'How Mexico collects repayments: `sandbox` or `vendors` (Conekta and STP: each one\'s credentials are then required).', default: 'sandbox',
  }),
} satisfies SettingsShape;
