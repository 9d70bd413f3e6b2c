import { credit, debit, type TransactionDraft } from '../ledger/ledger';
import type { LoanRef } from './postings';

/**
 * Borrower credit paid back (decision 0025): the liability falls by what left the provider.
 * Key: the refund's own (`refund:<orderNo>:<console key>`), also the payout's key at the provider.
 */
export function refundDraft(loan: LoanRef, key: string, amount: number, memo: string): TransactionDraft {
  return {
    idempotencyKey: key,
    kind: 'refund',
    currency: loan.currency,
    orderId: loan.id,
    userId: loan.userId,
    memo,
    lines: [debit('borrowerCredit', amount), credit('providerCash', amount)],
  };
}
