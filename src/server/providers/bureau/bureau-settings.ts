import { choice, text, url, wholeNumber, type SettingsShape } from '../../settings/setting-types';

/**
 * Which bureau each market consults before deciding (decisions 0099, 0100). `off` is for trying
 * the product out: production refuses it for a served market. `other-channel` is the lender's
 * statement that it consults and reports by a channel outside this product (decision 0100).
 */
export const BUREAU_SETTINGS = {
  BUREAU_NG: choice(['off', 'firstcentral', 'other-channel'], {
    doc:
      'Credit bureau consulted before deciding in Nigeria: `firstcentral`; `other-channel` (the lender consults and reports to the bureaus by a channel outside this product: nothing is consulted or asked here); ' +
      'or `off` (no consultation, no authorisation asked; refused with NODE_ENV=production while Nigeria is served).',
    default: 'off',
  }),
  BUREAU_MX: choice(['off', 'circulo', 'other-channel'], {
    doc:
      'Credit bureau consulted before deciding in Mexico: `circulo` (Círculo de Crédito); `other-channel` (the lender consults and reports to the bureaus by a channel outside this product: nothing is consulted or asked here); ' +
      'or `off` (no consultation, no authorisation asked; refused with NODE_ENV=production while Mexico is served).',
    default: 'off',
  }),
  BUREAU_CALLS_PER_MINUTE: wholeNumber({
    doc: 'Consultations all instances together may send to one bureau per minute (each is billed; the bureaus throttle).',
    min: 1,
    max: 10_000,
    default: 60,
  }),
  BUREAU_CALLS_PER_BORROWER_PER_DAY: wholeNumber({
    doc: 'Consultations about one borrower per day: retries of an outage count, so a stuck order cannot run up the bill.',
    min: 1,
    max: 100,
    default: 5,
  }),
} satisfies SettingsShape;

export const CIRCULO_SETTINGS = {
  CIRCULO_USERNAME: text({ doc: 'Círculo de Crédito API user (`username` header).' }),
  CIRCULO_PASSWORD: text({ doc: 'Círculo de Crédito API password (`password` header).', secret: true }),
  CIRCULO_API_KEY: text({
    doc: 'Círculo de Crédito developer-portal application key (`x-api-key` header).',
    secret: true,
  }),
  CIRCULO_PRIVATE_KEY: text({
    doc: 'Our EC private key in PEM (its certificate is registered at Círculo de Crédito): signs each request (`x-signature`).',
    secret: true,
  }),
  CIRCULO_PUBLIC_KEY: text({
    doc: "Círculo de Crédito's EC public key or certificate in PEM (from its developer portal): checks each answer's `x-signature`.",
  }),
  CIRCULO_BASE_URL: url({
    doc: 'Círculo de Crédito API address (its sandbox is under `/sandbox`).',
    default: 'https://services.circulodecredito.com.mx',
  }),
} satisfies SettingsShape;

export const FIRSTCENTRAL_SETTINGS = {
  FIRSTCENTRAL_USERNAME: text({ doc: 'FirstCentral subscriber user name (the `login` call).' }),
  FIRSTCENTRAL_PASSWORD: text({ doc: 'FirstCentral subscriber password (the `login` call).', secret: true }),
  FIRSTCENTRAL_PRODUCT_ID: text({
    doc: 'FirstCentral product of the consumer report the membership includes (`ProductID`).',
    default: '45',
  }),
  FIRSTCENTRAL_BASE_URL: url({
    doc: 'FirstCentral REST API address.',
    default: 'https://online.firstcentralcreditbureau.com/firstcentralrestv2',
  }),
} satisfies SettingsShape;
