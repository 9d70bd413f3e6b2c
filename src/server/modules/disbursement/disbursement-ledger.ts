import { credit, debit, type TransactionDraft } from '../../../domain/ledger/ledger';
import type { CurrencyCode } from '../../../domain/markets/market';

export interface FrozenQuote {
  id: number;
  userId: number;
  orderNo: string;
  amount: number;
  processingFee: number;
  feeTax: number;
  interest: number;
  received: number;
}

/**
 * The disbursement as one balanced transaction: the borrower now owes the principal and the
 * interest (fixed up front, simple interest); the provider paid out what they receive; the
 * fee, its tax and the interest are the lender's income or the tax authority's due.
 *
 *   Dr loanPrincipal amount, Dr loanInterest interest
 *   Cr providerCash received, Cr processingFeeIncome fee, Cr taxPayable tax, Cr interestIncome interest
 *
 * It balances because received + fee + tax = amount (quoteLoan's invariant). One per paid
 * attempt: the key `disbursement:<orderNo>` (a later attempt, paid after a reversal, adds
 * `:<attempt>`) makes a re-run post nothing.
 */
export function disbursementDraft(order: FrozenQuote, currency: CurrencyCode, attempt = 1): TransactionDraft {
  return {
    idempotencyKey: disbursementKey(order.orderNo, attempt),
    kind: 'disbursement',
    currency,
    orderId: order.id,
    userId: order.userId,
    memo: `loan ${order.orderNo} paid out`,
    lines: [
      debit('loanPrincipal', order.amount),
      debit('loanInterest', order.interest),
      credit('providerCash', order.received),
      credit('processingFeeIncome', order.processingFee),
      credit('taxPayable', order.feeTax),
      credit('interestIncome', order.interest),
    ],
  };
}

function disbursementKey(orderNo: string, attempt: number): string {
  return attempt === 1 ? `disbursement:${orderNo}` : `disbursement:${orderNo}:${attempt}`;
}

/**
 * The bank sent the payout back after it succeeded: the disbursement of that attempt undone
 * line by line (every debit a credit), so the loan owes nothing; the money, at the provider
 * again, is debited to payoutReturns rather than providerCash (which counts repayments). Keyed by the attempt: a replayed reversal posts nothing.
 */
export function disbursementReversalDraft(order: FrozenQuote, currency: CurrencyCode, attempt: number): TransactionDraft {
  const original = disbursementDraft(order, currency, attempt);
  return {
    idempotencyKey: `disbursement-reversal:${order.orderNo}:${attempt}`,
    kind: 'disbursementReversal',
    currency,
    orderId: order.id,
    userId: order.userId,
    memo: `payout of loan ${order.orderNo} (attempt ${attempt}) returned by the bank`,
    lines: original.lines.map((l) => (l.account === 'providerCash'
      ? { account: 'payoutReturns' as const, debit: l.credit, credit: l.debit }
      : { account: l.account, debit: l.credit, credit: l.debit })),
  };
}
