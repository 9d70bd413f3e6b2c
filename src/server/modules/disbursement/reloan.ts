import type { Deps } from '../../deps';
import { ApiError, notFound } from '../../http/api-error';
import type { AppRow } from '../../http/apps-registry';
import { hasFinishedLoan } from '../loan';
import { defaultProduct } from '../products';
import { makeOrderNo } from '../order';
import { findActiveProduct, findOpenOrder, insertOrder, nextStep, type NextStep } from '../../db/orders-repo';
import { advanceOnboarding, onboardingTarget, profileCompleteness } from '../../db/order-progress';
import { borrower } from '../profile';

/**
 * `/loan/loan-order/apply-market-again`: borrow again after a repaid loan. The new order is
 * marked reloan, so the product's reloan daily interest applies. The profile is complete, so
 * it starts at 17 Question, the confirm-and-submit screen (decision 0007): the borrower
 * re-confirms the credit questionnaire and submits. An open order is answered as it stands
 * (one loan at a time); without a repaid loan this is refused — that borrower applies.
 */
export async function applyMarketAgain(
  deps: Deps,
  app: AppRow,
  userId: number,
  input: { productCode?: string },
): Promise<NextStep> {
  const user = await borrower(deps, userId, app);
  const open = await findOpenOrder(deps.db, userId);
  if (open) return advanceOnboarding(deps, userId, open.orderNo);
  if (!(await hasFinishedLoan(deps.db, userId))) throw new ApiError('RELOAN_NOT_ELIGIBLE');
  const product = input.productCode
    ? await findActiveProduct(deps.db, app.packageName, input.productCode)
    : await defaultProduct(deps.db, app.packageName);
  if (!product) throw notFound();

  for (let attempt = 0; attempt < 3; attempt++) {
    const now = deps.clock.now();
    const status = onboardingTarget(await profileCompleteness(deps.db, userId));
    const created = await insertOrder(deps.db, {
      orderNo: makeOrderNo(user.market, now),
      userId,
      packageName: app.packageName,
      productId: product.id,
      status,
      now,
      reloan: true,
    });
    if (created) return nextStep(created);
    const raced = await findOpenOrder(deps.db, userId);
    if (raced) return advanceOnboarding(deps, userId, raced.orderNo);
  }
  throw new Error('could not allocate an order number');
}
