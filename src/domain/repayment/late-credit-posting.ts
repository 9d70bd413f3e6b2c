import { credit, debit, type TransactionDraft } from '../ledger/ledger';
import type { MinorUnits } from '../money/money';
import type { LoanRef } from './postings';

/**
 * Money that arrived for a loan already finished (decision 0042): it is at the provider
 * (Dr providerCash) and all of it is owed back to the borrower (Cr borrowerCredit), to be
 * refunded through decision 0025's refund. Key: the vendor event's own
 * `repayment:<vendor>:<eventId>`, so the event is one movement whichever way it arrives.
 */
export function lateCreditDraft(loan: LoanRef, key: string, amount: MinorUnits, memo: string): TransactionDraft {
  return {
    currency: loan.currency,
    orderId: loan.id,
    userId: loan.userId,
    idempotencyKey: key,
    kind: 'lateCredit',
    memo,
    lines: [debit('providerCash', amount), credit('borrowerCredit', amount)],
  };
}
