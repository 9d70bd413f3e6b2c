/**
 * Paystack's list calls as the fakes serve them (https://paystack.com/docs/api/pagination/):
 * `page` from 1, `perPage` default 50, `from`/`to` as ISO 8601 date-times or dates (the List
 * Transactions examples `2016-09-24T00:00:05.000Z`, `2016-09-21`), newest first, and
 * `meta.{total, skipped, perPage, page, pageCount}`. Paystack documents no maximum page size and
 * no answer to a malformed one: the fake refuses a page size beyond 100 and a malformed date or
 * number with 400 (decision 0074, assumed). The window selects by creation, both ends included
 * (assumed).
 */
export const FAKE_PAYSTACK_MAX_PER_PAGE = 100;
const DEFAULT_PER_PAGE = 50;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** A `from`/`to` value: the instant, undefined when absent, null when Paystack would not read it. */
function instant(value: string | undefined): Date | undefined | null {
  if (value === undefined || value === '') return undefined;
  const day = DATE.test(value) ? value : DATE_TIME.exec(value)?.[1];
  if (!day) return null;
  const at = new Date(DATE.test(value) ? `${value}T00:00:00Z` : value);
  // 2026-02-30 and the like: a real calendar day only.
  if (Number.isNaN(at.getTime()) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) return null;
  return at;
}

function whole(value: string | undefined, fallback: number): number | null {
  if (value === undefined) return fallback;
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

export type PageAnswer<T> =
  | {
      ok: true;
      data: T[];
      selected: T[];
      meta: { total: number; skipped: number; perPage: number; page: number; pageCount: number };
    }
  | { ok: false; message: string };

/**
 * One page of `items` (each with its creation time) within the query's `from`/`to`, newest
 * first (ties: the higher id first), with every item the query selects; or why Paystack would
 * refuse the query.
 */
export function paystackPage<T extends { id: number; created_at: string }>(
  items: readonly T[],
  query: Record<string, string | undefined>,
): PageAnswer<T> {
  const from = instant(query.from);
  const to = instant(query.to);
  if (from === null || to === null)
    return { ok: false, message: 'Invalid date format. Use ISO 8601, e.g. 2016-09-24T00:00:05.000Z or 2016-09-21' };
  const perPage = whole(query.perPage, DEFAULT_PER_PAGE);
  if (perPage === null || perPage < 1 || perPage > FAKE_PAYSTACK_MAX_PER_PAGE)
    return { ok: false, message: `perPage must be a whole number from 1 to ${FAKE_PAYSTACK_MAX_PER_PAGE}` };
  const page = whole(query.page, 1);
  if (page === null || page < 1) return { ok: false, message: 'page must be a whole number from 1' };
  const chosen = items
    .filter((i) => (!from || new Date(i.created_at) >= from) && (!to || new Date(i.created_at) <= to))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  const skipped = (page - 1) * perPage;
  return {
    ok: true,
    data: chosen.slice(skipped, skipped + perPage),
    selected: chosen,
    meta: { total: chosen.length, skipped, perPage, page, pageCount: Math.ceil(chosen.length / perPage) },
  };
}
