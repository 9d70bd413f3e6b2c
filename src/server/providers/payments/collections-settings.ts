import { choice, text, type SettingsShape } from '../../settings/setting-types';

const url = { pattern: /^https?:\/\/\S+$/, what: 'an http(s) URL' };

/**
 * How each market collects repayments, and its vendors' credentials. Which credentials a
 * market on `vendors` needs is checked by readCollectionsConfig (collections-config.ts).
 */
export const COLLECTIONS_SETTINGS = {
  COLLECTIONS_NG: choice(['sandbox', 'vendors'], {
    doc: 'How Nigeria collects repayments: `sandbox` (no money moves; pay at /sandbox/pay/<reference>) or `vendors` (Paystack, Flutterwave, Monnify: each credential below is then required).', default: 'sandbox',
  }),
  COLLECTIONS_MX: choice(['sandbox', 'vendors'], {
    doc: 'How Mexico collects repayments: `sandbox` or `vendors` (Conekta and STP: each credential below is then required).', default: 'sandbox',
  }),
  PAYSTACK_SECRET_KEY: text({ doc: 'Nigeria on vendors: Paystack secret key (checkouts, dedicated accounts; also signs its webhooks).', secret: true }),
  PAYSTACK_BASE_URL: text({ doc: 'Paystack API address.', default: 'https://api.paystack.co', ...url }),
  FLUTTERWAVE_SECRET_KEY: text({ doc: 'Nigeria on vendors: Flutterwave secret key (payment links, OTP, virtual accounts).', secret: true }),
  FLUTTERWAVE_SECRET_HASH: text({ doc: 'Nigeria on vendors: the dashboard\'s webhook `verif-hash`.', secret: true }),
  FLUTTERWAVE_BASE_URL: text({ doc: 'Flutterwave API address.', default: 'https://api.flutterwave.com', ...url }),
  MONNIFY_API_KEY: text({ doc: 'Nigeria on vendors: Monnify API key (reserved accounts).', secret: true }),
  MONNIFY_SECRET_KEY: text({ doc: 'Nigeria on vendors: Monnify secret key; also signs its webhooks.', secret: true }),
  MONNIFY_CONTRACT_CODE: text({ doc: 'Nigeria on vendors: Monnify contract code.' }),
  MONNIFY_BASE_URL: text({ doc: 'Monnify API address.', default: 'https://api.monnify.com', ...url }),
  CONEKTA_PRIVATE_KEY: text({ doc: 'Mexico on vendors: Conekta private key (OXXO references).', secret: true }),
  CONEKTA_WEBHOOK_PUBLIC_KEY: text({ doc: 'Mexico on vendors: the PEM public key that checks Conekta\'s webhook `digest` (`\\n` allowed for newlines).' }),
  CONEKTA_BASE_URL: text({ doc: 'Conekta API address.', default: 'https://api.conekta.io', ...url }),
  STP_CLABE_PREFIX: text({ doc: 'Mexico on vendors: our STP cost centre\'s 10-digit CLABE prefix.', pattern: /^646\d{7}$/, what: '10 digits starting with 646' }),
  STP_WEBHOOK_TOKEN: text({ doc: 'Mexico on vendors: the token in the deposit-notification URL registered with STP (`/api/webhooks/stp?token=…`).', secret: true }),
} satisfies SettingsShape;
