import { given, pem, type VendorSettings } from '../../settings/vendor-requirements';

/** Who pays out in Nigeria: the sandbox, Paystack Transfers or Flutterwave Transfers (decisions 0033, 0034). */
export type NgPayoutProvider = 'sandbox' | 'paystack' | 'flutterwave';
/** Who pays out in Mexico: the sandbox or STP over SPEI (decision 0035). */
export type MxPayoutProvider = 'sandbox' | 'stp';

export interface PaystackTransfersSettings {
  secretKey: string;
  baseUrl: string;
}
export interface FlutterwaveTransfersSettings {
  secretKey: string;
  secretHash: string;
  baseUrl: string;
}
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

/**
 * The payout choice of each market and the chosen vendor's credentials, from the settings as read
 * (types and formats checked by the schema; a vendor chosen without its credentials has been
 * refused by settings/vendor-requirements.ts, naming the setting). Production refuses the sandbox
 * (production-readiness.ts).
 */
export function readPayoutsConfig(s: VendorSettings): PayoutsConfig {
  const config: PayoutsConfig = {
    ng: s.PAYOUTS_NG,
    mx: s.PAYOUTS_MX,
    sandboxDelayMs: s.PAYOUT_SANDBOX_DELAY_MS,
    sandboxUnsupportedBanks: s.PAYOUT_SANDBOX_UNSUPPORTED_BANKS,
  };
  if (s.PAYOUTS_NG === 'paystack')
    config.paystack = { secretKey: given(s, 'PAYSTACK_SECRET_KEY'), baseUrl: s.PAYSTACK_BASE_URL };
  if (s.PAYOUTS_NG === 'flutterwave') {
    config.flutterwave = {
      secretKey: given(s, 'FLUTTERWAVE_SECRET_KEY'),
      secretHash: given(s, 'FLUTTERWAVE_SECRET_HASH'),
      baseUrl: s.FLUTTERWAVE_BASE_URL,
    };
  }
  if (s.PAYOUTS_MX === 'stp') {
    config.stp = {
      empresa: given(s, 'STP_EMPRESA'),
      cuentaOrdenante: given(s, 'STP_CUENTA_ORDENANTE'),
      privateKey: pem(given(s, 'STP_PRIVATE_KEY')),
      callbackIps: given(s, 'STP_CALLBACK_IPS'),
      nombreOrdenante: given(s, 'STP_NOMBRE_ORDENANTE'),
      rfcCurpOrdenante: given(s, 'STP_RFC_ORDENANTE'),
      ...(s.STP_PRIVATE_KEY_PASSPHRASE ? { privateKeyPassphrase: s.STP_PRIVATE_KEY_PASSPHRASE } : {}),
      speiBaseUrl: s.STP_SPEI_BASE_URL,
      efwsBaseUrl: s.STP_EFWS_BASE_URL,
    };
  }
  return config;
}
