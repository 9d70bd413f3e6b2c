import { and, desc, eq } from 'drizzle-orm';
import { agreementAcceptances, loanOrders, products } from '../../db/schema';
import type { DbOrTx } from '../../ledger/post';
import type { AgreementDocument } from './agreement-document';

export type AcceptanceRow = typeof agreementAcceptances.$inferSelect;

/**
 * Stores the accepted text with its version, language and hash, in the caller's transaction.
 * One per (order, kind): a repeat keeps the first acceptance. Returns whether it was new.
 */
export async function recordAcceptance(
  db: DbOrTx,
  values: { orderId: number; userId: number; kind: 'loan' | 'renewal'; document: AgreementDocument; now: Date },
): Promise<boolean> {
  const { document, now, ...row } = values;
  const rows = await db
    .insert(agreementAcceptances)
    .values({
      ...row,
      version: document.version,
      language: document.language,
      html: document.html,
      sha256: document.sha256,
      acceptedAt: now,
    })
    .onConflictDoNothing({ target: [agreementAcceptances.orderId, agreementAcceptances.kind] })
    .returning({ id: agreementAcceptances.id });
  return rows.length > 0;
}

/** The acceptance of one of the caller's orders; both tables are scoped by the caller. */
export async function findAcceptance(db: DbOrTx, userId: number, orderNo: string, kind: 'loan' | 'renewal' = 'loan') {
  const [row] = await db
    .select({ acceptance: agreementAcceptances, orderNo: loanOrders.orderNo })
    .from(agreementAcceptances)
    .innerJoin(loanOrders, and(eq(loanOrders.id, agreementAcceptances.orderId), eq(loanOrders.userId, userId)))
    .where(
      and(
        eq(agreementAcceptances.userId, userId),
        eq(loanOrders.orderNo, orderNo),
        eq(agreementAcceptances.kind, kind),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Every acceptance of the caller, newest first, with the order's amount and currency. */
export async function listAcceptances(db: DbOrTx, userId: number) {
  return db
    .select({
      orderNo: loanOrders.orderNo,
      kind: agreementAcceptances.kind,
      version: agreementAcceptances.version,
      language: agreementAcceptances.language,
      acceptedAt: agreementAcceptances.acceptedAt,
      amount: loanOrders.amount,
      currency: products.currency,
      status: loanOrders.status,
    })
    .from(agreementAcceptances)
    .innerJoin(loanOrders, and(eq(loanOrders.id, agreementAcceptances.orderId), eq(loanOrders.userId, userId)))
    .innerJoin(products, eq(products.id, loanOrders.productId))
    .where(eq(agreementAcceptances.userId, userId))
    .orderBy(desc(agreementAcceptances.acceptedAt), desc(agreementAcceptances.id));
}
