import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ProductTerms } from '../../../domain/products/product';
import type { LoanBalances } from '../../../domain/repayment/loan-figures';
import { penaltyDayOfKey, type LoanTransaction } from '../../../domain/repayment/loan-history';
import type { Db } from '../../db/client';
import { rowFromJson } from '../../db/json-row';
import { perDb, prepareNamed } from '../../db/per-db';
import {
  coupons,
  ledgerEntries,
  ledgerTransactions,
  loanOrders,
  products,
  repaymentVouchers,
  rollovers,
  users,
} from '../../db/schema';
import type { CouponRow } from '../promo';
import { openOrderOf } from '../../db/orders-repo';
import { balancesFrom } from './loan-balances';
import type { RepayOrderFields } from './repay-order';

const userId = sql.placeholder('userId');

/**
 * Everything `/repay/repay-order/detail` reads, in one statement: the caller's market, the order
 * (named, or the open one) and its product's terms, the ledger transactions with their lines (the
 * loan's figures and its last repayment are read from them in readRepayDetail), the pending
 * vouchers and rollover fee, and the caller's coupons that matter (reserved on this order, or
 * available). Every part is scoped by the caller's id; the order is joined only when it is
 * theirs. A missing user gives no row; a missing order gives a row with order null. Nothing in
 * it depends on the clock: whether an available coupon has expired is the coupon rule's
 * question (checkCouponUse).
 */
function detailStatement(db: Db, orderMatch: SQL, name: string) {
  return prepareNamed(
    db,
    db
      .select({
        market: users.market,
        // Only the columns the answer uses: each column is described and parsed on every execution.
        order: {
          id: loanOrders.id,
          userId: loanOrders.userId,
          orderNo: loanOrders.orderNo,
          status: loanOrders.status,
          amount: loanOrders.amount,
          received: loanOrders.received,
          repayment: loanOrders.repayment,
          interestTax: loanOrders.interestTax,
          // The interest rule as signed (decision 0095): what paying today saves.
          days: loanOrders.days,
          dailyInterestPpm: loanOrders.dailyInterestPpm,
          interest: loanOrders.interest,
          interestTaxPpm: loanOrders.interestTaxPpm,
          interestBasis: loanOrders.interestBasis,
          minInterestDays: loanOrders.minInterestDays,
          disbursedAt: loanOrders.disbursedAt,
          dueDate: loanOrders.dueDate,
          finishedAt: loanOrders.finishedAt,
          writtenOffAt: loanOrders.writtenOffAt,
        },
        // The terms the loan was signed with (frozen on the order); the product's for a loan signed before they were
        // frozen.
        product: {
          penaltyPpmPerDay: sql<number>`coalesce(${loanOrders.penaltyPpmPerDay}, ${products.penaltyPpmPerDay})`.mapWith(
            Number,
          ),
          rolloverFeePpm: sql<number>`coalesce(${loanOrders.rolloverFeePpm}, ${products.rolloverFeePpm})`.mapWith(
            Number,
          ),
          rolloverDays: sql<number>`coalesce(${loanOrders.rolloverDays}, ${products.rolloverDays})`.mapWith(Number),
          // The tax is the order's alone: a loan signed before it existed agreed to none (decision 0089).
          interestTaxPpm: sql<number>`coalesce(${loanOrders.interestTaxPpm}, 0)`.mapWith(Number),
        },
        transactions: sql<
          { kind: string; at: string; key: string; lines: { account: string; debit: string; credit: string }[] }[]
        >`(
      select coalesce(json_agg(json_build_object('kind', t.kind, 'at', t.created_at, 'key', t.idempotency_key, 'lines', t.lines) order by t.id), '[]'::json)
      from (select ${ledgerTransactions.id} as id, ${ledgerTransactions.kind} as kind, ${ledgerTransactions.createdAt} as created_at,
                   ${ledgerTransactions.idempotencyKey} as idempotency_key,
                   (select json_agg(json_build_object('account', e.account, 'debit', e.debit, 'credit', e.credit))
                    from ${ledgerEntries} e where e.transaction_id = ${ledgerTransactions.id}) as lines
            from ${ledgerTransactions} where ${ledgerTransactions.orderId} = ${loanOrders.id}) t)`,
        pendingVouchers: sql<number>`(
      select count(*) from ${repaymentVouchers}
      where ${repaymentVouchers.userId} = ${userId} and ${repaymentVouchers.orderId} = ${loanOrders.id} and ${repaymentVouchers.status} = 'pending')`.mapWith(
          Number,
        ),
        rolloverPending: sql<boolean>`exists (
      select 1 from ${rollovers}
      where ${rollovers.orderId} = ${loanOrders.id} and ${rollovers.userId} = ${userId} and ${rollovers.status} = 'pending')`.mapWith(
          Boolean,
        ),
        coupons: sql<Record<string, unknown>[]>`(
      select coalesce(json_agg(c), '[]'::json) from ${coupons} c
      where c.user_id = ${userId}
        and ((c.status = 'reserved' and c.reserved_order_id = ${loanOrders.id}) or c.status = 'available'))`,
      })
      .from(users)
      .leftJoin(loanOrders, and(eq(loanOrders.userId, userId), orderMatch))
      .leftJoin(products, eq(products.id, loanOrders.productId))
      .where(eq(users.id, userId))
      .limit(1),
    name,
  );
}

const byOrderNo = perDb((db) =>
  detailStatement(db, eq(loanOrders.orderNo, sql.placeholder('orderNo')), 'repay_detail_by_no'),
);
const open = openOrderOf(userId);
const openOrder = perDb((db) =>
  detailStatement(
    db,
    eq(
      loanOrders.id,
      sql`(${db
        .select({ id: loanOrders.id })
        .from(loanOrders)
        .where(open.where)
        .orderBy(...open.newestFirst)
        .limit(1)})`,
    ),
    'repay_detail_open',
  ),
);

/** The product terms the detail uses: the penalty rate, the rollover's and the tax on both. */
export type DetailProduct = Pick<
  ProductTerms,
  'penaltyPpmPerDay' | 'rolloverFeePpm' | 'rolloverDays' | 'interestTaxPpm'
>;

export interface DetailRead {
  market: (typeof users.$inferSelect)['market'];
  order: RepayOrderFields | null;
  product: DetailProduct | null;
  /** Every ledger transaction of the order, with its lines (the statement's history). */
  transactions: LoanTransaction[];
  /** The order's figures: its transactions' lines summed per account (each entry carries its transaction's order). */
  balances: LoanBalances;
  lastPaymentAt: Date | null;
  pendingVouchers: number;
  rolloverPending: boolean;
  /** The coupon reserved on this order, if any. */
  reserved: CouponRow | null;
  /** The caller's available coupons, expired ones included (any order may use them). */
  available: CouponRow[];
}

/** The detail's reads for the caller, by one prepared statement; null when the user does not exist. */
export async function readRepayDetail(
  db: Db,
  callerId: number,
  orderNo: string | undefined,
): Promise<DetailRead | null> {
  const [row] = orderNo
    ? await byOrderNo(db).execute({ userId: callerId, orderNo })
    : await openOrder(db).execute({ userId: callerId });
  if (!row) return null;
  const rows = (row.coupons ?? []).map((c) => rowFromJson(coupons, c));
  const transactions: LoanTransaction[] = (row.transactions ?? []).map((t) => ({
    kind: t.kind,
    at: new Date(t.at).toISOString(),
    penaltyDay: penaltyDayOfKey(t.key),
    lines: (t.lines ?? []).map((l) => ({ account: l.account, debit: Number(l.debit), credit: Number(l.credit) })),
  }));
  const lastPayment = transactions.findLast((t) => t.kind === 'repayment');
  return {
    market: row.market,
    order: row.order,
    product: row.product,
    transactions,
    balances: balancesFrom(
      transactions.flatMap((t) => t.lines.map((l) => ({ account: l.account, debits: l.debit, credits: l.credit }))),
    ),
    lastPaymentAt: lastPayment ? new Date(lastPayment.at) : null,
    pendingVouchers: row.pendingVouchers ?? 0,
    rolloverPending: row.rolloverPending ?? false,
    reserved:
      rows.find((c) => c.status === 'reserved' && row.order !== null && c.reservedOrderId === row.order.id) ?? null,
    available: rows.filter((c) => c.status === 'available'),
  };
}
