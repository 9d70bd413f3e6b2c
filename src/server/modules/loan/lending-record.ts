import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { CallOutput, Contracts } from '../../../domain/api/contracts';
import type { z } from 'zod';
import { maskMobilePublic } from '../../../domain/api/masked-mobile';
import { MARKET_PROFILES } from '../../../domain/markets/market';
import type { Deps } from '../../deps';
import { loanOrders, products, users } from '../../db/schema';
import type { AppRow } from '../../http/apps-registry';

const DEFAULT_LIMIT = 20;

/** Only the last three digits survive (domain/api/masked-mobile.ts); the full number never leaves the server. */
export const maskMobile = maskMobilePublic;

/**
 * `/loanMarket/lending-record`: a public feed of the market's latest disbursements for Home's
 * ticker. Exactly three fields leave the server: the masked number, the amount and the time.
 * The amount is what the borrower received (the payout, net of the fee and its tax): the ticker
 * says "received", and the loan's principal was not what reached their account (issue 29).
 */
export async function lendingRecord(
  deps: Deps,
  app: AppRow,
  input: z.output<Contracts['/loanMarket/lending-record']['request']>,
): Promise<CallOutput<'/loanMarket/lending-record'>> {
  const rows = await deps.db
    .select({ mobile: users.mobile, amount: loanOrders.received, disbursedAt: loanOrders.disbursedAt })
    .from(loanOrders)
    .innerJoin(products, eq(products.id, loanOrders.productId))
    .innerJoin(users, eq(users.id, loanOrders.userId))
    .where(and(eq(products.market, app.market), isNotNull(loanOrders.disbursedAt), isNotNull(loanOrders.received)))
    .orderBy(desc(loanOrders.disbursedAt), desc(loanOrders.id))
    .limit(input.limit ?? DEFAULT_LIMIT);
  return {
    currency: MARKET_PROFILES[app.market].currency,
    records: rows.map((r) => ({
      mobile: maskMobile(r.mobile),
      amount: r.amount ?? 0,
      disbursedAt: r.disbursedAt!.toISOString(),
    })),
  };
}
