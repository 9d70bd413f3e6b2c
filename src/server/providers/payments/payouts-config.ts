import { DEFAULT_PAYOUT_SANDBOX_DELAY_MS } from './sandbox-payments';

/** Who pays out in Nigeria: the sandbox, Paystack Transfers or Flutterwave Transfers (decisions 0033, 0034). */
export type NgPayoutProvider = 'sandbox' | 'paystack' | 'flutterwave';
/** Who pays out in Mexico: the sandbox or STP over SPEI (decision 0035). */
export type MxPayoutProvider = 'sandbox' | 'stp';

export interface PaystackTransfersSettings { secretKey: string; baseUrl: string }
export interface FlutterwaveTransfersSettings { secretKey: string; secretHash: string; baseUrl: string }
export interface StpPayoutsSettings {
  /** The cost centre's name at STP (`empresa`). */
  empresa: string;
  /** Our STP account (CLABE) money leaves from (`cuentaOrdenante`). */
  cuentaOrdenante: string;
  nombreOrdenante: string;
  rfcCurpOrdenante: string;
  /** The cost centre's RSA private key (PEM) that signs each order, and its passphrase if it has one. */
  privateKey: string;
  privateKeyPassphrase?: string;
  /** Where `ordenPago/registra` lives (STP's speiws host). */
  speiBaseUrl: string;
  /** Where `consultaOrden` lives (STP's efws host). */
  efwsBaseUrl: string;
  /** Addresses STP calls our state-change callback from; any other caller is refused. */
  callbackIps: string[];
}

export interface PayoutsConfig {
  ng?: NgPayoutProvider;
  mx?: MxPayoutProvider;
  /** The sandbox's payouts: pending this long, then succeeded. */
  sandboxDelayMs?: number;
  /** Bank codes the sandbox cannot pay. */
  sandboxUnsupportedBanks?: string[];
  paystack?: PaystackTransfersSettings;
  flutterwave?: FlutterwaveTransfersSettings;
  stp?: StpPayoutsSettings;
}

const DEFAULT_BASE_URLS = {
  paystack: 'https://api.paystack.co',
  flutterwave: 'https://api.flutterwave.com',
  stpSpei: 'https://prod.stpmex.com',
  stpEfws: 'https://efws.stpmex.com',
};

function oneOf<T extends string>(name: string, raw: string | undefined, allowed: readonly T[]): T {
  const value = (raw ?? '').trim();
  if (value === '') return allowed[0];
  if (!(allowed as readonly string[]).includes(value)) throw new Error(`${name} must be one of ${allowed.join(', ')}`);
  return value as T;
}

function url(name: string, raw: string | undefined, fallback: string): string {
  const value = raw?.trim() || fallback;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL`);
  return value;
}

function delay(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_PAYOUT_SANDBOX_DELAY_MS;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error('PAYOUT_SANDBOX_DELAY_MS must be a whole number of milliseconds ≥ 0');
  return n;
}

/**
 * PAYOUTS_NG (sandbox | paystack | flutterwave) and PAYOUTS_MX (sandbox | stp), each defaulting
 * to the sandbox (production refuses to start on it: production-readiness.ts), and the chosen
 * vendor's credentials. A vendor chosen without every credential fails at start, naming the
 * setting: a half-configured payout vendor would send money it cannot confirm.
 */
export function readPayoutsConfig(env: NodeJS.ProcessEnv): PayoutsConfig {
  const ng = oneOf('PAYOUTS_NG', env.PAYOUTS_NG, ['sandbox', 'paystack', 'flutterwave'] as const);
  const mx = oneOf('PAYOUTS_MX', env.PAYOUTS_MX, ['sandbox', 'stp'] as const);
  const need = (name: string, why: string) => {
    const v = env[name]?.trim();
    if (!v) throw new Error(`${name} must be set when ${why}`);
    return v;
  };
  const config: PayoutsConfig = {
    ng, mx,
    sandboxDelayMs: delay(env.PAYOUT_SANDBOX_DELAY_MS),
    sandboxUnsupportedBanks: (env.PAYOUT_SANDBOX_UNSUPPORTED_BANKS ?? '').split(',').map((c) => c.trim()).filter(Boolean),
  };
  if (ng === 'paystack') {
    config.paystack = { secretKey: need('PAYSTACK_SECRET_KEY', 'PAYOUTS_NG=paystack'), baseUrl: url('PAYSTACK_BASE_URL', env.PAYSTACK_BASE_URL, DEFAULT_BASE_URLS.paystack) };
    if (!/^sk_(test|live)_\w+$/.test(config.paystack.secretKey)) throw new Error('PAYSTACK_SECRET_KEY must be a Paystack secret key (sk_test_… or sk_live_…)');
  }
  if (ng === 'flutterwave') {
    config.flutterwave = {
      secretKey: need('FLUTTERWAVE_SECRET_KEY', 'PAYOUTS_NG=flutterwave'),
      secretHash: need('FLUTTERWAVE_SECRET_HASH', 'PAYOUTS_NG=flutterwave'),
      baseUrl: url('FLUTTERWAVE_BASE_URL', env.FLUTTERWAVE_BASE_URL, DEFAULT_BASE_URLS.flutterwave),
    };
  }
  if (mx === 'stp') {
    const why = 'PAYOUTS_MX=stp';
    const cuentaOrdenante = need('STP_CUENTA_ORDENANTE', why);
    if (!/^646\d{15}$/.test(cuentaOrdenante)) throw new Error('STP_CUENTA_ORDENANTE must be our 18-digit STP CLABE (646…)');
    const empresa = need('STP_EMPRESA', why);
    if (!/^[A-Z0-9_]{1,15}$/.test(empresa)) throw new Error('STP_EMPRESA must be the cost centre\'s name at STP (upper-case letters, digits, _; up to 15)');
    const privateKey = need('STP_PRIVATE_KEY', why).replace(/\\n/g, '\n');
    if (!privateKey.includes('PRIVATE KEY-----')) throw new Error('STP_PRIVATE_KEY must be the cost centre\'s RSA private key in PEM');
    const callbackIps = need('STP_CALLBACK_IPS', why).split(',').map((ip) => ip.trim()).filter(Boolean);
    for (const ip of callbackIps) if (!/^[\d.:a-fA-F]+$/.test(ip)) throw new Error('STP_CALLBACK_IPS must be a comma-separated list of IP addresses');
    config.stp = {
      empresa, cuentaOrdenante, privateKey, callbackIps,
      nombreOrdenante: need('STP_NOMBRE_ORDENANTE', why),
      rfcCurpOrdenante: need('STP_RFC_ORDENANTE', why),
      ...(env.STP_PRIVATE_KEY_PASSPHRASE ? { privateKeyPassphrase: env.STP_PRIVATE_KEY_PASSPHRASE } : {}),
      speiBaseUrl: url('STP_SPEI_BASE_URL', env.STP_SPEI_BASE_URL, DEFAULT_BASE_URLS.stpSpei),
      efwsBaseUrl: url('STP_EFWS_BASE_URL', env.STP_EFWS_BASE_URL, DEFAULT_BASE_URLS.stpEfws),
    };
  }
  return config;
}
