import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';

/** The agreement as it would be signed for this amount and term (or the signed one, once confirmed). */
export function useLoanAgreement(orderNo: string | null, amount: number | null, days: number | null) {
  return useQuery({
    queryKey: ['loan-agreement', orderNo, amount, days],
    enabled: Boolean(orderNo && amount && days),
    queryFn: () => request('/loan/loanAgreement', { orderNo: orderNo!, amount: amount!, days: days! }),
    staleTime: 5 * 60_000,
  });
}

/** The agreement the borrower accepted for an order, exactly as stored. */
export function useSignedContract(orderNo: string | null) {
  return useQuery({
    queryKey: ['loan-contract', orderNo],
    enabled: Boolean(orderNo),
    queryFn: () => request('/loan/get-money/contract', { orderNo: orderNo! }),
    staleTime: Infinity,
  });
}

/** Every agreement the borrower accepted, newest first (Me → Agreements). */
export function useAgreementList() {
  return useQuery({ queryKey: ['loan-agreement-list'], queryFn: () => request('/loan/agreement/list', {}) });
}
