import type { Market } from '../../../domain/markets/market';
import { given, type VendorSettings } from '../../settings/vendor-requirements';
import { circuloPrivateKey, circuloPublicKey } from './circulo-signature';
import type { CirculoSettings } from './circulo-de-credito';
import type { FirstCentralSettings } from './firstcentral';

/** Per market: no consultation, or the market's bureau (decisions 0097, 0098, 0099). */
export interface BureauConfig {
  consult: Record<Market, boolean>;
  /** BUREAU_<market>=other-channel: the lender consults and reports outside this product (decision 0100). */
  otherChannel: Record<Market, boolean>;
  callsPerMinute: number;
  callsPerBorrowerPerDay: number;
  circulo?: CirculoSettings;
  firstcentral?: FirstCentralSettings;
}

export const DEFAULT_BUREAU: BureauConfig = {
  consult: { ng: false, mx: false },
  otherChannel: { ng: false, mx: false },
  callsPerMinute: 60,
  callsPerBorrowerPerDay: 5,
};

/**
 * BUREAU_NG / BUREAU_MX and the bureaus' credentials, from the settings as read. A market on its
 * bureau without every credential has been refused at start (settings/vendor-requirements.ts),
 * as has a key that does not load: a consultation that cannot authenticate would only ever queue.
 */
export function readBureauConfig(
  s: VendorSettings & { BUREAU_CALLS_PER_MINUTE: number; BUREAU_CALLS_PER_BORROWER_PER_DAY: number },
): BureauConfig {
  const config: BureauConfig = {
    consult: { ng: s.BUREAU_NG === 'firstcentral', mx: s.BUREAU_MX === 'circulo' },
    otherChannel: { ng: s.BUREAU_NG === 'other-channel', mx: s.BUREAU_MX === 'other-channel' },
    callsPerMinute: s.BUREAU_CALLS_PER_MINUTE,
    callsPerBorrowerPerDay: s.BUREAU_CALLS_PER_BORROWER_PER_DAY,
  };
  if (config.consult.mx) {
    config.circulo = {
      username: given(s, 'CIRCULO_USERNAME'),
      password: given(s, 'CIRCULO_PASSWORD'),
      apiKey: given(s, 'CIRCULO_API_KEY'),
      privateKey: circuloPrivateKey(given(s, 'CIRCULO_PRIVATE_KEY')),
      publicKey: circuloPublicKey(given(s, 'CIRCULO_PUBLIC_KEY')),
      baseUrl: s.CIRCULO_BASE_URL,
    };
  }
  if (config.consult.ng) {
    config.firstcentral = {
      username: given(s, 'FIRSTCENTRAL_USERNAME'),
      password: given(s, 'FIRSTCENTRAL_PASSWORD'),
      productId: s.FIRSTCENTRAL_PRODUCT_ID,
      baseUrl: s.FIRSTCENTRAL_BASE_URL,
    };
  }
  return config;
}
