import type { z } from 'zod';
import { paystackPage } from './paystack-schemas';
import { vendorAnswer } from './vendor-answer';
import { VendorError, vendorOk } from './vendor-http';

/**
 * Paystack's offset pagination (https://paystack.com/docs/api/pagination/): `page` from 1 and
 * `perPage` (default 50), answered with `meta.{total, skipped, perPage, page, pageCount}`.
 * Paystack documents no maximum page size; we ask 100 (decision 0074, assumed), the fake refuses
 * more.
 */
export const PAYSTACK_PER_PAGE = 100;
/** More pages than this in one day's list is not a day of ours: refused loudly rather than read for ever. */
const MAX_PAGES = 500;
/**
 * How far before the window the list is asked from: Paystack's `from`/`to` are taken to select
 * by creation (decision 0074, assumed), and a checkout may be paid a day after it was opened
 * (INSTRUMENT_TTL_MS.checkout), a transfer settle after it was made.
 */
export const PAYSTACK_LOOKBACK_MS = 2 * 86_400_000;

export interface PaystackListAccess {
  secretKey: string;
  baseUrl: string;
  /** Records asked per page; PAYSTACK_PER_PAGE unless a test pages in smaller steps. */
  pageSize?: number;
}

/**
 * Every record of a Paystack list (`GET /transaction`, `GET /transfer`) over `filter`, following
 * every page, each record read by `item`; a record seen on two pages (the list moved while it was read) is kept
 * once, by id.
 */
export async function paystackList<T extends { id: string }>(
  access: PaystackListAccess,
  path: 'transaction' | 'transfer',
  filter: Record<string, string>,
  item: z.ZodType<T>,
): Promise<T[]> {
  const perPage = access.pageSize ?? PAYSTACK_PER_PAGE;
  const pageSchema = paystackPage(item);
  const records: T[] = [];
  const seen = new Set<string>();
  for (let page = 1; ; page++) {
    if (page > MAX_PAGES) throw new VendorError('paystack', 200, `GET ${path} runs past ${MAX_PAGES} pages`);
    const query = new URLSearchParams({ ...filter, perPage: String(perPage), page: String(page) });
    const body = await vendorOk('paystack', access.baseUrl, {
      method: 'GET',
      path: `${path}?${query}`,
      headers: { authorization: `Bearer ${access.secretKey}` },
    });
    const { data, meta } = vendorAnswer('paystack', `GET ${path}`, pageSchema, body);
    for (const record of data) {
      if (seen.has(record.id)) continue;
      seen.add(record.id);
      records.push(record);
    }
    const pageCount = meta?.pageCount;
    // The meta's page count when it gives one; otherwise a short page is the last.
    const last = typeof pageCount === 'number' ? page >= pageCount : data.length < perPage;
    if (last || data.length === 0) return records;
  }
}

/** A time as Paystack's `from`/`to` take it: ISO 8601 in UTC with milliseconds (the documented example's form). */
export function paystackTime(at: Date): string {
  return at.toISOString();
}
