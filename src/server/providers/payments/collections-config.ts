import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { isIP } from 'node:net';
import { hmacHex } from './webhooks/webhook-auth';
import type { WebhookKeys } from './webhooks/webhook-parse';

/** Per market: the sandbox (default) or the real vendors of that market. */
export type CollectionsMode = 'sandbox' | 'vendors';

export interface VendorCredentials {
  paystack?: { secretKey: string; baseUrl: string };
  flutterwave?: { secretKey: string; secretHash: string; baseUrl: string };
  monnify?: { apiKey: string; secretKey: string; contractCode: string; baseUrl: string };
  conekta?: { privateKey: string; webhookPublicKey: string; baseUrl: string };
  /**
   * Our STP cost-centre CLABE prefix (646 + plaza + our 4 digits = 10 digits), the webhook URL
   * token, the addresses STP notifies from, and what every deposit is re-checked with: our
   * empresa, the cost centre's private key, STP's REST base.
   */
  stp?: { clabePrefix: string; webhookToken: string; allowedIps: string[]; empresa: string; privateKey: string; privateKeyPassphrase?: string; baseUrl: string };
}

export interface CollectionsConfig {
  ng: CollectionsMode;
  mx: CollectionsMode;
  vendors: VendorCredentials;
}

export const DEFAULT_COLLECTIONS: CollectionsConfig = { ng: 'sandbox', mx: 'sandbox', vendors: {} };

const BASE_URLS = {
  paystack: 'https://api.paystack.co',
  flutterwave: 'https://api.flutterwave.com',
  monnify: 'https://api.monnify.com',
  conekta: 'https://api.conekta.io',
  stp: 'https://prod.stpmex.com/speiws/rest',
};

function mode(raw: string | undefined, name: string): CollectionsMode {
  if (raw === undefined || raw === '' || raw === 'sandbox') return 'sandbox';
  if (raw === 'vendors') return 'vendors';
  throw new Error(`${name} must be "sandbox" or "vendors"`);
}

/**
 * Reads COLLECTIONS_NG / COLLECTIONS_MX and the vendors' credentials. A market set to
 * `vendors` must have every credential of its vendors: a half-configured vendor would take
 * money it cannot confirm, so it fails at start instead.
 */
export function readCollectionsConfig(env: NodeJS.ProcessEnv): CollectionsConfig {
  const ng = mode(env.COLLECTIONS_NG, 'COLLECTIONS_NG');
  const mx = mode(env.COLLECTIONS_MX, 'COLLECTIONS_MX');
  const need = (name: string) => {
    const v = env[name];
    if (!v) throw new Error(`${name} must be set when the market's collections use the vendors`);
    return v;
  };
  const vendors: VendorCredentials = {};
  if (ng === 'vendors') {
    vendors.paystack = { secretKey: need('PAYSTACK_SECRET_KEY'), baseUrl: env.PAYSTACK_BASE_URL || BASE_URLS.paystack };
    vendors.flutterwave = {
      secretKey: need('FLUTTERWAVE_SECRET_KEY'), secretHash: need('FLUTTERWAVE_SECRET_HASH'), baseUrl: env.FLUTTERWAVE_BASE_URL || BASE_URLS.flutterwave,
    };
    vendors.monnify = {
      apiKey: need('MONNIFY_API_KEY'), secretKey: need('MONNIFY_SECRET_KEY'), contractCode: need('MONNIFY_CONTRACT_CODE'),
      baseUrl: env.MONNIFY_BASE_URL || BASE_URLS.monnify,
    };
  }
  if (mx === 'vendors') {
    vendors.conekta = {
      privateKey: need('CONEKTA_PRIVATE_KEY'), webhookPublicKey: need('CONEKTA_WEBHOOK_PUBLIC_KEY').replace(/\\n/g, '\n'),
      baseUrl: env.CONEKTA_BASE_URL || BASE_URLS.conekta,
    };
    const clabePrefix = need('STP_CLABE_PREFIX');
    if (!/^646\d{7}$/.test(clabePrefix)) throw new Error('STP_CLABE_PREFIX must be 10 digits starting with 646');
    const privateKey = need('STP_PRIVATE_KEY').replace(/\\n/g, '\n');
    const privateKeyPassphrase = env.STP_PRIVATE_KEY_PASSPHRASE || undefined;
    try {
      createPrivateKey(privateKeyPassphrase ? { key: privateKey, passphrase: privateKeyPassphrase } : privateKey);
    } catch {
      throw new Error('STP_PRIVATE_KEY must be the cost centre\'s RSA private key in PEM (with STP_PRIVATE_KEY_PASSPHRASE if it is encrypted)');
    }
    const allowedIps = need('STP_WEBHOOK_ALLOWED_IPS').split(',').map((ip) => ip.trim()).filter(Boolean);
    if (allowedIps.length === 0 || allowedIps.some((ip) => !isIP(ip))) throw new Error('STP_WEBHOOK_ALLOWED_IPS must be a comma-separated list of IP addresses');
    vendors.stp = {
      clabePrefix, webhookToken: need('STP_WEBHOOK_TOKEN'), allowedIps, empresa: need('STP_EMPRESA'), privateKey, privateKeyPassphrase,
      baseUrl: env.STP_BASE_URL || BASE_URLS.stp,
    };
  }
  return { ng, mx, vendors };
}

/** What the sandbox signs with, in the vendors' own schemes. Derived from the app secret; the Conekta key pair lives per process. */
export interface SandboxSigningKeys extends WebhookKeys {
  conektaWebhookPrivateKey: string;
}

let sandboxRsa: { publicKey: string; privateKey: string } | null = null;

export function sandboxSigningKeys(appSecret: string): SandboxSigningKeys {
  sandboxRsa ??= generateKeyPairSync('rsa', {
    modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
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
    flutterwaveSecretHash: config.ng === 'vendors' && v.flutterwave ? v.flutterwave.secretHash : sandbox.flutterwaveSecretHash,
    monnifyClientSecret: config.ng === 'vendors' && v.monnify ? v.monnify.secretKey : sandbox.monnifyClientSecret,
    conektaWebhookPublicKey: config.mx === 'vendors' && v.conekta ? v.conekta.webhookPublicKey : sandbox.conektaWebhookPublicKey,
    stpWebhookToken: config.mx === 'vendors' && v.stp ? v.stp.webhookToken : sandbox.stpWebhookToken,
    stpAllowedIps: config.mx === 'vendors' && v.stp ? v.stp.allowedIps : null,
  };
}
