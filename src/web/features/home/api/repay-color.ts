import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';

export type RepayColorState = 'repaying' | 'expiringSoon' | 'overdue';

/**
 * The operator's colour for a repay state (`/loanMarket/repay-color`), asked only while Home
 * shows a repay banner. It marks the banner's edge, never its text: an operator's colour is not
 * checked for contrast, so the words keep the app's own readable colours.
 */
export function useRepayColor(state: RepayColorState | null): string | undefined {
  const colors = useQuery({
    queryKey: ['repay-color'],
    queryFn: () => request('/loanMarket/repay-color', {}),
    enabled: state !== null,
    staleTime: 10 * 60_000,
  });
  return state && colors.data ? colors.data[state] : undefined;
}
