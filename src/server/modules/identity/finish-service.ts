import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { advanceOnboarding } from '../../db/order-progress';
import { requireOwnOrder } from '../../db/orders-repo';
import { findCheck, markCompleted } from './checks-repo';
import { IMAGE_KINDS, UPLOAD_ORDER } from './image-kinds';
import { currentImages } from './images-repo';

/**
 * Closes the identity step: the caller's own three current photos are in and the face passed
 * liveness, then the order moves on to the next missing step. Errors name what is missing.
 */
export async function finishIdentity(deps: Deps, userId: number, orderNo?: string) {
  // Another user's order number is not found, before anything is recorded.
  if (orderNo) await requireOwnOrder(deps.db, userId, orderNo);
  const have = new Set((await currentImages(deps.db, userId)).map((i) => i.kind));
  const missing = UPLOAD_ORDER.filter((kind) => !have.has(kind));
  if (missing.length > 0) {
    throw new ApiError(
      'IMAGES_MISSING',
      400,
      {},
      missing.map((kind) => ({ field: kind, key: IMAGE_KINDS[kind].missingKey })),
    );
  }
  const check = await findCheck(deps.db, userId);
  if (!check?.livenessPassed) throw new ApiError('LIVENESS_FAILED');
  await markCompleted(deps.db, userId, deps.clock.now());
  return advanceOnboarding(deps, userId, orderNo);
}
