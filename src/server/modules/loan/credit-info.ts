import type { CallOutput } from '../../../domain/api/contracts';
import { MARKET_PROFILES } from '../../../domain/markets/market';
import { DEFAULT_SCORING_CONFIG } from '../../../domain/scoring/default-config';
import type { Deps } from '../../deps';
import type { AppRow } from '../../http/apps-registry';
import { findCreditLimit } from '../assessment';
import { usedPrincipal } from './orders-repo';
import { defaultProduct } from '../products';

/** `/loan/get-credit-info`: the caller's limit, what confirmed loans use of it, and how far on-time repayment can raise it. */
export async function creditInfo(deps: Deps, app: AppRow, userId: number): Promise<CallOutput<'/loan/get-credit-info'>> {
  const [row, used, product] = await Promise.all([
    findCreditLimit(deps.db, userId),
    usedPrincipal(deps.db, userId),
    defaultProduct(deps.db, app.packageName),
  ]);
  const configMax = DEFAULT_SCORING_CONFIG.limit.maxLimit;
  const creditLimit = row?.limit ?? 0;
  return {
    currency: row?.currency ?? MARKET_PROFILES[app.market].currency,
    assessed: row !== null,
    creditLimit,
    used,
    // One loan at a time: while a loan uses the limit, nothing more can be borrowed now.
    available: used > 0 ? 0 : creditLimit,
    maxLimit: Math.max(creditLimit, product ? Math.min(product.maxCreditLimit, configMax) : configMax),
  };
}
