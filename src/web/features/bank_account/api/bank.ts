import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';
import { useDebounced } from '../../../lib/use-debounced';

/** A bank's branches; most banks list none and the field stays hidden. */
export function useBranches(bankCode: string | undefined) {
  return useQuery({
    queryKey: ['bank-branches', bankCode],
    enabled: !!bankCode,
    queryFn: () => request('/user/getBankBranch', { bankCode: bankCode! }),
    staleTime: 10 * 60_000,
  });
}

export interface VerifyInput {
  bankCode: string;
  accountNumber: string;
  cardType?: string;
}

/** The account holder's name from the payments provider, looked up once the borrower stops typing. */
export function useAccountName(input: VerifyInput | null) {
  const key = input ? JSON.stringify([input.bankCode, input.accountNumber, input.cardType ?? null]) : '';
  const settled = useDebounced(key, 500);
  const ready = input !== null && settled === key;
  return useQuery({
    queryKey: ['verify-bank-card', key],
    enabled: ready,
    queryFn: () => request('/user/verifyBankCard', input!),
    staleTime: 10 * 60_000,
  });
}

/**
 * The banks of the app's market as the server lists them (`/app/paystack/bank-list`), the list
 * payouts are made against; kept for the session, since it changes only with a release.
 */
export function useBankList() {
  return useQuery({
    queryKey: ['bank-list'],
    queryFn: () => request('/app/paystack/bank-list', {}),
    staleTime: Infinity,
  });
}
