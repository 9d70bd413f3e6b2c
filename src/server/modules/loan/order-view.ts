import { and, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { CallOutput } from '../../../domain/api/contracts';
import { recordTipFor } from '../../../domain/loan-status/record-tips';
import { routeForStatus } from '../../../domain/loan-status/routes';
import { LOAN_STATUSES, type LoanStatus } from '../../../domain/loan-status/statuses';
import { MARKET_PROFILES, type Language } from '../../../domain/markets/market';
import { explainRefusal } from '../../../domain/scoring/refusal-reasons';
import type { Db } from '../../db/client';
import { perDb, prepareNamed } from '../../db/per-db';
import { loanOrders, products } from '../../db/schema';
import { CONFIRM_WINDOW_MS, cooldownEnd, refusalReasonsOf } from '../assessment';
import type { OrderRow } from '../../db/orders-repo';
import { reviewsOf, type ReviewRow } from '../review';

export type OrderRecord = CallOutput<'/loan/loan-order/list'>['orders'][number];
type ProductRef = Pick<typeof products.$inferSelect, 'code' | 'name' | 'currency' | 'market'>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * One order with every figure and date, its status keys (src/domain/loan-status/statuses.ts) and where Continue leads.
 */
export function toRecord(
  order: OrderRow,
  product: ProductRef,
  retryAt: Date | null,
  refusalReasons: OrderRecord['refusalReasons'] = [],
  review: ReviewRow | null = null,
): OrderRecord {
  const status = order.status as LoanStatus;
  const info = LOAN_STATUSES[status];
  const awaitingConfirmation = (status === 14 || status === 18) && order.approvedAt;
  return {
    orderNo: order.orderNo,
    status,
    statusName: info.name,
    statusKey: info.orderKey,
    route: routeForStatus(status, order.orderNo),
    amount: order.amount,
    days: order.days,
    createdAt: order.createdAt.toISOString(),
    tipKey: recordTipFor(status),
    homeKey: info.homeKey,
    packageName: order.packageName,
    productCode: product.code,
    productName: product.name,
    currency: product.currency,
    disclosure: MARKET_PROFILES[product.market].costDisclosure,
    dailyInterestPpm: order.dailyInterestPpm,
    processingFee: order.processingFee,
    feeTax: order.feeTax,
    interest: order.interest,
    interestTax: order.interest === null ? null : (order.interestTax ?? 0),
    received: order.received,
    repayment: order.repayment,
    dueDate: order.dueDate,
    aprBps: order.aprBps,
    catBps: order.catBps,
    reloan: order.reloan,
    approvedLimit: order.approvedLimit,
    submittedAt: iso(order.submittedAt),
    approvedAt: iso(order.approvedAt),
    rejectedAt: iso(order.rejectedAt),
    confirmedAt: iso(order.confirmedAt),
    disbursedAt: iso(order.disbursedAt),
    finishedAt: iso(order.finishedAt),
    cancelledAt: iso(order.cancelledAt),
    cancelReason: order.cancelReason,
    confirmBy: awaitingConfirmation ? new Date(order.approvedAt!.getTime() + CONFIRM_WINDOW_MS).toISOString() : null,
    retryAt: status === 9 ? iso(retryAt) : null,
    refusalReasons: status === 9 ? refusalReasons : [],
    decisionReview: review && {
      status: review.status,
      requestedAt: review.requestedAt.toISOString(),
      answerBy: review.answerBy.toISOString(),
      decidedAt: iso(review.decidedAt),
    },
    reviewable: status === 9 && review === null && order.personalDataPurgedAt === null,
  };
}

/**
 * The owner's orders with their product's names, newest first, narrowed by `scope`. The owner is a value or a
 * placeholder.
 */
function ownOrders(db: Db, userId: number | Placeholder, scope: SQL | undefined) {
  return db
    .select({
      order: loanOrders,
      product: { code: products.code, name: products.name, currency: products.currency, market: products.market },
    })
    .from(loanOrders)
    .innerJoin(products, eq(products.id, loanOrders.productId))
    .where(and(eq(loanOrders.userId, userId), scope))
    .orderBy(desc(loanOrders.createdAt), desc(loanOrders.id));
}

/**
 * Rows as records; a rejected order carries the end of the running 30-day wait and the reasons
 * stored with its decision, in the caller's language (decision 0078); any order, the review of
 * its refusal a person was asked for (decision 0083).
 */
async function toRecords(
  db: Db,
  userId: number,
  now: Date,
  lang: Language,
  rows: Awaited<ReturnType<typeof ownOrders>>,
): Promise<OrderRecord[]> {
  const rejected = rows.filter((r) => r.order.status === 9).map((r) => r.order.id);
  const [retryAt, reasons, reviews] = await Promise.all([
    rejected.length > 0 ? cooldownEnd(db, userId, now) : null,
    rejected.length > 0 ? refusalReasonsOf(db, userId, rejected) : new Map<number, string[]>(),
    reviewsOf(
      db,
      userId,
      rows.map((r) => r.order.id),
    ),
  ]);
  return rows.map((r) =>
    toRecord(
      r.order,
      r.product,
      retryAt,
      explainRefusal(reasons.get(r.order.id) ?? [], lang),
      reviews.get(r.order.id) ?? null,
    ),
  );
}

/**
 * The caller's orders, newest first, narrowed by `scope` (an app, or a market's apps). The owner is part of the query.
 */
export async function ownOrderRecords(
  db: Db,
  userId: number,
  now: Date,
  lang: Language,
  scope: SQL | undefined,
): Promise<OrderRecord[]> {
  return toRecords(db, userId, now, lang, await ownOrders(db, userId, scope));
}

/** `/loan/loan-order/latest`: the caller's newest order of the market's apps, by one prepared statement. */
const latestInMarket = perDb((db) =>
  prepareNamed(
    db,
    ownOrders(db, sql.placeholder('userId'), eq(products.market, sql.placeholder('market'))).limit(1),
    'latest_order_in_market',
  ),
);

/**
 * `/loan/loan-order/latest`: the caller's latest order, read afresh on every call (a rejected one also reads the 30-day
 * wait).
 */
export async function latestOrder(
  db: Db,
  userId: number,
  now: Date,
  market: 'ng' | 'mx',
  lang: Language,
): Promise<{ order: OrderRecord | null }> {
  const [record] = await toRecords(db, userId, now, lang, await latestInMarket(db).execute({ userId, market }));
  return { order: record ?? null };
}

export const inApp = (packageName: string) => eq(loanOrders.packageName, packageName);
export const inMarket = (market: 'ng' | 'mx') => eq(products.market, market);
