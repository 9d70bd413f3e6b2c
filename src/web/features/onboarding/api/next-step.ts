import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from '../../../lib/hash-router';
import type { CallOutput } from '../../../../domain/api/contracts';
import { productIndexKey } from '../../../queries/product-index-query';
import { userInfoKey } from '../../../queries/get-user-info';
import { latestOrderKey } from '../../../queries/latest-order';
import { ordersKey } from '../../../queries/orders';

export type NextStep = CallOutput<'/user/finishUploadAllImg'>;

/** Everything a saved step changes: the profile, Home's open order and Records. */
export function useRefreshOnboarding() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all(
      [userInfoKey, productIndexKey, ordersKey, latestOrderKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  }, [queryClient]);
}

/**
 * After a save the server answers where the borrower goes next (the order's status and its
 * screen); the web app never decides the order of steps itself.
 */
export function useGoToNextStep() {
  const navigate = useNavigate();
  const refresh = useRefreshOnboarding();
  return useCallback(
    async (next: NextStep) => {
      await refresh();
      navigate(next.route ?? '/');
    },
    [navigate, refresh],
  );
}
