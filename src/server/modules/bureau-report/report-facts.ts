import { and, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { reportFigures } from '../../../domain/bureau/report-line';
import { monthDays, monthEndInstant, monthStartInstant, type ReportMonth } from '../../../domain/bureau/report-month';
import { MARKET_PROFILES, type Market } from '../../../domain/markets/market';
import { marketToday } from '../../../domain/markets/market-date';
import { apps, ledgerEntries, ledgerTransactions, loanAdjustments, loanOrders, rollovers } from '../../db/schema';
import type { DbOrTx } from '../../ledger/post';
import type { ReportRecord } from '../../providers/bureau/reporting/report-record';
import { balancesFrom } from '../repay';

/** A loan reported for a month, with its figures from the ledger at the month's end. */
export type LoanMonth = { orderId: number; orderNo: string; userId: number } & Pick<
  ReportRecord,
  'loanAmount' | 'instalment' | 'termDays' | 'disbursedOn' | 'dueDate' | 'closedOn' | 'lastPayment' | 'figures'
>;

/**
 * Every loan of the market on the books at some moment of the month: disbursed before its end
 * and not finished before its start. That is every loan opened, repaid, overdue, rolled over,
 * written off or closed in it, and every loan still running through it.
 */
export async function loansOfMonth(
  db: DbOrTx,
  market: Market,
  month: ReportMonth,
  onlyOrderIds?: number[],
): Promise<LoanMonth[]> {
  const start = monthStartInstant(market, month);
  const end = monthEndInstant(market, month);
  const orders = await db
    .select()
    .from(loanOrders)
    .innerJoin(apps, eq(apps.packageName, loanOrders.packageName))
    .where(
      and(
        eq(apps.market, market),
        isNotNull(loanOrders.disbursedAt),
        lt(loanOrders.disbursedAt, end),
        or(isNull(loanOrders.finishedAt), gte(loanOrders.finishedAt, start)),
        onlyOrderIds ? inArray(loanOrders.id, onlyOrderIds) : undefined,
      ),
    )
    .orderBy(loanOrders.id);
  const ids = orders.map((o) => o.loan_orders.id);
  if (!ids.length) return [];
  const sums = await db
    .select({
      orderId: ledgerEntries.orderId,
      account: ledgerEntries.account,
      debits: sql<string>`coalesce(sum(${ledgerEntries.debit}), 0)`,
      credits: sql<string>`coalesce(sum(${ledgerEntries.credit}), 0)`,
    })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.orderId, ids), lt(ledgerEntries.createdAt, end)))
    .groupBy(ledgerEntries.orderId, ledgerEntries.account);
  const payments = await db
    .select({
      orderId: ledgerTransactions.orderId,
      at: ledgerTransactions.createdAt,
      amount: sql<string>`sum(${ledgerEntries.debit})`,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(
      and(
        inArray(ledgerTransactions.orderId, ids),
        eq(ledgerTransactions.kind, 'repayment'),
        eq(ledgerEntries.account, 'providerCash'),
        lt(ledgerTransactions.createdAt, end),
      ),
    )
    .groupBy(ledgerTransactions.id, ledgerTransactions.orderId, ledgerTransactions.createdAt)
    .orderBy(ledgerTransactions.id);
  // The due date in force at month end: a rollover or restructure made after it had moved it from its `previous` date.
  const moves = [
    ...(await db
      .select({ orderId: rollovers.orderId, at: rollovers.paidAt, previous: rollovers.previousDueDate })
      .from(rollovers)
      .where(and(inArray(rollovers.orderId, ids), eq(rollovers.status, 'paid')))),
    ...(await db
      .select({
        orderId: loanAdjustments.orderId,
        at: loanAdjustments.decidedAt,
        previous: loanAdjustments.previousDueDate,
      })
      .from(loanAdjustments)
      .where(
        and(
          inArray(loanAdjustments.orderId, ids),
          eq(loanAdjustments.kind, 'restructure'),
          eq(loanAdjustments.status, 'approved'),
        ),
      )),
  ]
    .filter((m) => m.at && m.at >= end)
    .sort((a, b) => a.at!.getTime() - b.at!.getTime());
  const day = (d: Date) => marketToday(market, d);
  const monthEnd = monthDays(month).last;
  return orders.map(({ loan_orders: o }) => {
    const b = balancesFrom(sums.filter((s) => s.orderId === o.id));
    const paid = payments.filter((p) => p.orderId === o.id).at(-1);
    const dueDate = moves.find((m) => m.orderId === o.id)?.previous ?? o.dueDate!;
    const closedOn = o.finishedAt && o.finishedAt < end ? day(o.finishedAt) : null;
    const figures = reportFigures({
      disbursedOn: day(o.disbursedAt!),
      dueDate,
      closedOn,
      writtenOffOn: o.writtenOffAt && o.writtenOffAt < end ? day(o.writtenOffAt) : null,
      owed: b.principal + b.interest + b.fees + b.penalty,
      writtenOff: b.writtenOff,
      monthEnd,
    });
    return {
      orderId: o.id,
      orderNo: o.orderNo,
      userId: o.userId,
      loanAmount: o.amount!,
      instalment: o.repayment!,
      termDays: o.days!,
      disbursedOn: day(o.disbursedAt!),
      dueDate,
      closedOn,
      lastPayment: paid ? { on: day(paid.at), amount: Number(paid.amount) } : null,
      figures,
    };
  });
}

/** The ledger's own figures for the same loans at the month's end, summed: what the file's totals must equal. */
export async function ledgerTotals(
  db: DbOrTx,
  market: Market,
  month: ReportMonth,
): Promise<{ receivables: number; writtenOff: number }> {
  const end = monthEndInstant(market, month);
  const [row] = await db
    .select({
      receivables: sql<string>`coalesce(sum(CASE WHEN ${ledgerEntries.account} IN ('loanPrincipal','loanInterest','loanFees','loanPenalty') THEN ${ledgerEntries.debit} - ${ledgerEntries.credit} ELSE 0 END), 0)`,
      writtenOff: sql<string>`coalesce(sum(CASE WHEN ${ledgerEntries.account} = 'loanWriteOff' THEN ${ledgerEntries.debit} - ${ledgerEntries.credit} WHEN ${ledgerEntries.account} = 'writeOffRecovery' THEN ${ledgerEntries.debit} - ${ledgerEntries.credit} ELSE 0 END), 0)`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.currency, MARKET_PROFILES[market].currency),
        lt(ledgerEntries.createdAt, end),
        isNotNull(ledgerEntries.orderId),
      ),
    );
  return { receivables: Number(row.receivables), writtenOff: Number(row.writtenOff) };
}
