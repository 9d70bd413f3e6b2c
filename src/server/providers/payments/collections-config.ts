import { generateKeyPairSync } from 'node:crypto';
import { given, ngCollects, pem, type VendorSettings } from '../../settings/vendor-requirements';
import type { CashNetwork } from '../../../domain/markets/payment-methods';
import type { NgCollectionVendor } from './collections-settings';
import { CASH_PROCESSORS } from './vendors/conekta-collections';
import { hmacHex } from './webhooks/webhook-auth';
import type { WebhookKeys } from './webhooks/webhook-parse';

/** Per market: the sandbox (default) or the real vendors of that market. */
export type CollectionsMode = 'sandbox' | 'vendors';

export interface VendorCredentials {
  paystack?: { secretKey: string; baseUrl: string };
  flutterwave?: { secretKey: string; secretHash: string; baseUrl: string };
  monnify?: { apiKey: string; secretKey: string; contractCode: string; baseUrl: string };
  /**
   * The cash processor (Digital FEMSA's OXXO Pay or Conekta Efectivo): one Conekta-shaped orders API (decision 0077).
   */
  conekta?: { privateKey: string; webhookPublicKey: string; baseUrl: string; network: CashNetwork };
  /**
   * Our STP cost-centre CLABE prefix (646 + plaza + our 4 digits = 10 digits), the webhook URL
   * token, the addresses STP notifies from, and what every deposit is re-checked with: our
   * empresa, the cost centre's private key, STP's REST base.
   */
  stp?: {
    clabePrefix: string;
    webhookToken: string;
    allowedIps: string[];
    empresa: string;
    privateKey: string;
    privateKeyPassphrase?: string;
    baseUrl: string;
    efwsBaseUrl: string;
  };
}

export interface CollectionsConfig {
  ng: CollectionsMode;
  mx: CollectionsMode;
  /** Nigeria's vendors on `vendors` (COLLECTION_VENDORS_NG); all three when absent. */
  ngVendors?: readonly NgCollectionVendor[];
  vendors: VendorCredentials;
}

export const DEFAULT_COLLECTIONS: CollectionsConfig = { ng: 'sandbox', mx: 'sandbox', vendors: {} };

/**
 * COLLECTIONS_NG / COLLECTIONS_MX and the vendors' credentials, from the settings as read. A
 * market on `vendors` without every credential of its vendors has been refused at start
 * (settings/vendor-requirements.ts): a half-configured vendor would take money it cannot confirm.
 */
export function readCollectionsConfig(s: VendorSettings): CollectionsConfig {
  const vendors: VendorCredentials = {};
  // Only the vendors the lender named: one contract is enough to collect in Nigeria.
  if (ngCollects(s, 'paystack'))
    vendors.paystack = { secretKey: given(s, 'PAYSTACK_SECRET_KEY'), baseUrl: s.PAYSTACK_BASE_URL };
  if (ngCollects(s, 'flutterwave')) {
    vendors.flutterwave = {
      secretKey: given(s, 'FLUTTERWAVE_SECRET_KEY'),
      secretHash: given(s, 'FLUTTERWAVE_SECRET_HASH'),
      baseUrl: s.FLUTTERWAVE_BASE_URL,
    };
  }
  if (ngCollects(s, 'monnify')) {
    vendors.monnify = {
      apiKey: given(s, 'MONNIFY_API_KEY'),
      secretKey: given(s, 'MONNIFY_SECRET_KEY'),
      contractCode: given(s, 'MONNIFY_CONTRACT_CODE'),
      baseUrl: s.MONNIFY_BASE_URL,
    };
  }
  if (s.COLLECTIONS_MX === 'vendors') {
    const network = s.CASH_NETWORK_MX;
    vendors.conekta = {
      privateKey: given(s, 'CONEKTA_PRIVATE_KEY'),
      webhookPublicKey: pem(given(s, 'CONEKTA_WEBHOOK_PUBLIC_KEY')),
      baseUrl: s.CONEKTA_BASE_URL ?? CASH_PROCESSORS[network].baseUrl,
      network,
    };
    vendors.stp = {
      clabePrefix: given(s, 'STP_CLABE_PREFIX'),
      webhookToken: given(s, 'STP_WEBHOOK_TOKEN'),
      allowedIps: given(s, 'STP_WEBHOOK_ALLOWED_IPS'),
      empresa: given(s, 'STP_EMPRESA'),
      privateKey: pem(given(s, 'STP_PRIVATE_KEY')),
      privateKeyPassphrase: s.STP_PRIVATE_KEY_PASSPHRASE,
      baseUrl: s.STP_BASE_URL,
      efwsBaseUrl: s.STP_EFWS_BASE_URL,
    };
  }
  return { ng: s.COLLECTIONS_NG, mx: s.COLLECTIONS_MX, ngVendors: s.COLLECTION_VENDORS_NG, vendors };
}

/**
 * What the sandbox signs with, in the vendors' own schemes. Derived from the app secret; the Conekta key pair lives per
 * process.
 */
export interface SandboxSigningKeys extends WebhookKeys {
  conektaWebhookPrivateKey: string;
}

let sandboxRsa: { publicKey: string; privateKey: string } | null = null;

export function sandboxSigningKeys(appSecret: string): SandboxSigningKeys {
  sandboxRsa ??= generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const derive = (label: string) => hmacHex('sha256', appSecret, `sandbox-collections:${label}`);
  return {
    paystackSecretKey: `sk_test_${derive('paystack')}`,
    flutterwaveSecretHash: derive('flutterwave'),
    monnifyClientSecret: derive('monnify'),
    conektaWebhookPublicKey: sandboxRsa.publicKey,
    conektaWebhookPrivateKey: sandboxRsa.privateKey,
    stpWebhookToken: derive('stp'),
    stpAllowedIps: null,
  };
}

/** The keys the webhook routes check: a market on the vendors uses theirs, a sandbox market the sandbox's. */
export function webhookKeys(config: CollectionsConfig, sandbox: SandboxSigningKeys): WebhookKeys {
  const v = config.vendors;
  return {
    paystackSecretKey: config.ng === 'vendors' && v.paystack ? v.paystack.secretKey : sandbox.paystackSecretKey,
    flutterwaveSecretHash:
      config.ng === 'vendors' && v.flutterwave ? v.flutterwave.secretHash : sandbox.flutterwaveSecretHash,
    monnifyClientSecret: config.ng === 'vendors' && v.monnify ? v.monnify.secretKey : sandbox.monnifyClientSecret,
    conektaWebhookPublicKey:
      config.mx === 'vendors' && v.conekta ? v.conekta.webhookPublicKey : sandbox.conektaWebhookPublicKey,
    stpWebhookToken: config.mx === 'vendors' && v.stp ? v.stp.webhookToken : sandbox.stpWebhookToken,
    stpAllowedIps: config.mx === 'vendors' && v.stp ? v.stp.allowedIps : null,
  };
}
