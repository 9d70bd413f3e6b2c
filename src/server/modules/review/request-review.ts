import type { Market } from '../../../domain/markets/market';
import { findOwnOrder } from '../../db/orders-repo';
import type { Deps } from '../../deps';
import { ApiError, notFound } from '../../http/api-error';
import { DEFAULT_REVIEW_DEADLINE_DAYS } from '../../settings/review-settings';
import { insertReview } from './review-repo';

const DAY_MS = 86_400_000;

/** When a person must have answered a request made now in `market` (REVIEW_DEADLINE_DAYS_*). */
export function answerByOf(deps: Deps, market: Market, now: Date): Date {
  const days = (deps.config.reviewDeadlineDays ?? DEFAULT_REVIEW_DEADLINE_DAYS)[market];
  return new Date(now.getTime() + days * DAY_MS);
}

/**
 * `/loan/decision/review`: the borrower asks a person to review the refusal of one of their own
 * orders (NDPA 2023 s.37; LFPDPPP), once per decision, while the application's details are
 * still held (they are deleted a week after a refusal, and a pending review holds that back).
 * The order is looked up by its owner: another borrower's order is not found.
 */
export async function requestReview(
  deps: Deps,
  market: Market,
  userId: number,
  input: { orderNo: string; note?: string },
) {
  const order = await findOwnOrder(deps.db, userId, input.orderNo);
  if (!order) throw notFound();
  if (order.status !== 9) throw new ApiError('REVIEW_NOT_REFUSED', 409);
  if (order.personalDataPurgedAt) throw new ApiError('REVIEW_TOO_LATE', 409);
  const now = deps.clock.now();
  const row = await insertReview(deps.db, {
    orderId: order.id,
    userId,
    note: input.note || null,
    answerBy: answerByOf(deps, market, now),
    now,
  });
  if (!row) throw new ApiError('REVIEW_ALREADY_REQUESTED', 409);
  return {
    orderNo: order.orderNo,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    answerBy: row.answerBy.toISOString(),
    decidedAt: null,
  };
}
