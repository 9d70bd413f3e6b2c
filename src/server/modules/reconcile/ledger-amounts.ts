import { and, eq, inArray, sql } from 'drizzle-orm';
import { ledgerEntries, ledgerTransactions } from '../../db/schema';
import type { DbOrTx } from '../../ledger/post';

/**
 * What the ledger says moved at the provider under each key: money in is providerCash's debit
 * (a repayment, a late credit), money out its credit (a disbursement, a refund). Keys never
 * posted are absent from the map.
 */
export async function providerCashByKey(db: DbOrTx, keys: string[], side: 'in' | 'out'): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (let i = 0; i < keys.length; i += 500) {
    const slice = keys.slice(i, i + 500);
    const rows = await db
      .select({
        key: ledgerTransactions.idempotencyKey,
        amount:
          side === 'in'
            ? sql<string>`coalesce(sum(${ledgerEntries.debit}), 0)`
            : sql<string>`coalesce(sum(${ledgerEntries.credit}), 0)`,
      })
      .from(ledgerTransactions)
      .leftJoin(
        ledgerEntries,
        and(eq(ledgerEntries.transactionId, ledgerTransactions.id), eq(ledgerEntries.account, 'providerCash')),
      )
      .where(inArray(ledgerTransactions.idempotencyKey, slice))
      .groupBy(ledgerTransactions.idempotencyKey);
    for (const r of rows) out.set(r.key, Number(r.amount));
  }
  return out;
}

/** The ledger key a vendor's collection event is posted under (receive-payment.ts, match-parked.ts). */
export const collectionKey = (vendor: string, eventId: string) => `repayment:${vendor}:${eventId}`;
