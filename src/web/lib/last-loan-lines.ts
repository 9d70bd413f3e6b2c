import type { TextParams } from '../../domain/i18n/translate';
import type { HomeStatusKey } from '../../domain/loan-status/statuses';
import type { Language } from '../../domain/markets/market';
import { formatDate, formatDateTime, formatMoney } from './format';
import type { LastLoan } from './last-loan';

/** The texts of the loan namespace's `home` group the lines are made of. */
export type LastLoanKey = 'lastSeen' | 'asOf' | `status.${HomeStatusKey}` | 'order.repaying' | 'order.overdue';

export interface LastLoanLines {
  heading: string;
  status: string;
  amount: string | null;
  due: string | null;
  asOf: string;
  seenAt: string;
}

/**
 * What Home last showed of the loan, in Home's own words, with when it was seen: the lines both
 * the offline screen (offline/offline-page.ts) and Home without a network show.
 */
export function lastLoanLines(
  loan: LastLoan,
  language: Language,
  home: (key: LastLoanKey, params?: TextParams) => string,
): LastLoanLines {
  const owing = loan.status === 'repaying' || loan.status === 'overdue' ? loan.status : null;
  return {
    heading: home('lastSeen'),
    status: home(`status.${loan.status}`),
    amount:
      owing && loan.amountDue !== null && loan.currency ? formatMoney(loan.amountDue, loan.currency, language) : null,
    due:
      owing && loan.dueDate ? home(`order.${owing}`, { date: formatDate(loan.dueDate, language, loan.market) }) : null,
    asOf: home('asOf', { time: formatDateTime(loan.seenAt, language, loan.market) }),
    seenAt: loan.seenAt,
  };
}
