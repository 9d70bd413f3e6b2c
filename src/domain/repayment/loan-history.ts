import type { AccountCode } from '../ledger/ledger';
import type { MinorUnits } from '../money/money';
import { addDays } from '../pricing/civil-date';

/** One posted ledger transaction of a loan, with its lines summed per account. */
export interface LoanTransaction {
  kind: string;
  /** When it was posted (ISO instant). */
  at: string;
  /** The day an overdue penalty was charged for (yyyy-mm-dd); null for every other kind. */
  penaltyDay: string | null;
  lines: { account: AccountCode | string; debit: MinorUnits; credit: MinorUnits }[];
}

export const LEDGER_EVENT_KINDS = [
  'disbursed',
  'payoutReturned',
  'repayment',
  'rolloverFee',
  'overdue',
  'coupon',
  'refund',
  // Operators' adjustments (decision 0087); a payment recovered after a write-off is a repayment line.
  'penaltyWaived',
  'interestWaived',
  'writtenOff',
  'restructured',
  // Paid off before the due date: the interest (and its tax) for the days not used, not charged (decision 0104).
  'interestSaved',
] as const;
export type LedgerEventKind = (typeof LEDGER_EVENT_KINDS)[number];

/** A line of the loan's money history, as a statement shows it. */
export interface LedgerEvent {
  event: LedgerEventKind;
  at: string;
  amount: MinorUnits;
  /** overdue: the first overdue day of the stretch; null otherwise. */
  day: string | null;
  /** overdue: the days of the stretch a penalty was charged for; null otherwise. */
  days: number | null;
}

export interface LoanHistory {
  events: LedgerEvent[];
  /** Paid towards the debt (repayments only): a rollover fee moves the date and reduces nothing. */
  repaid: MinorUnits;
}

const sum = (t: LoanTransaction, account: AccountCode, side: 'debit' | 'credit') =>
  t.lines.reduce((n, l) => (l.account === account ? n + l[side] : n), 0);

/** The figure each kind of transaction is told by (null: not a line of the history). */
const AMOUNT_OF: Record<string, [LedgerEventKind, (t: LoanTransaction) => MinorUnits]> = {
  disbursement: ['disbursed', (t) => sum(t, 'providerCash', 'credit')],
  disbursementReversal: ['payoutReturned', (t) => sum(t, 'payoutReturns', 'debit') + sum(t, 'providerCash', 'debit')],
  repayment: ['repayment', (t) => sum(t, 'providerCash', 'debit')],
  rolloverFee: ['rolloverFee', (t) => sum(t, 'rolloverFeeIncome', 'credit')],
  coupon: ['coupon', (t) => sum(t, 'couponExpense', 'debit')],
  refund: ['refund', (t) => sum(t, 'providerCash', 'credit')],
  // What the borrower no longer owes, its IVA included (the ledger splits the IVA off the cost).
  penaltyWaiver: ['penaltyWaived', (t) => sum(t, 'loanPenalty', 'credit')],
  interestWaiver: ['interestWaived', (t) => sum(t, 'loanInterest', 'credit')],
  writeOff: ['writtenOff', (t) => sum(t, 'loanWriteOff', 'debit')],
  restructure: ['restructured', (t) => sum(t, 'loanPenalty', 'credit')],
  // The saving the repay screen promised: the interest not earned and its tax, as reversed at payoff.
  unearnedInterest: ['interestSaved', (t) => sum(t, 'interestIncome', 'debit') + sum(t, 'taxPayable', 'debit')],
};

/**
 * A loan's whole money history from its ledger transactions, oldest first: the payout, each
 * payment, each rollover fee, the coupon, refunds of an overpayment, operators' waivers,
 * write-off and restructure, and each stretch of overdue days as one line (its first overdue
 * day, how many days and the penalty charged) —
 * a daily penalty is one posting a day, which a borrower reads as one overdue period.
 */
export function loanHistory(transactions: LoanTransaction[]): LoanHistory {
  const sorted = [...transactions].sort(
    (a, b) => a.at.localeCompare(b.at) || (a.penaltyDay ?? '').localeCompare(b.penaltyDay ?? ''),
  );
  const events: LedgerEvent[] = [];
  let stretch: LedgerEvent | null = null;
  let repaid = 0;
  for (const t of sorted) {
    if (t.kind === 'penalty' && t.penaltyDay) {
      // The penalty itself; its tax (Mexico's IVA) is told apart by chargesTax.
      const amount = sum(t, 'penaltyIncome', 'credit');
      // The next day of the stretch continues it; a gap (a rollover moved the date) starts another.
      if (stretch && addDays(stretch.day!, stretch.days!) === t.penaltyDay) {
        stretch.days! += 1;
        stretch.amount += amount;
      } else {
        stretch = { event: 'overdue', at: t.at, amount, day: t.penaltyDay, days: 1 };
        events.push(stretch);
      }
      continue;
    }
    const known = AMOUNT_OF[t.kind];
    if (!known) continue;
    const [event, amountOf] = known;
    const amount = amountOf(t);
    if (event === 'repayment') repaid += amount;
    events.push({ event, at: t.at, amount, day: null, days: null });
  }
  return { events, repaid };
}

/**
 * The tax a loan's penalties and rollover fees were charged (credits to taxPayable by those
 * kinds): what the repay screen shows as included in them. Interest's tax is fixed on the order.
 */
export function chargesTax(transactions: LoanTransaction[]): { penalty: MinorUnits; fees: MinorUnits } {
  const of = (kind: string) =>
    transactions.reduce((n, t) => (t.kind === kind ? n + sum(t, 'taxPayable', 'credit') : n), 0);
  return { penalty: of('penalty'), fees: of('rolloverFee') };
}

/** The day a penalty posting was charged for, from its ledger key (`penalty:<orderNo>:<yyyy-mm-dd>`). */
export function penaltyDayOfKey(key: string): string | null {
  const m = /^penalty:.+:(\d{4}-\d{2}-\d{2})$/.exec(key);
  return m ? m[1] : null;
}
