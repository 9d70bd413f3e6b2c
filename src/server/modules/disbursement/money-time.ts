import type { CallOutput } from '../../../domain/api/contracts';
import { routeForStatus } from '../../../domain/loan-status/routes';
import type { LoanStatus } from '../../../domain/loan-status/statuses';
import type { Language } from '../../../domain/markets/market';
import type { Deps } from '../../deps';
import { t } from '../../i18n/translate';
import { requireOwnOrder } from '../../db/orders-repo';
import { latestPayout } from './payouts-repo';

/** The `/loan/get-money-time` contract: disbursal 10-60 minutes after verification. */
export const DISBURSAL_WINDOW = { minSeconds: 10 * 60, maxSeconds: 60 * 60 } as const;

/**
 * `/loan/get-money-time`: the promised window and the real state of the payout, so the lending
 * screen can count down and move on by itself when the loan starts (status 2) or the payout
 * fails (10).
 */
export async function getMoneyTime(
  deps: Deps,
  lang: Language,
  userId: number,
  orderNo: string,
): Promise<CallOutput<'/loan/get-money-time'>> {
  const order = await requireOwnOrder(deps.db, userId, orderNo);
  const payout = await latestPayout(deps.db, order.id, userId);
  const now = deps.clock.now();
  const lending = order.status === 7 && order.lendingAt !== null;
  const expectedBy = lending ? new Date(order.lendingAt!.getTime() + DISBURSAL_WINDOW.maxSeconds * 1000) : null;
  return {
    orderNo: order.orderNo,
    status: order.status,
    route: routeForStatus(order.status as LoanStatus, order.orderNo),
    ...DISBURSAL_WINDOW,
    windowText: t(lang, 'lending.window'),
    lendingAt: order.lendingAt?.toISOString() ?? null,
    expectedBy: expectedBy?.toISOString() ?? null,
    secondsLeft: expectedBy ? Math.max(0, Math.ceil((expectedBy.getTime() - now.getTime()) / 1000)) : null,
    disbursedAt: order.disbursedAt?.toISOString() ?? null,
    dueDate: order.disbursedAt ? order.dueDate : null,
    payout: payout && {
      attempt: payout.attempt,
      // The contract knows three states: money the bank sent back is a failed payout (failureCode 'reversed').
      status: payout.status === 'reversed' ? 'failed' : payout.status,
      failureCode: payout.failureCode,
      amount: payout.amount,
      currency: payout.currency,
      updatedAt: payout.updatedAt.toISOString(),
    },
  };
}
