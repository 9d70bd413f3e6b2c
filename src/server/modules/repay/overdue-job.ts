import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { MARKETS, type Market } from '../../../domain/markets/market';
import { marketToday } from '../../../domain/markets/market-date';
import { applyRatePpm } from '../../../domain/money/money';
import { penaltyForNextDay } from '../../../domain/pricing/penalty';
import { penaltyDates, penaltyKey } from '../../../domain/repayment/penalty-days';
import { penaltyDraft } from '../../../domain/repayment/postings';
import { apps, ledgerTransactions, loanOrders, products } from '../../db/schema';
import { servedMarkets } from '../../config';
import type { Deps } from '../../deps';
import type { Sweep } from '../../jobs/runner';
import { postTransactions, type DbOrTx } from '../../ledger/post';
import { inSlices, returnedRows, SWEEP_SLICE } from '../../jobs/in-slices';
import { loanBalancesOf } from './loan-balances';
import { marketCurrency } from './rollover-paid';

/**
 * Overdue (decision 0012): from the day after the due date in the market's own zone the loan is
 * 3 Overdued, and each overdue day adds 2 % of the outstanding principal as penalty, capped
 * at the principal lent (penalty.ts). Two steps per market, each idempotent:
 * - set-based statements move the repaying loans past their due date to 3, with history;
 * - each overdue loan still missing today's penalty posts the days it lacks, oldest first,
 *   each under `penalty:<orderNo>:<date>` — running the job again the same day finds nothing
 *   to post, and a job that missed days (server down) catches up without double-charging.
 *
 * Both steps work in slices of `slice` loans, each slice its own short transaction (decision
 * 0109): crediting a payment locks the same loan row, and must never wait behind the whole
 * book. A loan locked by a payment at that moment is skipped (SKIP LOCKED) and found again by
 * the next run, a minute later.
 */
export async function runOverdue(
  db: DbOrTx,
  now: Date,
  markets: readonly Market[] = MARKETS,
  slice = SWEEP_SLICE,
): Promise<number> {
  let changed = 0;
  for (const market of markets) {
    const today = marketToday(market, now);
    changed += await markOverdue(db, market, today, now, slice);
    changed += await accruePenalties(db, market, today, now, slice);
  }
  return changed;
}

function markOverdue(db: DbOrTx, market: Market, today: string, now: Date, slice: number): Promise<number> {
  // `o.id = ANY (ARRAY(SELECT id FROM due))` makes the UPDATE find its rows by primary key: joined
  // to the CTE alone, the planner may expect many due rows and scan the whole loan_orders table
  // (src/server/db/query-plans.test.ts).
  return inSlices(slice, async (limit) =>
    returnedRows(
      await db.execute(sql`
    WITH due AS (
      SELECT o.id FROM ${loanOrders} o JOIN ${apps} a ON a.package_name = o.package_name
      WHERE o.status = 2 AND a.market = ${market} AND o.due_date < ${today}
      LIMIT ${limit}
      FOR UPDATE OF o SKIP LOCKED
    ), moved AS (
      UPDATE ${loanOrders} o SET status = 3, updated_at = ${now.toISOString()}
      FROM due WHERE o.id = ANY (ARRAY(SELECT id FROM due)) AND o.id = due.id AND o.status = 2
      RETURNING o.id
    )
    INSERT INTO order_status_history (order_id, from_status, to_status, reason, created_at)
    SELECT id, 2, 3, ${`due date passed unpaid (overdue job, ${today} ${market})`}, ${now.toISOString()} FROM moved
    RETURNING order_id`),
    ),
  );
}

/** Which overdue loans of a market still lack today's penalty and are under their cap. */
function lacksTodaysPenalty(market: Market, today: string) {
  return and(
    eq(loanOrders.status, 3),
    eq(apps.market, market),
    sql`${loanOrders.dueDate} < ${today}`,
    // a written-off loan is off the books: it accrues nothing more (decision 0087)
    isNull(loanOrders.writtenOffAt),
    sql`NOT EXISTS (SELECT 1 FROM ${ledgerTransactions} t WHERE t.idempotency_key = 'penalty:' || ${loanOrders.orderNo} || ':' || ${today})`,
    // capped loans have nothing left to accrue
    sql`(SELECT coalesce(sum(e.credit), 0) FROM ledger_entries e WHERE e.order_id = ${loanOrders.id} AND e.account = 'penaltyIncome') < ${loanOrders.amount}`,
  );
}

async function accruePenalties(db: DbOrTx, market: Market, today: string, now: Date, slice: number): Promise<number> {
  let posted = 0;
  let after = 0;
  for (;;) {
    // The page of candidates is read without locks, by keyset: the scan of the book holds nothing.
    const page = await db
      .select({ id: loanOrders.id })
      .from(loanOrders)
      .innerJoin(apps, eq(apps.packageName, loanOrders.packageName))
      .where(and(lacksTodaysPenalty(market, today), gt(loanOrders.id, after)))
      .orderBy(asc(loanOrders.id))
      .limit(slice);
    if (page.length === 0) return posted;
    after = page[page.length - 1].id;
    // Only the slice is locked, and only while its penalties are posted.
    posted += await db.transaction((tx) =>
      accrueSlice(
        tx,
        market,
        today,
        now,
        page.map((p) => p.id),
      ),
    );
    if (page.length < slice) return posted;
  }
}

async function accrueSlice(db: DbOrTx, market: Market, today: string, now: Date, ids: number[]): Promise<number> {
  // The penalty rate the loan was signed with; the product's for a loan signed before it was frozen on the order.
  // Its tax is the order's alone (decision 0089): a loan signed before the tax existed agreed to none.
  // The conditions are read again under the lock: a payment may have closed the loan since the page was read.
  const due = await db
    .select({
      order: loanOrders,
      penaltyPpmPerDay: sql<number>`coalesce(${loanOrders.penaltyPpmPerDay}, ${products.penaltyPpmPerDay})`.mapWith(
        Number,
      ),
    })
    .from(loanOrders)
    .innerJoin(apps, eq(apps.packageName, loanOrders.packageName))
    .innerJoin(products, eq(products.id, loanOrders.productId))
    .where(and(inArray(loanOrders.id, ids), lacksTodaysPenalty(market, today)))
    .for('update', { of: loanOrders, skipLocked: true });
  if (due.length === 0) return 0;
  // Posted keys and balances of the slice in one read each, the penalties in one batch.
  const locked = due.map((d) => d.order.id);
  const posts = await db
    .select({ key: ledgerTransactions.idempotencyKey })
    .from(ledgerTransactions)
    .where(and(inArray(ledgerTransactions.orderId, locked), eq(ledgerTransactions.kind, 'penalty')));
  const done = new Set(posts.map((p) => p.key));
  const balancesByOrder = await loanBalancesOf(db, locked);
  const drafts = [];
  for (const { order, penaltyPpmPerDay } of due) {
    const balances = balancesByOrder.get(order.id)!;
    let charged = balances.penaltyCharged;
    for (const date of penaltyDates(order.dueDate!, today)) {
      if (done.has(penaltyKey(order.orderNo, date))) continue;
      const amount = penaltyForNextDay(balances.principal, charged, { penaltyPpmPerDay }, { cap: order.amount ?? 0 });
      if (amount <= 0) break;
      const loan = { id: order.id, userId: order.userId, orderNo: order.orderNo, currency: marketCurrency(market) };
      drafts.push(penaltyDraft(loan, date, amount, applyRatePpm(amount, order.interestTaxPpm ?? 0)));
      charged += amount;
    }
  }
  return postTransactions(db, drafts, now);
}

export const overdueSweep: Sweep = {
  name: 'overdue',
  everyMs: 60_000,
  sliced: true,
  // A market this deployment does not serve (MARKETS) is left as it is: no status change, no penalty.
  run: (deps: Deps, now) => runOverdue(deps.db, now, servedMarkets(deps.config)),
};
