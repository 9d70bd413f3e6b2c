import { and, eq, inArray, isNotNull, max, ne, notInArray, or, sql } from 'drizzle-orm';
import type { MinorUnits } from '../../../domain/money/money';
import type { Outcome } from '../../../domain/scoring/scoring-input';
import { assessments, creditLimits, loanOrders, orderStatusHistory } from '../../db/schema';
import type { DbOrTx } from '../../ledger/post';
import { TERMINAL_STATUSES } from '../../db/orders-repo';

export type AssessmentRow = typeof assessments.$inferSelect;

/**
 * The reasons whose rejection starts the 30-day wait: the scorecard's credit judgement
 * (src/domain/scoring: `startsCooldown` is exactly "reasons include scoreBelowThreshold") and an
 * operator's rejection after manual review. Refusals for an active loan, an incomplete profile
 * or the wait itself do not restart it, nor does a product mismatch.
 */
export const COOLDOWN_REASONS = ['scoreBelowThreshold', 'operatorRejected'] as const;

/**
 * The borrower's refusal reasons stored with the decision of each order, by order id; the owner is part of the query.
 */
export async function refusalReasonsOf(db: DbOrTx, userId: number, orderIds: number[]): Promise<Map<number, string[]>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: assessments.orderId, refusalReasons: assessments.refusalReasons })
    .from(assessments)
    .where(and(eq(assessments.userId, userId), inArray(assessments.orderId, orderIds)));
  return new Map(rows.map((r) => [r.orderId, r.refusalReasons]));
}

/**
 * The rejection the 30-day rule counts from: the latest cooldown-starting one. Survives the purge (orders and
 * assessments are kept).
 */
export async function lastCooldownRejection(db: DbOrTx, userId: number): Promise<Date | null> {
  const startsCooldown = or(
    ...COOLDOWN_REASONS.map((r) => sql`${assessments.reasons} @> ${JSON.stringify([r])}::jsonb`),
  );
  const [row] = await db
    .select({ at: max(loanOrders.rejectedAt) })
    .from(loanOrders)
    .innerJoin(assessments, eq(assessments.orderId, loanOrders.id))
    .where(
      and(
        eq(loanOrders.userId, userId),
        eq(assessments.userId, userId),
        isNotNull(loanOrders.rejectedAt),
        startsCooldown,
      ),
    );
  return row?.at ?? null;
}

/** Whether the user has an open order other than `orderId` (one loan at a time). */
export async function hasOtherOpenOrder(db: DbOrTx, userId: number, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: loanOrders.id })
    .from(loanOrders)
    .where(
      and(eq(loanOrders.userId, userId), ne(loanOrders.id, orderId), notInArray(loanOrders.status, TERMINAL_STATUSES)),
    )
    .limit(1);
  return Boolean(row);
}

const everOverdue = (orderId: typeof loanOrders.id) =>
  sql`exists (select 1 from ${orderStatusHistory} where ${orderStatusHistory.orderId} = ${orderId} and ${orderStatusHistory.toStatus} = 3)`;

/** Loans finished without ever going overdue (the overdue job moves every late loan through 3). */
export async function loansRepaidOnTime(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(loanOrders)
    .where(and(eq(loanOrders.userId, userId), eq(loanOrders.status, 4), sql`not ${everOverdue(loanOrders.id)}`));
  return row?.n ?? 0;
}

/** Whether any of the user's loans ever went overdue: then an earlier raised limit is not carried over. */
export async function everHadOverdueLoan(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: loanOrders.id })
    .from(loanOrders)
    .where(and(eq(loanOrders.userId, userId), everOverdue(loanOrders.id)))
    .limit(1);
  return Boolean(row);
}

export async function findAssessment(db: DbOrTx, orderId: number): Promise<AssessmentRow | null> {
  const [row] = await db.select().from(assessments).where(eq(assessments.orderId, orderId)).limit(1);
  return row ?? null;
}

export interface AssessmentValues {
  orderId: number;
  userId: number;
  outcome: Outcome;
  score: number | null;
  limit: MinorUnits;
  reasons: string[];
  /** The borrower's reasons of a refusal (refusal-reasons.ts); empty unless rejected. */
  refusalReasons: string[];
  configVersion: string;
  now: Date;
}

/** Stores the decision once per order; false when the order already has one. */
export async function insertAssessment(db: DbOrTx, values: AssessmentValues): Promise<boolean> {
  const { now, ...row } = values;
  const inserted = await db
    .insert(assessments)
    .values({ ...row, createdAt: now })
    .onConflictDoNothing({ target: assessments.orderId })
    .returning({ id: assessments.id });
  return inserted.length > 0;
}

/**
 * An operator's decision replaces the outcome and limit, keeping the scorecard's score and reasons after the
 * operator's.
 */
export async function overrideAssessment(
  db: DbOrTx,
  orderId: number,
  values: { outcome: Outcome; limit: MinorUnits; reasons: string[]; refusalReasons: string[] },
): Promise<void> {
  await db.update(assessments).set(values).where(eq(assessments.orderId, orderId));
}

export type CreditLimitRow = typeof creditLimits.$inferSelect;

export async function findCreditLimit(db: DbOrTx, userId: number): Promise<CreditLimitRow | null> {
  const [row] = await db.select().from(creditLimits).where(eq(creditLimits.userId, userId)).limit(1);
  return row ?? null;
}

export async function upsertCreditLimit(
  db: DbOrTx,
  values: {
    userId: number;
    currency: 'NGN' | 'MXN';
    limit: MinorUnits;
    reason: string;
    now: Date;
    /** Only an approval that lowered the limit says so; any other change clears it. */
    lowered?: { from: MinorUnits; why: 'lateRepayment' | 'productCap' };
  },
): Promise<void> {
  const { now, lowered, ...row } = values;
  const set = { ...row, loweredFrom: lowered?.from ?? null, loweredWhy: lowered?.why ?? null, updatedAt: now };
  await db
    .insert(creditLimits)
    .values(set)
    .onConflictDoUpdate({
      target: creditLimits.userId,
      set: {
        limit: set.limit,
        currency: set.currency,
        reason: set.reason,
        loweredFrom: set.loweredFrom,
        loweredWhy: set.loweredWhy,
        updatedAt: now,
      },
    });
}
