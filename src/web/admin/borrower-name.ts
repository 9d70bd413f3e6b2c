import { fullName, type NameParts } from '../../domain/identity/name-match';
import type { Market } from '../../domain/markets/market';

export type NamedRow = { firstName: string | null; middleName?: string | null; lastName: string | null };

/**
 * A borrower's name in a console list, as their market writes it (decision 0092): Mexico
 * "Nombre(s) Paterno Materno". A row whose market is unknown reads in Nigeria's order.
 */
export function borrowerName(row: NamedRow, market: Market | null): string {
  if (!row.firstName && !row.lastName) return '—';
  const parts: NameParts = { firstName: row.firstName ?? '', middleName: row.middleName, lastName: row.lastName ?? '' };
  return fullName(parts, market ?? 'ng');
}
