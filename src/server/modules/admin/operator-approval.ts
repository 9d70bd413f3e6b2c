import { assertAmountOffered } from '../../../domain/pricing/quote';
import { PricingError } from '../../../domain/pricing/pricing-error';
import { DEFAULT_SCORING_CONFIG } from '../../../domain/scoring/default-config';
import type { OrderRow } from '../../db/orders-repo';
import type { DbOrTx } from '../../ledger/post';
import { ApiError, notFound, validationError } from '../../http/api-error';
import { approveOrder, findAssessment, insertAssessment, overrideAssessment } from '../assessment';
import { productById } from '../products';

/** Leads the stored reasons so the decision reads as the operator's, before the scorecard's. */
export const OPERATOR_REASON = { approve: 'operatorApproved', reject: 'operatorRejected' } as const;

/**
 * A person approves an order, in the caller's transaction: the limit is on the product's grid
 * (the scorecard's when none is given and it computed one), the assessment takes the operator's
 * outcome and the order goes to 14 with its credit limit, exactly as an approval does
 * (approveOrder). Used by the manual-review decision and by a refusal reversed on review.
 */
export async function approveAsOperator(
  tx: DbOrTx,
  order: OrderRow,
  limitGiven: number | undefined,
  creditReason: string,
  now: Date,
) {
  const product = await productById(tx, order.productId);
  if (!product) throw notFound();
  const before = await findAssessment(tx, order.id);
  const limit = limitGiven ?? (before?.limit || undefined);
  try {
    if (limit === undefined) throw new PricingError('invalidAmount', 'no limit given');
    assertAmountOffered(product, limit);
  } catch (err) {
    if (err instanceof PricingError) throw validationError([{ field: 'limit', key: 'validation.amountNotOffered' }]);
    throw err;
  }
  const reasons = [OPERATOR_REASON.approve, ...(before?.reasons ?? []).filter((r) => !r.startsWith('operator'))];
  if (before) await overrideAssessment(tx, order.id, { outcome: 'approve', limit, reasons, refusalReasons: [] });
  else
    await insertAssessment(tx, {
      orderId: order.id,
      userId: order.userId,
      outcome: 'approve',
      score: null,
      limit,
      reasons,
      refusalReasons: [],
      configVersion: 'operator',
      now,
    });
  const limits = await approveOrder(tx, order, product, limit, DEFAULT_SCORING_CONFIG, creditReason, now);
  if (!limits) throw new ApiError('ORDER_NOT_UNDER_REVIEW', 409);
  return { before, reasons, approvedLimit: limits.approvedLimit };
}
