import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { productIndexKey } from '../../home/api/product-index-query';
import { userInfoKey } from '../../me/api/get-user-info';
import { ordersKey } from '../../onboarding/api/orders';
import { creditInfoKey } from './credit-info';
import { latestOrderKey } from './latest-order';

/** Everything a loan's change of status touches: Home (its ticker and the credit limit too), Records, the latest order, the profile. */
export function useRefreshLoan() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([productIndexKey, ordersKey, latestOrderKey, creditInfoKey, userInfoKey, ['loan-has-cancel'], ['loan-agreement-list'], ['lending-record']]
      .map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  }, [queryClient]);
}
