import type { MinorUnits } from '../money/money';
import { overdueDays } from '../repayment/loan-figures';

/**
 * What a loan's line says about a month (decision 0102): open and current, overdue, written off
 * (still owed, taken off the books), or closed (paid in full, including after a write-off).
 */
export const REPORT_ACCOUNT_STATUSES = ['current', 'overdue', 'writtenOff', 'closed'] as const;
export type ReportAccountStatus = (typeof REPORT_ACCOUNT_STATUSES)[number];

/** A loan as the ledger and its order stood at the end of a month (market zone). */
export interface LoanMonthFacts {
  /** Day the money went out ('yyyy-mm-dd'). */
  disbursedOn: string;
  /** The due date in force at month end (after any rollover or restructure paid by then). */
  dueDate: string;
  /** Day the loan finished (paid in full), when it did by month end. */
  closedOn: string | null;
  writtenOffOn: string | null;
  /** Receivables' natural balances at month end (principal, interest with its tax, fees, penalty). */
  owed: MinorUnits;
  /** Written off and not yet recovered at month end (loanWriteOff debits − writeOffRecovery credits). */
  writtenOff: MinorUnits;
  /** Last day of the month ('yyyy-mm-dd'). */
  monthEnd: string;
}

export interface ReportFigures {
  accountStatus: ReportAccountStatus;
  daysPastDue: number;
  /** What the borrower still owes: the receivables plus what was written off and not recovered. */
  outstanding: MinorUnits;
  /** The part past due: the whole balance once the single instalment is late. */
  overdue: MinorUnits;
  writtenOff: MinorUnits;
}

/** The month's figures of one loan, from the ledger's balances at month end. */
export function reportFigures(f: LoanMonthFacts): ReportFigures {
  const outstanding = f.owed + f.writtenOff;
  if (f.closedOn !== null && outstanding === 0)
    return { accountStatus: 'closed', daysPastDue: 0, outstanding: 0, overdue: 0, writtenOff: 0 };
  const daysPastDue = outstanding > 0 ? overdueDays(f.dueDate, f.monthEnd) : 0;
  const overdue = daysPastDue > 0 ? outstanding : 0;
  if (f.writtenOffOn !== null && f.writtenOff > 0)
    return { accountStatus: 'writtenOff', daysPastDue, outstanding, overdue, writtenOff: f.writtenOff };
  return { accountStatus: daysPastDue > 0 ? 'overdue' : 'current', daysPastDue, outstanding, overdue, writtenOff: 0 };
}
