import { z } from 'zod';

/** Console lists page by key (the last row's id), never by offset: page 1000 costs what page 1 does. */
export const PAGE_SIZE = 50;

export const pageQuery = z.object({ after: z.coerce.number().int().positive().optional() });

/**
 * Rows were fetched with PAGE_SIZE + 1: the extra one only says whether another page exists.
 * The next cursor is the last row's id, or what `cursorOf` makes of it for a list keyed otherwise.
 */
export function page<T extends { id: number }, C = number>(
  rows: T[],
  cursorOf: (last: T) => C = (last) => last.id as C,
): { items: T[]; next: C | null } {
  const items = rows.slice(0, PAGE_SIZE);
  return { items, next: rows.length > PAGE_SIZE ? cursorOf(items[items.length - 1]) : null };
}

/** The last four characters behind bullets: enough to match a document, not to use it. */
export function mask(value: string | null | undefined): string | null {
  if (!value) return null;
  return `${'•'.repeat(Math.max(0, Math.min(8, value.length - 4)))}${value.slice(-4)}`;
}
