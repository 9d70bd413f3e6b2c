import type { CallOutput } from '../../../domain/api/contracts';
import { MARKET_PROFILES } from '../../../domain/markets/market';
import { DEFAULT_SCORING_CONFIG } from '../../../domain/scoring/default-config';
import type { Deps } from '../../deps';
import type { AppRow } from '../../http/apps-registry';
import { everHadOverdueLoan, findCreditLimit, promisedAmount } from '../assessment';
import { usedPrincipal } from './orders-repo';
import { findOpenOrder } from '../../db/orders-repo';
import { defaultProduct } from '../products';

/**
 * `/loan/get-credit-info`: the caller's limit, what confirmed loans use of it, and how far on-time repayment can raise
 * it.
 */
export async function creditInfo(
  deps: Deps,
  app: AppRow,
  userId: number,
): Promise<CallOutput<'/loan/get-credit-info'>> {
  const [row, used, product, late, open] = await Promise.all([
    findCreditLimit(deps.db, userId),
    usedPrincipal(deps.db, userId),
    defaultProduct(deps.db, app.packageName),
    everHadOverdueLoan(deps.db, userId),
    findOpenOrder(deps.db, userId),
  ]);
  const config = DEFAULT_SCORING_CONFIG;
  const configMax = config.limit.maxLimit;
  const creditLimit = row?.limit ?? 0;
  // The next approval's own rule (approval.ts), not the limit as it stands: the product's grid
  // and cap apply, and after a late loan nothing carries over.
  const promised = product ? promisedAmount({ existing: row?.limit ?? null, carryOver: !late, product, config }) : null;
  // Once the next application is approved, Home shows what that offer lends, not a promise about
  // an application already decided (Home's order card says "Up to" the same figure).
  const offer = used === 0 && open?.status === 14 ? open.approvedLimit : null;
  return {
    currency: row?.currency ?? MARKET_PROFILES[app.market].currency,
    assessed: row !== null,
    creditLimit,
    used,
    // One loan at a time: while a loan uses the limit, nothing more can be borrowed now.
    available: used > 0 ? 0 : (offer ?? promised ?? 0),
    dependsOn: offer !== null ? 'offer' : late ? 'newAssessment' : 'checks',
    lowered: row?.loweredFrom != null && row.loweredWhy ? { from: row.loweredFrom, why: row.loweredWhy } : null,
    maxLimit: Math.max(creditLimit, product ? Math.min(product.maxCreditLimit, configMax) : configMax),
  };
}
