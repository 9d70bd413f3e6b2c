import { formatBps } from '../../../domain/pricing/format-bps';

export type Disclosure = 'APR' | 'CAT';

/**
 * The yearly cost a market's law asks us to show: APR in Nigeria (two decimals), CAT in
 * Mexico (one decimal, as Banxico publishes it) — the same rounding the agreement prints.
 */
export function formatCost(disclosure: Disclosure, aprBps: number, catBps: number): string {
  return disclosure === 'CAT' ? formatBps(catBps, 1) : formatBps(aprBps);
}
