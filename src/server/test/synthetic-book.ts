import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { marketToday } from '../../domain/markets/market-date';

/**
 * A synthetic loan book written straight into the tables with set-based SQL: `count` users,
 * one order each, and the ledger transactions and entries of every loan that was paid out.
 * For measuring (bench/seed-million.ts, the query-plan test), never for proving a product
 * state — those are reached through the product's own calls.
 *
 * One NG order in a hundred per status bucket (by id modulo 100):
 *   0–79 4 Finish (paid out, repaid) · 80–84 8 Cancel · 85–89 9 Rejected · 90–94 2 Repaying
 *   (due in the next days; 94 was due yesterday, so the overdue sweep moves it) · 95–96 3 Overdued
 *   · 97 14 Confirm (approved 2 days ago: the auto-cancel sweep expires it) · 98 6 an onboarding
 *   step left 2 days ago (abandoned) · 99 19 finishLoading submitted 2 days ago.
 * Amounts are the demo product's: 10,000.00 NGN lent, 500.00 interest, 1,000.00 fee + 75.00 tax.
 *
 * Rows are written in chunks so a million orders need no more memory than a thousand; `tag`
 * keeps order numbers and phone numbers of separate runs apart.
 */
export async function writeSyntheticBook(
  db: Db,
  opts: { count: number; now: Date; tag: string; chunk?: number; onChunk?: (done: number) => void },
): Promise<void> {
  const { count, now, tag } = opts;
  const chunk = opts.chunk ?? 50_000;
  const nowIso = now.toISOString();
  const today = marketToday('ng', now);
  const [product] = (
    (await db.execute(
      sql`SELECT id FROM products WHERE package_name = 'com.presta.ng' ORDER BY id LIMIT 1`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  if (!product) throw new Error('no NG product: seed the demo apps and products first');

  for (let from = 1; from <= count; from += chunk) {
    const to = Math.min(count, from + chunk - 1);
    await db.transaction(async (tx) => {
      // One order per new user; g (the user's number in the run) shapes the order.
      await tx.execute(sql`
        WITH fresh AS (
          INSERT INTO users (mobile, package_name, market, language, created_at)
          SELECT '+234' || ${tag} || lpad(g::text, 9, '0'), 'com.presta.ng', 'ng', 'en', ${nowIso}::timestamptz - make_interval(days => 30 + g % 300)
          FROM generate_series(${from}::int, ${to}::int) g
          RETURNING id, mobile
        ), shaped AS (
          SELECT id AS user_id, g, g % 100 AS b, ${nowIso}::timestamptz - make_interval(days => 2 + g % 300) AS created
          FROM (SELECT id, right(mobile, 9)::int AS g FROM fresh) f
        )
        INSERT INTO loan_orders (order_no, user_id, package_name, product_id, status, amount, days, daily_interest_ppm,
          processing_fee, fee_tax, interest, received, repayment, due_date, submitted_at, approved_at, rejected_at,
          confirmed_at, disbursed_at, finished_at, cancelled_at, cancel_reason, created_at, updated_at)
        SELECT 'S' || ${tag} || lpad(g::text, 9, '0'), user_id, 'com.presta.ng', ${product.id},
          CASE WHEN b < 80 THEN 4 WHEN b < 85 THEN 8 WHEN b < 90 THEN 9 WHEN b < 95 THEN 2 WHEN b < 97 THEN 3
               WHEN b = 97 THEN 14 WHEN b = 98 THEN 6 ELSE 19 END,
          1000000, 7, 7143, 100000, 7500, 50000, 892500, 1050000,
          CASE WHEN b < 80 THEN to_char(created + interval '7 days', 'YYYY-MM-DD')
               WHEN b < 94 AND b >= 90 THEN to_char(${today}::date + (1 + g % 6), 'YYYY-MM-DD')
               WHEN b = 94 THEN to_char(${today}::date - 1, 'YYYY-MM-DD')
               WHEN b IN (95, 96) THEN to_char(${today}::date - (1 + g % 3), 'YYYY-MM-DD') END,
          CASE WHEN b < 98 OR b = 99 THEN created END,
          CASE WHEN b < 85 OR (b >= 90 AND b < 98) THEN created + interval '10 minutes' END,
          CASE WHEN b >= 85 AND b < 90 THEN created + interval '10 minutes' END,
          CASE WHEN b < 80 OR (b >= 90 AND b < 97) THEN created + interval '20 minutes' END,
          CASE WHEN b < 80 OR (b >= 90 AND b < 97) THEN created + interval '30 minutes' END,
          CASE WHEN b < 80 THEN created + interval '6 days' END,
          CASE WHEN b >= 80 AND b < 85 THEN created + interval '1 day' END,
          CASE WHEN b >= 80 AND b < 85 THEN 'expired' END,
          created,
          CASE WHEN b < 80 THEN created + interval '6 days' WHEN b >= 97 THEN ${nowIso}::timestamptz - interval '2 days' ELSE created + interval '30 minutes' END
        FROM shaped`);
      await writeLedger(tx as unknown as Db, tag, from, to);
    });
    opts.onChunk?.(to);
  }
}

/** The disbursement of every paid-out order of the chunk, and the repayment of the finished ones. */
async function writeLedger(db: Db, tag: string, from: number, to: number): Promise<void> {
  const orders = sql`SELECT id, user_id, order_no, status, disbursed_at, finished_at FROM loan_orders
    WHERE order_no BETWEEN ${`S${tag}${String(from).padStart(9, '0')}`} AND ${`S${tag}${String(to).padStart(9, '0')}`} AND status IN (2, 3, 4)`;
  await db.execute(sql`
    INSERT INTO ledger_transactions (idempotency_key, kind, currency, order_id, user_id, memo, created_at)
    SELECT 'disbursement:' || order_no, 'disbursement', 'NGN', id, user_id, 'loan ' || order_no || ' paid out', disbursed_at FROM (${orders}) o
    UNION ALL
    SELECT 'repayment:sandbox:' || order_no, 'repayment', 'NGN', id, user_id, 'repaid in full', finished_at FROM (${orders}) o WHERE status = 4`);
  await db.execute(sql`
    INSERT INTO ledger_entries (transaction_id, account, order_id, user_id, currency, debit, credit, created_at)
    SELECT t.id, l.account, t.order_id, t.user_id, 'NGN', l.debit, l.credit, t.created_at
    FROM ledger_transactions t JOIN (${orders}) o ON o.id = t.order_id
    JOIN (VALUES
      ('disbursement', 'loanPrincipal', 1000000, 0), ('disbursement', 'loanInterest', 50000, 0),
      ('disbursement', 'providerCash', 0, 892500), ('disbursement', 'processingFeeIncome', 0, 100000),
      ('disbursement', 'taxPayable', 0, 7500), ('disbursement', 'interestIncome', 0, 50000),
      ('repayment', 'providerCash', 1050000, 0), ('repayment', 'loanInterest', 0, 50000),
      ('repayment', 'loanPrincipal', 0, 1000000)
    ) AS l(kind, account, debit, credit) ON l.kind = t.kind`);
}
