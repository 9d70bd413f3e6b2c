import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import {
  creditRefunds,
  incomingPayments,
  loanOrders,
  payouts,
  reconcileChecks,
  reconcileDifferences,
  reconcileRuns,
} from '../../db/schema';
import type { DbOrTx } from '../../ledger/post';

/** Whole seconds from `since` to `now`, never negative. */
export const ageSeconds = (since: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - since.getTime()) / 1000));

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface CountAndAge {
  count: number;
  /** Age of the oldest, in seconds; null when there is none. */
  oldestAgeSeconds: number | null;
}

function countAndAge(row: { n: string | number; oldest: Date | string | null } | undefined, now: Date): CountAndAge {
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return { count: Number(row?.n ?? 0), oldestAgeSeconds: oldest ? ageSeconds(oldest, now) : null };
}

/** Payments parked for an operator (decision 0025). */
export async function parkedFigures(db: DbOrTx, now: Date): Promise<CountAndAge> {
  const [row] = await db
    .select({ n: sql<string>`count(*)`, oldest: sql<Date | null>`min(${incomingPayments.createdAt})` })
    .from(incomingPayments)
    .where(eq(incomingPayments.outcome, 'parked'));
  return countAndAge(row, now);
}

/** Differences with a vendor's list not yet resolved. */
export async function differenceFigures(db: DbOrTx, now: Date): Promise<CountAndAge> {
  const [row] = await db
    .select({ n: sql<string>`count(*)`, oldest: sql<Date | null>`min(${reconcileDifferences.foundAt})` })
    .from(reconcileDifferences)
    .where(isNull(reconcileDifferences.resolvedAt));
  return countAndAge(row, now);
}

/** Payouts and refunds still pending at the provider longer than `pendingAfterSeconds`. */
export async function stuckFigures(db: DbOrTx, now: Date, pendingAfterSeconds: number): Promise<CountAndAge> {
  const before = new Date(now.getTime() - pendingAfterSeconds * 1000).toISOString();
  const [row] = rowsOf<{ n: string; oldest: string | null }>(
    await db.execute(sql`
    SELECT count(*) AS n, min(created_at) AS oldest FROM (
      SELECT created_at FROM payouts WHERE status = 'pending' AND created_at <= ${before}::timestamptz
      UNION ALL
      SELECT created_at FROM credit_refunds WHERE status = 'pending' AND created_at <= ${before}::timestamptz) s`),
  );
  return countAndAge(row, now);
}

/**
 * Loans holding borrower credit (overpaid, or paid after they finished), the oldest waiting first; ages on the
 * database's clock, as the ledger's times are.
 */
export async function creditWaiting(db: DbOrTx, limit: number) {
  const rows = rowsOf<{
    order_id: string;
    order_no: string;
    currency: string;
    credit: string;
    pending: string;
    age: string | null;
  }>(
    await db.execute(sql`
    WITH bal AS (
      SELECT order_id, currency, sum(credit) - sum(debit) AS credit, max(created_at) FILTER (WHERE debit > 0) AS last_out
      FROM ledger_entries WHERE account = 'borrowerCredit' AND order_id IS NOT NULL
      GROUP BY order_id, currency HAVING sum(credit) - sum(debit) > 0)
    SELECT bal.order_id, o.order_no, bal.currency, bal.credit,
      (SELECT coalesce(sum(r.amount), 0) FROM credit_refunds r WHERE r.order_id = bal.order_id AND r.status = 'pending') AS pending,
      (SELECT floor(extract(epoch FROM now() - min(e.created_at))) FROM ledger_entries e
        WHERE e.account = 'borrowerCredit' AND e.order_id = bal.order_id AND e.credit > 0 AND (bal.last_out IS NULL OR e.created_at > bal.last_out)) AS age
    FROM bal JOIN loan_orders o ON o.id = bal.order_id
    ORDER BY age DESC NULLS LAST, bal.order_id
    LIMIT ${limit}`),
  );
  return rows.map((r) => ({
    orderNo: r.order_no,
    currency: r.currency,
    credit: Number(r.credit),
    pending: Number(r.pending),
    available: Math.max(0, Number(r.credit) - Number(r.pending)),
    ageSeconds: r.age === null ? null : Math.max(0, Number(r.age)),
  }));
}

export async function creditFigures(db: DbOrTx): Promise<CountAndAge> {
  const [row] = rowsOf<{ n: string }>(
    await db.execute(sql`
    SELECT count(*) AS n FROM (SELECT order_id FROM ledger_entries WHERE account = 'borrowerCredit' AND order_id IS NOT NULL
      GROUP BY order_id HAVING sum(credit) - sum(debit) > 0) s`),
  );
  const [oldest] = await creditWaiting(db, 1);
  return { count: Number(row?.n ?? 0), oldestAgeSeconds: oldest?.ageSeconds ?? null };
}

/** Open differences, oldest first. */
export async function openDifferenceList(db: DbOrTx, now: Date, limit: number) {
  const rows = await db
    .select()
    .from(reconcileDifferences)
    .where(isNull(reconcileDifferences.resolvedAt))
    .orderBy(asc(reconcileDifferences.foundAt), asc(reconcileDifferences.id))
    .limit(limit);
  return rows.map((d) => ({
    id: d.id,
    subject: d.subject,
    vendor: d.vendor,
    vendorId: d.vendorId,
    ourReference: d.ourReference,
    kind: d.kind,
    currency: d.currency,
    amountVendor: d.amountVendor,
    amountLedger: d.amountLedger,
    foundAt: d.foundAt.toISOString(),
    ageSeconds: ageSeconds(d.foundAt, now),
  }));
}

/** Payouts and refunds pending past the setting, oldest first, with what the last vendor check said. */
export async function stuckList(db: DbOrTx, now: Date, pendingAfterSeconds: number, limit: number) {
  const before = new Date(now.getTime() - pendingAfterSeconds * 1000);
  const payoutRows = await db
    .select({
      row: payouts,
      orderNo: loanOrders.orderNo,
      lastOutcome: reconcileChecks.lastOutcome,
      checks: reconcileChecks.checks,
    })
    .from(payouts)
    .innerJoin(loanOrders, eq(loanOrders.id, payouts.orderId))
    .leftJoin(reconcileChecks, and(eq(reconcileChecks.subject, 'payout'), eq(reconcileChecks.subjectId, payouts.id)))
    .where(and(eq(payouts.status, 'pending'), lte(payouts.createdAt, before)))
    .orderBy(asc(payouts.createdAt))
    .limit(limit);
  const refundRows = await db
    .select({
      row: creditRefunds,
      orderNo: loanOrders.orderNo,
      lastOutcome: reconcileChecks.lastOutcome,
      checks: reconcileChecks.checks,
    })
    .from(creditRefunds)
    .innerJoin(loanOrders, eq(loanOrders.id, creditRefunds.orderId))
    .leftJoin(
      reconcileChecks,
      and(eq(reconcileChecks.subject, 'refund'), eq(reconcileChecks.subjectId, creditRefunds.id)),
    )
    .where(and(eq(creditRefunds.status, 'pending'), lte(creditRefunds.createdAt, before)))
    .orderBy(asc(creditRefunds.createdAt))
    .limit(limit);
  const all = [
    ...payoutRows.map((p) => ({
      kind: 'payout' as const,
      id: p.row.id,
      orderNo: p.orderNo,
      key: p.row.idempotencyKey,
      amount: p.row.amount,
      currency: p.row.currency,
      createdAt: p.row.createdAt,
      lastOutcome: p.lastOutcome,
      checks: p.checks ?? 0,
    })),
    ...refundRows.map((r) => ({
      kind: 'refund' as const,
      id: r.row.id,
      orderNo: r.orderNo,
      key: r.row.idempotencyKey,
      amount: r.row.amount,
      currency: r.row.currency,
      createdAt: r.row.createdAt,
      lastOutcome: r.lastOutcome,
      checks: r.checks ?? 0,
    })),
  ]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .slice(0, limit);
  return all.map(({ createdAt, ...rest }) => ({
    ...rest,
    createdAt: createdAt.toISOString(),
    ageSeconds: ageSeconds(createdAt, now),
  }));
}

/** The latest daily comparison of each provider and subject: 'compared', 'cannotList' or 'failed'. */
export async function latestRuns(db: DbOrTx) {
  const rows = rowsOf<{
    provider: string;
    subject: string;
    status: string;
    window_start: string;
    vendor_items: number;
    differences: number;
    ran_at: string;
  }>(
    await db.execute(sql`
    SELECT DISTINCT ON (provider, subject) provider, subject, status, window_start, vendor_items, differences, ran_at
    FROM ${reconcileRuns} ORDER BY provider, subject, ran_at DESC, id DESC`),
  );
  return rows.map((r) => ({
    provider: r.provider,
    subject: r.subject,
    status: r.status,
    day: new Date(r.window_start).toISOString().slice(0, 10),
    vendorItems: Number(r.vendor_items),
    differences: Number(r.differences),
    ranAt: new Date(r.ran_at).toISOString(),
  }));
}

/** For metrics: every figure an operator or an alert would watch, in one read. */
export async function reconcileFigures(db: DbOrTx, now: Date, pendingAfterSeconds: number) {
  const runs = await latestRuns(db);
  return {
    parked: await parkedFigures(db, now),
    differences: await differenceFigures(db, now),
    stuckPayouts: await stuckFigures(db, now, pendingAfterSeconds),
    credit: await creditFigures(db),
    providersThatCannotList: runs.filter((r) => r.status === 'cannotList').length,
    failedComparisons: runs.filter((r) => r.status === 'failed').length,
  };
}

/**
 * Deposits the vendor sent back to their senders because they matched no open loan (STP's
 * devolución, decision 0076), newest first: never credited, shown so an operator can answer the
 * payer. Only the account's last four digits leave the server.
 */
export async function returnedDeposits(db: DbOrTx, now: Date, limit: number) {
  const rows = await db
    .select()
    .from(incomingPayments)
    .where(eq(incomingPayments.outcome, 'returned'))
    .orderBy(sql`${incomingPayments.createdAt} DESC`, sql`${incomingPayments.id} DESC`)
    .limit(limit);
  return rows.map((p) => ({
    id: p.id,
    vendor: p.vendor,
    vendorId: p.eventId,
    trackingKey: p.providerRef,
    accountLast4: p.accountNumber?.slice(-4) ?? null,
    amount: p.amount,
    currency: p.currency,
    reason: p.reason,
    paidAt: p.paidAt.toISOString(),
    ageSeconds: ageSeconds(p.createdAt, now),
  }));
}
