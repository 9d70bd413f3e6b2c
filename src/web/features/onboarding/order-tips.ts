import { isOnboardingStatus } from '../../../domain/loan-status/onboarding';
import { isLoanStatus } from '../../../domain/loan-status/statuses';

/** Finished orders (OrderStatusKey values); every other key is still open and listed under Incomplete. */
export const FINISHED_KEYS: ReadonlySet<string> = new Set(['finished', 'cancelled', 'rejected']);

/**
 * The Records tip (src/domain/loan-status/record-tips.ts) for an order's status, as a key of the 'onboarding' texts.
 */
export function orderTipKey(status: number): string {
  return isLoanStatus(status) ? `orders.tips.${status}` : 'orders.tips.unknown';
}

/** Incomplete orders offer Continue, which resumes at the missing step (decision 0007). */
export function canContinue(order: {
  status: number;
  route: string | null;
}): order is { status: number; route: string } {
  return order.route !== null && isLoanStatus(order.status) && isOnboardingStatus(order.status);
}
