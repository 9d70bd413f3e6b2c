import { useQuery } from '@tanstack/react-query';
import { request } from '../api/client';
import { useLoggedIn } from '../lib/use-logged-in';

export const creditInfoKey = ['loan-credit-info'] as const;

/** `/loan/get-credit-info`: the borrower's limit, what loans use of it, and how far it can grow (Home and Me). */
export function useCreditInfo() {
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: creditInfoKey,
    enabled: loggedIn,
    queryFn: () => request('/loan/get-credit-info', {}),
    staleTime: 60_000,
  });
}
