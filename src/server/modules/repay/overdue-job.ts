import { and, eq, inArray, sql } from 'drizzle-orm';
import { MARKETS, type Market } from '../../../domain/markets/market';
import { marketToday } from '../../../domain/markets/market-date';
import { penaltyForNextDay } from '../../../domain/pricing/penalty';
import { penaltyDates, penaltyKey } from '../../../domain/repayment/penalty-days';
import { penaltyDraft } from '../../../domain/repayment/postings';
import { apps, ledgerTransactions, loanOrders, products } from '../../db/schema';
import { servedMarkets } from '../../config';
import type { Deps } from '../../deps';
import type { Sweep } from '../../jobs/runner';
import { postTransactions, type DbOrTx } from '../../ledger/post';
import { loanBalancesOf } from './loan-balances';
import { marketCurrency } from './rollover-paid';

/**
 * SPEC §4/§9 overdue: from the day after the due date in the market's own zone the loan is
 * 3 Overdued, and each overdue day adds 2 % of the outstanding principal as penalty, capped
 * at the principal lent (penalty.ts). Two steps per market, each idempotent:
 * - one set-based statement moves every repaying loan past its due date to 3, with history;
 * - each overdue loan still missing today's penalty posts the days it lacks, oldest first,
 *   each under `penalty:<orderNo>:<date>` — running the job again the same day finds nothing
 *   to post, and a job that missed days (server down) catches up without double-charging.
 * The runner holds an advisory lock, so one instance runs it at a time.
 */
export async function runOverdue(db: DbOrTx, now: Date, markets: readonly Market[] = MARKETS): Promise<number> {
  let changed = 0;
  for (const market of markets) {
    const today = marketToday(market, now);
    changed += await markOverdue(db, market, today, now);
    changed += await accruePenalties(db, market, today);
  }
  return changed;
}

async function markOverdue(db: DbOrTx, market: Market, today: string, now: Date): Promise<number> {
  // `o.id = ANY (ARRAY(SELECT id FROM due))` makes the UPDATE find its rows by primary key: joined
  // to the CTE alone, the planner may expect many due rows and scan the whole loan_orders table
  // (src/server/db/query-plans.test.ts).
  const result = await db.execute(sql`
    WITH due AS (
      SELECT o.id FROM ${loanOrders} o JOIN ${apps} a ON a.package_name = o.package_name
      WHERE o.status = 2 AND a.market = ${market} AND o.due_date < ${today}
      FOR UPDATE OF o SKIP LOCKED
    ), moved AS (
      UPDATE ${loanOrders} o SET status = 3, updated_at = ${now.toISOString()}
      FROM due WHERE o.id = ANY (ARRAY(SELECT id FROM due)) AND o.id = due.id AND o.status = 2
      RETURNING o.id
    )
    INSERT INTO order_status_history (order_id, from_status, to_status, reason, created_at)
    SELECT id, 2, 3, ${`due date passed unpaid (overdue job, ${today} ${market})`}, ${now.toISOString()} FROM moved
    RETURNING order_id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** Loans whose books are read together in accruePenalties: few enough that the reads stay index lookups. */
const ACCRUAL_SLICE = 100;

async function accruePenalties(db: DbOrTx, market: Market, today: string): Promise<number> {
  // The penalty rate the loan was signed with; the product's for a loan signed before it was frozen on the order.
  const due = await db.select({ order: loanOrders, penaltyPpmPerDay: sql<number>`coalesce(${loanOrders.penaltyPpmPerDay}, ${products.penaltyPpmPerDay})`.mapWith(Number) })
    .from(loanOrders)
    .innerJoin(apps, eq(apps.packageName, loanOrders.packageName))
    .innerJoin(products, eq(products.id, loanOrders.productId))
    .where(and(
      eq(loanOrders.status, 3), eq(apps.market, market), sql`${loanOrders.dueDate} < ${today}`,
      sql`NOT EXISTS (SELECT 1 FROM ${ledgerTransactions} t WHERE t.idempotency_key = 'penalty:' || ${loanOrders.orderNo} || ':' || ${today})`,
      // capped loans have nothing left to accrue
      sql`(SELECT coalesce(sum(e.credit), 0) FROM ledger_entries e WHERE e.order_id = ${loanOrders.id} AND e.account = 'penaltyIncome') < ${loanOrders.amount}`,
    ))
    .for('update', { of: loanOrders, skipLocked: true });
  // Posted keys and balances of a slice of loans in one read each, the penalties in batches:
  // a handful of statements per hundred loans instead of several per loan.
  let posted = 0;
  for (let i = 0; i < due.length; i += ACCRUAL_SLICE) {
    const slice = due.slice(i, i + ACCRUAL_SLICE);
    const ids = slice.map((d) => d.order.id);
    const posts = await db.select({ key: ledgerTransactions.idempotencyKey }).from(ledgerTransactions)
      .where(and(inArray(ledgerTransactions.orderId, ids), eq(ledgerTransactions.kind, 'penalty')));
    const done = new Set(posts.map((p) => p.key));
    const balancesByOrder = await loanBalancesOf(db, ids);
    const drafts = [];
    for (const { order, penaltyPpmPerDay } of slice) {
      const balances = balancesByOrder.get(order.id)!;
      let charged = balances.penaltyCharged;
      for (const date of penaltyDates(order.dueDate!, today)) {
        if (done.has(penaltyKey(order.orderNo, date))) continue;
        const amount = penaltyForNextDay(balances.principal, charged, { penaltyPpmPerDay }, { cap: order.amount ?? 0 });
        if (amount <= 0) break;
        const loan = { id: order.id, userId: order.userId, orderNo: order.orderNo, currency: marketCurrency(market) };
        drafts.push(penaltyDraft(loan, date, amount));
        charged += amount;
      }
    }
    posted += await postTransactions(db, drafts);
  }
  return posted;
}

export const overdueSweep: Sweep = {
  name: 'overdue',
  everyMs: 60_000,
  // A market this deployment does not serve (MARKETS) is left as it is: no status change, no penalty.
  run: (deps: Deps, now) => runOverdue(deps.db, now, servedMarkets(deps.config)),
};
