import type { Market } from '../../../domain/markets/market';
import { CirculoDeCredito } from './circulo-de-credito';
import type { BureauConfig } from './bureau-config';
import type { CreditBureau } from './credit-bureau';
import { FirstCentral } from './firstcentral';

/** Each market's bureau, or null where none is consulted (BUREAU_<market>=off). */
export type Bureaus = Record<Market, CreditBureau | null>;

export function buildBureaus(config: BureauConfig, now: () => Date): Bureaus {
  return {
    ng: config.consult.ng && config.firstcentral ? new FirstCentral(config.firstcentral, now) : null,
    mx: config.consult.mx && config.circulo ? new CirculoDeCredito(config.circulo, now) : null,
  };
}
