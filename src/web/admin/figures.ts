import type { CurrencyCode } from '../../domain/markets/market';
import { formatMoney } from '../../domain/money/money';

/**
 * An amount as operators read it, through the domain's one formatter: always with its cents
 * ("₦2,000.00"), since a ledger line of ₦0.50 must not read as ₦0; '—' when there is none.
 */
export function money(minor: number | null | undefined, currency: CurrencyCode): string {
  return minor === null || minor === undefined ? '—' : formatMoney(minor, currency, { alwaysCents: true });
}
