import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { productIndexKey } from './product-index-query';
import { userInfoKey } from './get-user-info';
import { ordersKey } from './orders';
import { creditInfoKey } from './credit-info';
import { latestOrderKey } from './latest-order';

const LOAN_VIEWS = [
  productIndexKey,
  ordersKey,
  latestOrderKey,
  creditInfoKey,
  userInfoKey,
  ['loan-has-cancel'],
  ['loan-agreement-list'],
  ['lending-record'],
];

/**
 * Everything a loan's change of status touches: Home (its ticker and the credit limit too), Records, the latest order,
 * the profile.
 */
export async function refreshLoanViews(queryClient: QueryClient): Promise<void> {
  // A list of orders kept from an earlier visit shows the old status until its refetch lands
  // (Records said "Incomplete" for a loan already repaying): drop the kept copy unless a
  // screen shows it now, so the next visit waits for today's statuses.
  queryClient.removeQueries({ queryKey: ordersKey, type: 'inactive' });
  await Promise.all(LOAN_VIEWS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useRefreshLoan() {
  const queryClient = useQueryClient();
  return useCallback(() => refreshLoanViews(queryClient), [queryClient]);
}
