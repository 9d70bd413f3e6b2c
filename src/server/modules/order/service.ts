import { ONBOARDING_STEPS, isOnboardingStatus } from '../../../domain/loan-status/onboarding';
import { LOAN_STATUSES, type LoanStatus } from '../../../domain/loan-status/statuses';
import type { Language } from '../../../domain/markets/market';
import type { Deps } from '../../deps';
import { ApiError, notFound } from '../../http/api-error';
import type { AppRow } from '../../http/apps-registry';
import { t } from '../../i18n/translate';
import { enqueueAssessment, cooldownEnd } from '../assessment';
import { inApp, ownOrderRecords } from '../loan';
import { defaultProduct } from '../products';
import { leaveFinishLoading, mustWaitForDeviceData } from '../device';
import { borrower } from '../profile';
import { validAuthorisation } from '../bureau';
import { marketToday } from '../../../domain/markets/market-date';
import { makeOrderNo } from './order-no';
import {
  findActiveProduct,
  findOpenOrder,
  findOwnOrder,
  insertOrder,
  moveOrder,
  nextStep,
  requireOwnOrder,
  type NextStep,
} from '../../db/orders-repo';
import { advanceOnboarding, onboardingTarget, profileCompleteness } from '../../db/order-progress';

async function productId(deps: Deps, app: AppRow, productCode: string | undefined): Promise<number> {
  const product = productCode
    ? await findActiveProduct(deps.db, app.packageName, productCode)
    : await defaultProduct(deps.db, app.packageName);
  if (!product) throw notFound();
  return product.id;
}

/**
 * `/loan/loan-order/apply-market`: the caller's open order if they have one (one loan at a
 * time), brought up to date with their profile; otherwise a new order at the first missing
 * step. Two simultaneous applies meet at the partial unique index: one inserts, the other
 * finds that order.
 */
export async function applyMarket(
  deps: Deps,
  app: AppRow,
  userId: number,
  input: { productCode?: string },
): Promise<NextStep> {
  const user = await borrower(deps, userId, app);
  const open = await findOpenOrder(deps.db, userId);
  if (open) return advanceOnboarding(deps, userId, open.orderNo);
  // Decision 0010: a rejected applicant may retry after 30 days. Refusing here, not at assessment,
  // spares them filling in a whole application that cannot be approved.
  const retryAt = await cooldownEnd(deps.db, userId, deps.clock.now());
  if (retryAt) {
    throw new ApiError('APPLY_COOLDOWN', 400, { date: marketToday(user.market, retryAt) }, [], {
      retryAt: retryAt.toISOString(),
    });
  }
  const product = await productId(deps, app, input.productCode);

  for (let attempt = 0; attempt < 3; attempt++) {
    const now = deps.clock.now();
    const status = onboardingTarget(await profileCompleteness(deps.db, userId));
    const created = await insertOrder(deps.db, {
      orderNo: makeOrderNo(user.market, now),
      userId,
      packageName: app.packageName,
      productId: product,
      status,
      now,
    });
    if (created) return nextStep(created);
    const raced = await findOpenOrder(deps.db, userId);
    if (raced) return advanceOnboarding(deps, userId, raced.orderNo);
    // Neither: the random order number was taken. Draw another.
  }
  throw new Error('could not allocate an order number');
}

/**
 * `/user/submit`: a complete application goes to 1 Applying with its assessment queued — or,
 * in an app whose operator requires device data and while some is missing, to 19 finishLoading
 * (decision 0059), where the shell's uploads move it on. A missing step is refused with its name
 * and where to go; a repeat answers the order as it stands, and on an order at 19 checks again
 * whether it may go on (the finish-loading screen's retry).
 */
export async function submitOrder(
  deps: Deps,
  app: AppRow,
  lang: Language,
  userId: number,
  orderNo: string,
): Promise<NextStep> {
  const order = await requireOwnOrder(deps.db, userId, orderNo);
  const status = order.status as LoanStatus;
  if (status === 19) {
    const user = await borrower(deps, userId, app);
    if (await leaveFinishLoading(deps, order, user.market)) return nextStep({ orderNo, status: 1 });
    return nextStep((await findOwnOrder(deps.db, userId, orderNo)) ?? order);
  }
  if (order.submittedAt || !isOnboardingStatus(status)) {
    if (!order.submittedAt && LOAN_STATUSES[status].terminal) throw new ApiError('ORDER_CLOSED');
    return nextStep(order);
  }
  const profile = await profileCompleteness(deps.db, userId);
  const missing = ONBOARDING_STEPS.find((step) => !profile[step.field]);
  if (missing) {
    throw new ApiError('STEP_MISSING', 400, { step: t(lang, `onboarding.step.${missing.field}`) }, [], {
      missing: missing.field,
      next: nextStep({ orderNo, status: missing.status }),
    });
  }
  const user = await borrower(deps, userId, app);
  // A market that consults a bureau needs the borrower's authorisation first (decision 0099).
  if (deps.bureaus[user.market] && !(await validAuthorisation(deps.db, userId, order.id, deps.clock.now()))) {
    throw new ApiError('BUREAU_AUTHORISATION_REQUIRED', 400, {}, [], { orderNo });
  }
  const wait = await mustWaitForDeviceData(deps.db, order, user.market);
  const to = wait ? 19 : 1;
  const now = deps.clock.now();
  // The assessment is queued with the move, so an order at 1 is never left without one.
  const moved = await deps.db.transaction(async (tx) => {
    if (!(await moveOrder(tx, order, to, now, { submittedAt: now }))) return false;
    if (!wait) await enqueueAssessment(tx, order, now);
    return true;
  });
  if (moved && !wait) return nextStep({ orderNo, status: 1 });
  // A simultaneous submit won, or the order waits at 19: read it again. The last group may have
  // been reported between the check and the move (the report saw no order at 19 to move on).
  const fresh = await findOwnOrder(deps.db, userId, orderNo);
  if (!fresh) throw notFound();
  if (fresh.status === 19 && (await leaveFinishLoading(deps, fresh, user.market)))
    return nextStep({ orderNo, status: 1 });
  return nextStep(fresh);
}

/** `/loan/loan-order/list`: the caller's orders made in the calling app, with every figure and the Records tip. */
export async function orderList(deps: Deps, app: AppRow, userId: number, lang: Language) {
  return { orders: await ownOrderRecords(deps.db, userId, deps.clock.now(), lang, inApp(app.packageName)) };
}
