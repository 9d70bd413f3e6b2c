import type { CallOutput } from '../../../domain/api/contracts';
import { homeBanner } from '../../../domain/loan-status/home-banner';
import { LOAN_STATUSES, type LoanStatus } from '../../../domain/loan-status/statuses';
import { maxTenure, type ProductTerms } from '../../../domain/products/product';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/api-error';
import type { AppRow } from '../../http/apps-registry';
import { cooldownEnd } from '../assessment';
import { marketToday } from '../../../domain/markets/market-date';
import { firstOverdueDay } from '../../../domain/repayment/loan-figures';
import { findOpenOrder, nextStep } from '../../db/orders-repo';
import { latestOrder } from './orders-repo';
import { advertisedCatOf, homeProduct } from '../products';

type Home = CallOutput<'/loan/loan-product/index'>;

/**
 * Home's status key and banner (src/domain/loan-status/home-banner.ts): from the open order, else from a running
 * rejection wait.
 */
async function borrowerState(
  deps: Deps,
  app: AppRow,
  userId: number,
): Promise<Pick<Home, 'status' | 'order' | 'banner'>> {
  const now = deps.clock.now();
  const today = marketToday(app.market, now);
  const open = await findOpenOrder(deps.db, userId);
  if (open) {
    const status = open.status as LoanStatus;
    const key = homeBanner({ status, dueDate: open.dueDate, today, retryAt: null });
    return {
      status: LOAN_STATUSES[status].homeKey,
      order: nextStep(open),
      banner: key
        ? {
            key,
            orderNo: open.orderNo,
            retryAt: null,
            dueDate: open.dueDate,
            overdueSince: key === 'overdue' && open.dueDate ? firstOverdueDay(open.dueDate) : null,
          }
        : null,
    };
  }
  const retryAt = await cooldownEnd(deps.db, userId, now);
  if (!retryAt) return { status: 'canLoan', order: null, banner: null };
  const rejected = await latestOrder(deps.db, userId, 9);
  return {
    status: 'rejected',
    order: null,
    banner: {
      key: 'rejectedRetry',
      orderNo: rejected?.orderNo ?? null,
      retryAt: retryAt.toISOString(),
      dueDate: null,
      overdueSince: null,
    },
  };
}

/** `/loan/loan-product/index`: the app's advertised product and, for a borrower, the real status. */
export async function productIndex(deps: Deps, app: AppRow, userId: number | null): Promise<Home> {
  const product = await homeProduct(deps.db, app.packageName);
  if (!product) throw new ApiError('NOT_FOUND', 404);
  const state =
    userId === null
      ? { status: 'canLoan' as const, order: null, banner: null }
      : await borrowerState(deps, app, userId);
  return homeFor(app, product, state, deps.clock.now());
}

function homeFor(
  app: AppRow,
  product: ProductTerms,
  state: Pick<Home, 'status' | 'order' | 'banner'>,
  now: Date,
): Home {
  return {
    ...state,
    app: { appName: app.appName, market: app.market, defaultLanguage: app.defaultLanguage },
    product: {
      code: product.code,
      currency: product.currency,
      minAmount: product.minAmount,
      maxAmount: product.maxAmount,
      maxDays: maxTenure(product),
      dailyInterestPpm: product.dailyInterestPpm,
      ...advertisedCatOf(product, now),
    },
  };
}
