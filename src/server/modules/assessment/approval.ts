import { createHash } from 'node:crypto';
import type { MinorUnits } from '../../../domain/money/money';
import type { ProductTerms } from '../../../domain/products/product';
import type { ScoringConfig } from '../../../domain/scoring/scoring-config';
import type { DbOrTx } from '../../ledger/post';
import { moveOrder, type OrderRow } from '../../db/orders-repo';
import { floorToGrid } from '../products';
import { everHadOverdueLoan, findCreditLimit, upsertCreditLimit } from './assessments-repo';

/** What the 24 h confirmation window counts from, and how long it is. */
export const CONFIRM_WINDOW_MS = 24 * 3_600_000;

/** A short digest of the scoring configuration: stored with each decision so it can be reproduced. */
export function configVersion(config: ScoringConfig): string {
  return `sha256:${createHash('sha256').update(JSON.stringify(config)).digest('hex').slice(0, 16)}`;
}

export interface Limits {
  /** The borrower's credit limit from now on (credit_limits). */
  creditLimit: MinorUnits;
  /** What this order may borrow: the credit limit within the product's range, on its grid. */
  approvedLimit: MinorUnits;
}

/**
 * The limits an approval grants. A limit already raised by on-time repayment is kept when the
 * fresh assessment gives less, unless a loan ever went overdue; nothing exceeds the product's
 * maxCreditLimit nor the scoring maximum; the order's limit is also within the product's
 * amounts. Null when the product's minimum is above what may be lent.
 */
export function grantedLimits(input: {
  assessed: MinorUnits;
  existing: MinorUnits | null;
  carryOver: boolean;
  product: Pick<ProductTerms, 'minAmount' | 'maxAmount' | 'amountStep' | 'maxCreditLimit'>;
  config: ScoringConfig;
}): Limits | null {
  const { assessed, existing, carryOver, product, config } = input;
  const cap = Math.min(product.maxCreditLimit, config.limit.maxLimit);
  const creditLimit = Math.min(cap, carryOver && existing !== null ? Math.max(assessed, existing) : assessed);
  const approvedLimit = floorToGrid(product, creditLimit);
  return approvedLimit === null ? null : { creditLimit, approvedLimit };
}

/**
 * What Home promises (`/loan/get-credit-info`'s available): the least the next approval grants a
 * borrower with this limit — grantedLimits itself, with a fresh assessment of nothing. Without a
 * late loan the limit carries over, so the next approval gives this or more; after a late loan it
 * follows the new assessment alone, so nothing is promised (null) and Home says what it depends on.
 */
export function promisedAmount(input: {
  existing: MinorUnits | null;
  carryOver: boolean;
  product: Pick<ProductTerms, 'minAmount' | 'maxAmount' | 'amountStep' | 'maxCreditLimit'>;
  config: ScoringConfig;
}): MinorUnits | null {
  if (!input.carryOver || input.existing === null) return null;
  return grantedLimits({ ...input, assessed: 0 })?.approvedLimit ?? 0;
}

/**
 * Why an approval lowered the limit, when it did: a late loan (the limit follows the new assessment) or a lower cap.
 */
export function loweredWhy(
  existing: MinorUnits | null,
  granted: MinorUnits,
  carryOver: boolean,
): 'lateRepayment' | 'productCap' | null {
  if (existing === null || granted >= existing) return null;
  return carryOver ? 'productCap' : 'lateRepayment';
}

/**
 * Moves an order from 1 (or, a refusal reversed on review, 9) to 14 Confirm with approved_at and
 * approved_limit and sets the borrower's credit limit, in the caller's transaction. A reversed
 * refusal loses its rejected_at: it no longer starts the 30-day wait. Null when the order had moved.
 */
export async function approveOrder(
  tx: DbOrTx,
  order: OrderRow,
  product: ProductTerms,
  assessed: MinorUnits,
  config: ScoringConfig,
  reason: string,
  now: Date,
): Promise<Limits | null> {
  const [existing, overdue] = await Promise.all([
    findCreditLimit(tx, order.userId),
    everHadOverdueLoan(tx, order.userId),
  ]);
  const limits = grantedLimits({ assessed, existing: existing?.limit ?? null, carryOver: !overdue, product, config });
  // assess() never approves below the product minimum; a cap below it is a product misconfiguration.
  if (!limits)
    throw new Error(
      `product ${product.code}: nothing can be lent under a cap of ${Math.min(product.maxCreditLimit, config.limit.maxLimit)}`,
    );
  if (
    !(await moveOrder(tx, order, 14, now, { approvedAt: now, approvedLimit: limits.approvedLimit, rejectedAt: null }))
  )
    return null;
  const why = loweredWhy(existing?.limit ?? null, limits.creditLimit, !overdue);
  const lowered = why && existing ? { from: existing.limit, why } : undefined;
  await upsertCreditLimit(tx, {
    userId: order.userId,
    currency: product.currency,
    limit: limits.creditLimit,
    reason,
    now,
    lowered,
  });
  return limits;
}

/** Moves an order from 1 to 9 Reject with rejected_at. */
export function rejectOrder(tx: DbOrTx, order: OrderRow, now: Date, reason?: string): Promise<boolean> {
  return moveOrder(tx, order, 9, now, { rejectedAt: now }, reason ? { reason } : {});
}
