import { ipList } from '../../../settings/address-list';
import { choice, custom, text, url, type SettingsShape } from '../../../settings/setting-types';

/**
 * The payment vendors' credentials and addresses, one area per vendor. A collection or payout
 * choice that uses a vendor makes some of its settings required (settings/vendor-requirements.ts);
 * the formats below are checked whenever a value is given.
 */
export const PAYSTACK_SETTINGS = {
  PAYSTACK_SECRET_KEY: text({
    doc: "Paystack secret key (checkouts and dedicated accounts when COLLECTION_VENDORS_NG names paystack, transfers with PAYOUTS_NG=paystack); it also signs Paystack's webhooks.",
    secret: true,
    pattern: /^sk_(test|live)_\w+$/,
    what: 'a Paystack secret key (sk_test_… or sk_live_…)',
  }),
  PAYSTACK_BASE_URL: url({ doc: 'Paystack API address.', default: 'https://api.paystack.co' }),
} satisfies SettingsShape;

export const FLUTTERWAVE_SETTINGS = {
  FLUTTERWAVE_SECRET_KEY: text({
    doc: 'Flutterwave secret key (payment links and virtual accounts when COLLECTION_VENDORS_NG names flutterwave, transfers with PAYOUTS_NG=flutterwave).',
    secret: true,
  }),
  FLUTTERWAVE_SECRET_HASH: text({
    doc: "The Flutterwave dashboard's webhook secret hash (`verif-hash`).",
    secret: true,
  }),
  FLUTTERWAVE_BASE_URL: url({ doc: 'Flutterwave API address.', default: 'https://api.flutterwave.com' }),
} satisfies SettingsShape;

export const MONNIFY_SETTINGS = {
  MONNIFY_API_KEY: text({
    doc: 'Monnify API key (reserved accounts, when COLLECTION_VENDORS_NG names monnify).',
    secret: true,
  }),
  MONNIFY_SECRET_KEY: text({ doc: "Monnify secret key; it also signs Monnify's webhooks.", secret: true }),
  MONNIFY_CONTRACT_CODE: text({ doc: 'Monnify contract code.' }),
  MONNIFY_BASE_URL: url({ doc: 'Monnify API address.', default: 'https://api.monnify.com' }),
} satisfies SettingsShape;

export const CONEKTA_SETTINGS = {
  CASH_NETWORK_MX: choice(['oxxo_pay', 'conekta_efectivo'], {
    doc: "Which processor issues Mexico's cash references (COLLECTIONS_MX=vendors), and so where the borrower pays them: `oxxo_pay` is Digital FEMSA's OXXO Pay (api.digitalfemsa.io; OXXO stores), `conekta_efectivo` is Conekta Efectivo (api.conekta.io; 7-Eleven, Círculo K, Farmacias del Ahorro and others, not OXXO). The borrower's screens name that network's stores (decision 0077).",
    default: 'oxxo_pay',
  }),
  CONEKTA_PRIVATE_KEY: text({
    doc: "The cash processor's private API key (Digital FEMSA or Conekta, as CASH_NETWORK_MX says; COLLECTIONS_MX=vendors).",
    secret: true,
  }),
  CONEKTA_WEBHOOK_PUBLIC_KEY: text({
    doc: "The PEM public key that checks the cash processor's webhook `digest` (`\\n` allowed for newlines).",
  }),
  CONEKTA_BASE_URL: url({
    doc: "The cash processor's API address; unset: https://api.digitalfemsa.io for oxxo_pay, https://api.conekta.io for conekta_efectivo.",
  }),
} satisfies SettingsShape;

const ips = (doc: string) => custom({ doc: `${doc} Comma-separated IP addresses.`, shown: 'unset', parse: ipList });

export const STP_SETTINGS = {
  STP_EMPRESA: text({
    doc: "Our cost centre's name at STP (`empresa`), for deposits (COLLECTIONS_MX=vendors) and payouts (PAYOUTS_MX=stp).",
    pattern: /^[A-Z0-9_]{1,15}$/,
    what: "the cost centre's name at STP (upper-case letters, digits, _; up to 15)",
  }),
  STP_PRIVATE_KEY: text({
    doc: "The cost centre's RSA private key in PEM that signs every request to STP (`\\n` allowed for newlines).",
    secret: true,
  }),
  STP_PRIVATE_KEY_PASSPHRASE: text({ doc: 'The passphrase of STP_PRIVATE_KEY, when it is encrypted.', secret: true }),
  STP_CLABE_PREFIX: text({
    doc: "Deposits: our cost centre's 10-digit CLABE prefix, from which each loan's CLABE is made.",
    pattern: /^646\d{7}$/,
    what: '10 digits starting with 646',
  }),
  STP_WEBHOOK_TOKEN: text({
    doc: 'Deposits: the token in the deposit-notification URL registered with STP (`/api/webhooks/stp?token=…`).',
    secret: true,
  }),
  STP_WEBHOOK_ALLOWED_IPS: ips(
    'Deposits: the addresses STP sends deposit notifications from; any other caller gets 403 (set TRUST_PROXY behind a proxy).',
  ),
  STP_BASE_URL: url({
    doc: "Deposits: STP's REST address where each notified deposit is re-checked against the received orders (decision 0041).",
    default: 'https://prod.stpmex.com/speiws/rest',
  }),
  STP_CUENTA_ORDENANTE: text({
    doc: 'Payouts: our 18-digit STP CLABE money leaves from (`cuentaOrdenante`).',
    pattern: /^646\d{15}$/,
    what: 'our 18-digit STP CLABE (646…)',
  }),
  STP_NOMBRE_ORDENANTE: text({ doc: "Payouts: the payer's name STP shows the receiving bank (`nombreOrdenante`)." }),
  STP_RFC_ORDENANTE: text({
    doc: "Payouts: the payer's RFC (`rfcCurpOrdenante`).",
    pattern: /^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/,
    what: 'an RFC (12 or 13 characters, upper case)',
  }),
  STP_CALLBACK_IPS: ips(
    'Payouts: the addresses STP calls our payout state-change callback (`POST /api/webhooks/stp-payouts`) from; any other caller gets 403 (set TRUST_PROXY behind a proxy).',
  ),
  STP_SPEI_BASE_URL: url({
    doc: 'Payouts: the STP host of `ordenPago/registra` (speiws).',
    default: 'https://prod.stpmex.com',
  }),
  STP_EFWS_BASE_URL: url({
    doc: 'The STP host of `consultaOrden` (efws), where each payout is re-queried, and of the daily conciliation of sent and received orders (decision 0076).',
    default: 'https://efws.stpmex.com',
  }),
} satisfies SettingsShape;
