import { sql } from 'drizzle-orm';
import { type Market } from '../../../domain/markets/market';
import { endOfMarketDay } from '../../../domain/markets/market-date';
import { addDays } from '../../../domain/pricing/civil-date';
import { queryRows, type Db } from '../../db/client';

/** Roll-rate buckets: the industry's 30-day steps, apart from the queue's own (a setting). */
export const ROLL_BUCKETS = ['current', '1-30', '31-60', '61-90', '91+'] as const;

/** 'yyyy-mm' moved by whole months. */
export function shiftMonth(month: string, by: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A loan's principal still owed at an instant: its principal entries before it. */
const principalAt = (cut: Date) => sql`(SELECT coalesce(sum(e.debit - e.credit), 0) FROM ledger_entries e
  WHERE e.order_id = loan_orders.id AND e.account = 'loanPrincipal' AND e.created_at < ${cut.toISOString()}::timestamptz)`;

const bucketOf = (
  principal: ReturnType<typeof sql>,
  dpd: ReturnType<typeof sql>,
) => sql`CASE WHEN ${principal} <= 0 THEN 'closed'
  WHEN ${dpd} <= 0 THEN 'current' WHEN ${dpd} <= 30 THEN '1-30' WHEN ${dpd} <= 60 THEN '31-60' WHEN ${dpd} <= 90 THEN '61-90' ELSE '91+' END`;

const loansOfMarket = (
  market: Market,
  cut: Date,
) => sql`FROM loan_orders JOIN apps a ON a.package_name = loan_orders.package_name
  WHERE a.market = ${market} AND loan_orders.disbursed_at < ${cut.toISOString()}::timestamptz AND loan_orders.due_date IS NOT NULL`;

/**
 * Portfolio at risk at the end of a market day: the principal still owed, and the part of it on
 * loans at least 1, 7, 30 and 90 days past due then. Days past due are counted from the loan's
 * due date as it stands now (a rollover moves it), on the market's calendar.
 */
export async function portfolioAtRisk(db: Db, market: Market, date: string) {
  const cut = endOfMarketDay(market, date);
  const dpd = sql`(${date}::date - loan_orders.due_date::date)`;
  const [row] = await queryRows<Record<'outstanding' | 'par1' | 'par7' | 'par30' | 'par90', string | number | null>>(
    db,
    sql`
    WITH s AS (SELECT ${principalAt(cut)} AS p, ${dpd} AS dpd ${loansOfMarket(market, cut)})
    SELECT sum(p) FILTER (WHERE p > 0) AS outstanding,
           sum(p) FILTER (WHERE p > 0 AND dpd >= 1) AS par1, sum(p) FILTER (WHERE p > 0 AND dpd >= 7) AS par7,
           sum(p) FILTER (WHERE p > 0 AND dpd >= 30) AS par30, sum(p) FILTER (WHERE p > 0 AND dpd >= 90) AS par90
    FROM s`,
  );
  const n = (v: string | number | null) => Number(v ?? 0);
  return {
    date,
    outstanding: n(row.outstanding),
    par1: n(row.par1),
    par7: n(row.par7),
    par30: n(row.par30),
    par90: n(row.par90),
  };
}

/**
 * Roll rates between two month ends: of the loans owing principal in each bucket at the first,
 * how many were in the next bucket at the second (counts; the console shows the share).
 */
export async function rollRates(db: Db, market: Market, from: string, to: string) {
  const [cutFrom, cutTo] = [endOfMarketDay(market, from), endOfMarketDay(market, to)];
  const rows = await queryRows<{ b_from: string; b_to: string; n: string | number }>(
    db,
    sql`
    WITH s AS (SELECT ${bucketOf(principalAt(cutFrom), sql`(${from}::date - loan_orders.due_date::date)`)} AS b_from,
                      ${bucketOf(principalAt(cutTo), sql`(${to}::date - loan_orders.due_date::date)`)} AS b_to
               ${loansOfMarket(market, cutFrom)})
    SELECT b_from, b_to, count(*) AS n FROM s WHERE b_from <> 'closed' GROUP BY b_from, b_to`,
  );
  return ROLL_BUCKETS.slice(0, -1).map((bucket, i) => {
    const inBucket = rows.filter((r) => r.b_from === bucket).reduce((sum, r) => sum + Number(r.n), 0);
    const rolled = rows
      .filter((r) => r.b_from === bucket && r.b_to === ROLL_BUCKETS[i + 1])
      .reduce((sum, r) => sum + Number(r.n), 0);
    return { month: to.slice(0, 7), from: bucket, to: ROLL_BUCKETS[i + 1], loans: inBucket, rolled };
  });
}

interface CollectorRow {
  operator_id: string | number;
  email: string;
  collected: string | number | null;
  contacts: string | number | null;
  promises: string | number | null;
  kept: string | number | null;
  broken: string | number | null;
  kept_amount: string | number | null;
}

/**
 * Per operator for a month ('yyyy-mm') of the market's calendar, up to today: the money received
 * on the loans assigned to them now (assignments keep no history), the contacts they recorded,
 * and the promises they took that fall due in the month (kept, broken, or still open).
 */
export async function collectionsByCollector(db: Db, market: Market, month: string, today: string) {
  const first = `${month}-01`;
  const last = addDays(`${shiftMonth(month, 1)}-01`, -1);
  const [start, end] = [
    endOfMarketDay(market, addDays(first, -1)),
    endOfMarketDay(market, last < today ? last : today),
  ];
  const rows = await queryRows<CollectorRow>(
    db,
    sql`
    WITH paid AS (
      SELECT ca.operator_id, sum(e.debit) AS collected FROM ledger_entries e
      JOIN collection_assignments ca ON ca.order_id = e.order_id
      JOIN loan_orders ON loan_orders.id = e.order_id JOIN apps a ON a.package_name = loan_orders.package_name
      WHERE a.market = ${market} AND e.account = 'providerCash' AND e.debit > 0
        AND e.created_at >= ${start.toISOString()}::timestamptz AND e.created_at < ${end.toISOString()}::timestamptz
      GROUP BY ca.operator_id
    ), contacted AS (
      SELECT c.operator_id, count(*) AS contacts FROM collection_contacts c
      JOIN loan_orders ON loan_orders.id = c.order_id JOIN apps a ON a.package_name = loan_orders.package_name
      WHERE a.market = ${market} AND c.created_at >= ${start.toISOString()}::timestamptz AND c.created_at < ${end.toISOString()}::timestamptz
      GROUP BY c.operator_id
    ), promised AS (
      SELECT p.operator_id, count(*) AS promises, count(*) FILTER (WHERE p.status = 'kept') AS kept,
             count(*) FILTER (WHERE p.status = 'broken') AS broken, sum(p.amount) FILTER (WHERE p.status = 'kept') AS kept_amount
      FROM promises_to_pay p JOIN loan_orders ON loan_orders.id = p.order_id JOIN apps a ON a.package_name = loan_orders.package_name
      WHERE a.market = ${market} AND p.promised_date >= ${first} AND p.promised_date <= ${last}
      GROUP BY p.operator_id
    )
    SELECT op.id AS operator_id, op.email, paid.collected, contacted.contacts, promised.promises, promised.kept, promised.broken, promised.kept_amount
    FROM operators op
    LEFT JOIN paid ON paid.operator_id = op.id LEFT JOIN contacted ON contacted.operator_id = op.id LEFT JOIN promised ON promised.operator_id = op.id
    WHERE paid.operator_id IS NOT NULL OR contacted.operator_id IS NOT NULL OR promised.operator_id IS NOT NULL
    ORDER BY op.email`,
  );
  const n = (v: string | number | null) => Number(v ?? 0);
  return rows.map((r) => ({
    operatorId: Number(r.operator_id),
    email: r.email,
    collected: n(r.collected),
    contacts: n(r.contacts),
    promises: n(r.promises),
    kept: n(r.kept),
    broken: n(r.broken),
    keptAmount: n(r.kept_amount),
  }));
}
