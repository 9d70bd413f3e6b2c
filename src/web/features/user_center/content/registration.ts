import type { Market } from '../../../../domain/markets/market';
import type { CustomerServiceData } from './content-vars';

/**
 * The lender's registration number in the market, as the deployment's settings hold it
 * (decision 0078): the FCCPC's in Nigeria, CONDUSEF's SIPRES in Mexico. Null when not set (or
 * from an answer cached before the field existed), and then no text claims a registration.
 */
export function lenderRegistration(
  market: Market,
  service: Pick<CustomerServiceData, 'registrations'> | undefined,
): string | null {
  const r = service?.registrations;
  if (!r) return null;
  return (market === 'ng' ? r.fccpc : r.condusef) || null;
}
