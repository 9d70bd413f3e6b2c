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
 * It balances because received + fee + tax = amount (quoteLoan's invariant). One per order:
 * the key `disbursement:<orderNo>` makes a re-run post nothing.
 */
export function disbursementDraft(order: FrozenQuote, currency: CurrencyCode): TransactionDraft {
  return {
    idempotencyKey: `disbursement:${order.orderNo}`,
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
