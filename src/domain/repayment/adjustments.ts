import { credit, debit, type TransactionDraft } from '../ledger/ledger';
import type { MinorUnits } from '../money/money';
import { daysBetween } from '../pricing/civil-date';
import { totalOwed, type Owed } from './allocation';
import { overdueDays } from './loan-figures';
import type { LoanRef } from './postings';

/**
 * Loan adjustments an operator requests and another approves (issue 32, decision 0087), each a
 * loan transaction as Fineract has them: waive penalty, waive interest, write off, restructure.
 */
export const ADJUSTMENT_KINDS = ['penaltyWaiver', 'interestWaiver', 'writeOff', 'restructure'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/** Why an adjustment cannot be requested or approved: each a console message key. */
export const ADJUSTMENT_REFUSALS = [
  'loanClosed',
  'writtenOff',
  'amountOverOwed',
  'notLongOverdue',
  'dueDateOutOfRange',
  'loanChanged',
  'nothingOwed',
] as const;
export type AdjustmentRefusal = (typeof ADJUSTMENT_REFUSALS)[number];

export interface AdjustmentRules {
  /** A loan may be written off once it is at least this many days past its due date (per market). */
  writeOffAfterDays: number;
  /** A restructured due date is at most this many days after today. */
  restructureMaxDays: number;
}

/** The loan as the ledger and the order read now. */
export interface AdjustableLoan {
  status: number;
  writtenOff: boolean;
  dueDate: string;
  owed: Owed;
  /** Today in the loan's market (yyyy-mm-dd). */
  today: string;
}

export interface AdjustmentAsked {
  kind: AdjustmentKind;
  /** Waivers: what to forgive. Ignored for a write-off (all that is owed) and a restructure (the penalty owed). */
  amount: MinorUnits;
  /** Restructure only: the new due date (yyyy-mm-dd, market zone). */
  newDueDate: string | null;
}

export type AdjustmentCheck = { ok: true; amount: MinorUnits } | { ok: false; reason: AdjustmentRefusal };

const refuse = (reason: AdjustmentRefusal): AdjustmentCheck => ({ ok: false, reason });

/**
 * Whether the adjustment can be asked for this loan now, and the amount it moves:
 * - a waiver forgives part or all of the penalty (or interest) still owed;
 * - a write-off takes all that is owed, once the loan is `writeOffAfterDays` past due;
 * - a restructure sets one new due date, 1 to `restructureMaxDays` days after today, charges no
 *   new interest or fee, and forgives the penalty owed when approved (the amount shown here is
 *   the penalty owed at the request; approval waives what is owed then).
 * A loan that is not owed (2 Repaying or 3 Overdued) or already written off takes none.
 */
export function checkAdjustment(loan: AdjustableLoan, asked: AdjustmentAsked, rules: AdjustmentRules): AdjustmentCheck {
  if (loan.status !== 2 && loan.status !== 3) return refuse('loanClosed');
  if (loan.writtenOff) return refuse('writtenOff');
  switch (asked.kind) {
    case 'penaltyWaiver':
    case 'interestWaiver': {
      const owed = asked.kind === 'penaltyWaiver' ? loan.owed.penalty : loan.owed.interest;
      if (owed <= 0) return refuse('nothingOwed');
      return asked.amount > owed ? refuse('amountOverOwed') : { ok: true, amount: asked.amount };
    }
    case 'writeOff': {
      if (loan.status !== 3 || overdueDays(loan.dueDate, loan.today) < rules.writeOffAfterDays)
        return refuse('notLongOverdue');
      const owed = totalOwed(loan.owed);
      return owed > 0 ? { ok: true, amount: owed } : refuse('nothingOwed');
    }
    case 'restructure': {
      const ahead = asked.newDueDate ? daysBetween(loan.today, asked.newDueDate) : 0;
      if (ahead < 1 || ahead > rules.restructureMaxDays) return refuse('dueDateOutOfRange');
      return { ok: true, amount: loan.owed.penalty };
    }
  }
}

/** What was requested, as stored, to compare with the loan at approval. */
export interface RequestedAdjustment extends AdjustmentAsked {
  id: number;
  /** The loan's due date when it was requested. */
  previousDueDate: string;
}

/**
 * The check again at approval, against the loan as it is now: a loan paid, written off, moved
 * to another due date or owing other than the request saw since is refused as changed, so a
 * checker never approves something other than what the maker asked for.
 */
export function checkApproval(
  loan: AdjustableLoan,
  requested: RequestedAdjustment,
  rules: AdjustmentRules,
): AdjustmentCheck {
  const now = checkAdjustment(loan, requested, rules);
  if (!now.ok) return now.reason === 'amountOverOwed' || now.reason === 'nothingOwed' ? refuse('loanChanged') : now;
  if (loan.dueDate !== requested.previousDueDate) return refuse('loanChanged');
  if (requested.kind === 'writeOff' && now.amount !== requested.amount) return refuse('loanChanged');
  return now;
}

/** One adjustment's ledger key: derived from its id, so approving it twice posts it once. */
export const adjustmentKey = (id: number) => `adjustment:${id}`;

/**
 * The one balanced transaction of an approved adjustment; null for a restructure with no
 * penalty to forgive (it moves only the date).
 * - waivers: Dr penaltyWaived / interestWaived, Cr the receivable;
 * - write-off: Dr loanWriteOff by all that is owed, Cr each receivable by its balance;
 * - restructure: the penalty owed is waived like a penalty waiver.
 */
/**
 * The tax inside an amount owed that carries it (Mexico's IVA on interest and penalties,
 * decision 0089): amount × ppm / (1,000,000 + ppm), rounded half-up, in whole minor units.
 */
export function taxIncluded(amount: MinorUnits, taxPpm: number): MinorUnits {
  if (taxPpm <= 0 || amount <= 0) return 0;
  const divisor = 1_000_000n + BigInt(taxPpm);
  return Number((BigInt(amount) * BigInt(taxPpm) * 2n + divisor) / (2n * divisor));
}

/**
 * `taxPpm`: the loan's signed rate on interest and penalties (0 in Nigeria and before 0033). A
 * waiver forgives the tax in what it forgives, so that part is owed to the tax authority no
 * longer (Dr taxPayable) and only the rest is the lender's cost.
 */
export function adjustmentDraft(
  loan: LoanRef,
  adj: { id: number; kind: AdjustmentKind; amount: MinorUnits },
  owed: Owed,
  taxPpm = 0,
): TransactionDraft | null {
  const base = {
    idempotencyKey: adjustmentKey(adj.id),
    kind: adj.kind,
    currency: loan.currency,
    orderId: loan.id,
    userId: loan.userId,
    memo: `adjustment ${adj.id}`,
  };
  const waive = (expense: 'penaltyWaived' | 'interestWaived', receivable: 'loanPenalty' | 'loanInterest') => {
    const tax = taxIncluded(adj.amount, taxPpm);
    return {
      ...base,
      lines: [debit(expense, adj.amount - tax), debit('taxPayable', tax), credit(receivable, adj.amount)],
    };
  };
  switch (adj.kind) {
    case 'penaltyWaiver':
      return waive('penaltyWaived', 'loanPenalty');
    case 'interestWaiver':
      return waive('interestWaived', 'loanInterest');
    case 'writeOff':
      return {
        ...base,
        lines: [
          debit('loanWriteOff', totalOwed(owed)),
          credit('loanPenalty', owed.penalty),
          credit('loanFees', owed.fees),
          credit('loanInterest', owed.interest),
          credit('loanPrincipal', owed.principal),
        ],
      };
    case 'restructure':
      return adj.amount > 0 ? waive('penaltyWaived', 'loanPenalty') : null;
  }
}
