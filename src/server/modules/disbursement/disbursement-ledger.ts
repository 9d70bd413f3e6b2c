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
  /** IVA on the interest (decision 0089); 0 where interest is exempt or the loan was signed before it was charged. */
  interestTax: number;
  received: number;
}

/** The order's frozen quote, or null when it was never priced. */
export function frozenQuoteOf(order: {
  id: number;
  userId: number;
  orderNo: string;
  amount: number | null;
  processingFee: number | null;
  feeTax: number | null;
  interest: number | null;
  interestTax: number | null;
  received: number | null;
}): FrozenQuote | null {
  const { id, userId, orderNo, amount, processingFee, feeTax, interest, received } = order;
  if (amount === null || processingFee === null || feeTax === null || interest === null || received === null)
    return null;
  return {
    id,
    userId,
    orderNo,
    amount,
    processingFee,
    feeTax,
    interest,
    interestTax: order.interestTax ?? 0,
    received,
  };
}

/**
 * The disbursement as one balanced transaction: the borrower now owes the principal and the
 * interest with its IVA (fixed up front, simple interest); the provider paid out what they
 * receive; the fee, the taxes and the interest are the lender's income or the tax authority's due.
 *
 *   Dr loanPrincipal amount, Dr loanInterest interest + interestTax
 *   Cr providerCash received, Cr processingFeeIncome fee, Cr taxPayable feeTax + interestTax, Cr interestIncome
 *   interest
 *
 * The interest receivable carries its tax, as any receivable carries the VAT invoiced with it
 * (decision 0089), so a payment settles both in one step. It balances because
 * received + fee + feeTax = amount (quoteLoan's invariant). One per paid
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
      debit('loanInterest', order.interest + order.interestTax),
      credit('providerCash', order.received),
      credit('processingFeeIncome', order.processingFee),
      credit('taxPayable', order.feeTax + order.interestTax),
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
 * again, is debited to payoutReturns rather than providerCash (which counts repayments). Keyed by the attempt: a
 * replayed reversal posts nothing.
 */
export function disbursementReversalDraft(
  order: FrozenQuote,
  currency: CurrencyCode,
  attempt: number,
): TransactionDraft {
  const original = disbursementDraft(order, currency, attempt);
  return {
    idempotencyKey: `disbursement-reversal:${order.orderNo}:${attempt}`,
    kind: 'disbursementReversal',
    currency,
    orderId: order.id,
    userId: order.userId,
    memo: `payout of loan ${order.orderNo} (attempt ${attempt}) returned by the bank`,
    lines: original.lines.map((l) =>
      l.account === 'providerCash'
        ? { account: 'payoutReturns' as const, debit: l.credit, credit: l.debit }
        : { account: l.account, debit: l.credit, credit: l.debit },
    ),
  };
}
