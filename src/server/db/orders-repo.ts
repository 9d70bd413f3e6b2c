import { and, desc, eq, notInArray, type Placeholder } from 'drizzle-orm';
import { routeForStatus } from '../../domain/loan-status/routes';
import { LOAN_STATUS_NUMBERS, LOAN_STATUSES, type LoanStatus } from '../../domain/loan-status/statuses';
import { assertTransition, TRANSITIONS } from '../../domain/loan-status/transitions';
import type { Db } from './client';
import { loanOrders, orderStatusHistory, products } from './schema';
import { notFound } from '../http/api-error';
import type { DbOrTx } from '../ledger/post';

export type OrderRow = typeof loanOrders.$inferSelect;

/** Finish, Cancel and Reject: the statuses the one-open-order index leaves out. */
export const TERMINAL_STATUSES: LoanStatus[] = LOAN_STATUS_NUMBERS.filter((n) => LOAN_STATUSES[n].terminal);

export interface NextStep {
  orderNo: string | null;
  status: number;
  route: string | null;
}

export function nextStep(order: { orderNo: string; status: number }): NextStep & { orderNo: string } {
  return {
    orderNo: order.orderNo,
    status: order.status,
    route: routeForStatus(order.status as LoanStatus, order.orderNo),
  };
}

/** The caller's order by number: the owner is part of the query, so another user's order is simply not found. */
export async function findOwnOrder(db: Db, userId: number, orderNo: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(loanOrders)
    .where(and(eq(loanOrders.orderNo, orderNo), eq(loanOrders.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function requireOwnOrder(db: Db, userId: number, orderNo: string): Promise<OrderRow> {
  const row = await findOwnOrder(db, userId, orderNo);
  if (!row) throw notFound();
  return row;
}

/**
 * Which of a user's orders is the open one (decision 0007: one loan at a time): not terminal, the
 * newest. The user is a value or a prepared statement's placeholder.
 */
export function openOrderOf(userId: number | Placeholder) {
  return {
    where: and(eq(loanOrders.userId, userId), notInArray(loanOrders.status, TERMINAL_STATUSES)),
    newestFirst: [desc(loanOrders.createdAt), desc(loanOrders.id)],
  };
}

/** The caller's one open order, or null. */
export async function findOpenOrder(db: Db, userId: number): Promise<OrderRow | null> {
  const open = openOrderOf(userId);
  const [row] = await db
    .select()
    .from(loanOrders)
    .where(open.where)
    .orderBy(...open.newestFirst)
    .limit(1);
  return row ?? null;
}

export async function findActiveProduct(db: Db, packageName: string, code: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.packageName, packageName), eq(products.code, code), eq(products.active, true)))
    .limit(1);
  return row ?? null;
}

function reasonFor(from: LoanStatus, to: LoanStatus): string {
  return TRANSITIONS.find((t) => t.from === from && t.to === to)?.reason ?? 'status change';
}

/**
 * Inserts an order unless the user already has an open one (the partial unique index decides,
 * so two simultaneous applies cannot both succeed) or the number is taken. Returns null then.
 */
export async function insertOrder(
  db: Db,
  values: {
    orderNo: string;
    userId: number;
    packageName: string;
    productId: number;
    status: LoanStatus;
    now: Date;
    /** Borrow again after a repaid loan (apply-market-again): the product's reloan interest applies. */
    reloan?: boolean;
  },
): Promise<OrderRow | null> {
  const { now, ...order } = values;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(loanOrders)
      .values({ ...order, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    await tx.insert(orderStatusHistory).values({
      orderId: row.id,
      fromStatus: null,
      toStatus: row.status,
      createdAt: now,
      reason: 'order created at the first missing onboarding step',
    });
    return row;
  });
}

/** Columns a status change may set beside the status (timestamps, quote figures, reasons). */
export type OrderPatch = Partial<
  Omit<
    typeof loanOrders.$inferInsert,
    'id' | 'orderNo' | 'userId' | 'packageName' | 'status' | 'createdAt' | 'updatedAt'
  >
>;

/**
 * Moves an order from the status it was read in to `to` and records why. The transition
 * table is asserted first (a move it does not allow throws TransitionError); the update is
 * conditional on the old status, so of two racing moves only one happens; false means the
 * order had already moved and the caller should read it again.
 *
 * `db` may be a transaction: then the move commits or rolls back with the caller's other
 * writes (a savepoint keeps a lost race from aborting it).
 */
export async function moveOrder(
  db: DbOrTx,
  order: Pick<OrderRow, 'id' | 'userId' | 'status'>,
  to: LoanStatus,
  now: Date,
  extra: OrderPatch = {},
  opts: { reason?: string } = {},
): Promise<boolean> {
  const from = order.status as LoanStatus;
  assertTransition(from, to);
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(loanOrders)
      .set({ ...extra, status: to, updatedAt: now })
      .where(and(eq(loanOrders.id, order.id), eq(loanOrders.userId, order.userId), eq(loanOrders.status, from)))
      .returning({ id: loanOrders.id });
    if (moved.length === 0) return false;
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      fromStatus: from,
      toStatus: to,
      reason: opts.reason ?? reasonFor(from, to),
      createdAt: now,
    });
    return true;
  });
}
