import type { CallOutput } from '../../../domain/api/contracts';
import type { Deps } from '../../deps';
import type { AppRow } from '../../http/apps-registry';
import { cooldownEnd } from '../assessment';
import { marketIndex } from '../promo';
import { latestOrder } from './orders-repo';

/**
 * `/app/isRejectRecommendation`: after a rejection (the caller's latest order is 9 Reject),
 * recommend the market's hot loans when at least one of them is another app's — recommending
 * our own products to someone we just turned down would only lead to another rejection.
 */
export async function rejectRecommendation(
  deps: Deps,
  app: AppRow,
  userId: number,
): Promise<CallOutput<'/app/isRejectRecommendation'>> {
  const now = deps.clock.now();
  const [latest, retryAt] = await Promise.all([latestOrder(deps.db, userId), cooldownEnd(deps.db, userId, now)]);
  if (latest?.status !== 9) return { recommend: false, retryAt: retryAt?.toISOString() ?? null };
  const { offers } = await marketIndex(deps.db, app);
  return { recommend: offers.some((o) => !o.own), retryAt: retryAt?.toISOString() ?? null };
}
