import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../ledger/post';
import { queryRows, type Db } from './client';
import { operatorAudit } from './schema';

/**
 * Money a loan received since a promise was made: its paid-in figure (the provider-cash debits
 * on the loan, repayments only) less the figure when the promise was made.
 */
const paidSince = sql`((SELECT coalesce(sum(e.debit), 0) FROM ledger_entries e
  WHERE e.order_id = p.order_id AND e.account = 'providerCash') - p.paid_in_before)`;

interface Settled {
  id: string | number;
  order_id: string | number;
  status: string;
  amount: string | number;
}

async function audit(db: DbOrTx, actor: string, rows: Settled[], now: Date): Promise<void> {
  if (!rows.length) return;
  await db.insert(operatorAudit).values(
    rows.map((r) => ({
      actor,
      action: `collections.promise.${r.status}`,
      target: `promise:${r.id}`,
      after: { orderId: Number(r.order_id), amount: Number(r.amount) },
      createdAt: now,
    })),
  );
}

/**
 * Marks kept, in the payment's own transaction, the loan's open promise once the money credited
 * since it reaches the amount: one UPDATE that compares the ledger with the promise, so a
 * payment and the due-date job can never both decide it.
 */
export async function keepPaidPromises(tx: DbOrTx, orderId: number, now: Date): Promise<void> {
  const rows = await queryRows<Settled>(
    tx as Db,
    sql`
    UPDATE promises_to_pay p SET status = 'kept', settled_at = ${now.toISOString()}::timestamptz
    WHERE p.order_id = ${orderId} AND p.status = 'open' AND ${paidSince} >= p.amount
    RETURNING p.id, p.order_id, p.status, p.amount`,
  );
  await audit(tx, 'ledger', rows, now);
}

/**
 * The promise's date has ended: kept if the money credited since it was made reaches the amount
 * or the loan is paid off, broken otherwise. Only an open promise is decided; a second run is a no-op.
 */
export async function settleDuePromise(db: Db, promiseId: number, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<Settled>(
      tx as unknown as Db,
      sql`
      UPDATE promises_to_pay p SET settled_at = ${now.toISOString()}::timestamptz,
        status = CASE WHEN ${paidSince} >= p.amount OR (SELECT o.status FROM loan_orders o WHERE o.id = p.order_id) = 4
          THEN 'kept' ELSE 'broken' END
      WHERE p.id = ${promiseId} AND p.status = 'open'
      RETURNING p.id, p.order_id, p.status, p.amount`,
    );
    await audit(tx, 'promise-job', rows, now);
    return rows[0]?.status ?? null;
  });
}
