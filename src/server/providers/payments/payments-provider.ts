import type { CurrencyCode, Market } from '../../../domain/markets/market';

export interface AccountLookup {
  market: Market;
  /** The bank's code in the market's list (CBN code in Nigeria, Banxico code in Mexico). */
  bankCode: string;
  /** NUBAN, CLABE or debit card number, digits only. */
  accountNumber: string;
  /**
   * The name the borrower gave on personal info. Real providers ignore it (name enquiry answers
   * what the bank holds); the sandbox, which has no bank to ask, echoes it.
   */
  holderHint?: string | null;
}

export type AccountVerification = { found: true; accountName: string } | { found: false };

/** Where a payout goes: the borrower's primary account at the time of the attempt. */
export interface PayoutAccount {
  market: Market;
  bankCode: string;
  /** NUBAN, CLABE or debit card number, digits only. Never logged. */
  accountNumber: string;
  accountName: string | null;
}

export interface PayoutRequest {
  /**
   * One per attempt (`PAY<orderNo>N<attempt>`, vendor-reference.ts), sent to the vendor as its idempotency key /
   * transfer reference: the same key is one payment however often it is sent.
   */
  idempotencyKey: string;
  orderNo: string;
  /** Integer minor units. */
  amount: number;
  currency: CurrencyCode;
  account: PayoutAccount;
  /**
   * What the money is, as the borrower's bank statement narrates it (`payoutNarration`): the loan (default) or a
   * refund.
   */
  purpose?: 'loan' | 'refund';
}

/**
 * The words on the borrower's bank statement: a refund is narrated as one ("Refund …",
 * "REEMBOLSO …"), never as the loan, which would read as a second loan paid out.
 */
export function payoutNarration(request: Pick<PayoutRequest, 'purpose' | 'orderNo'>, language: 'en' | 'es'): string {
  const refund = request.purpose === 'refund';
  if (language === 'es') return `${refund ? 'REEMBOLSO' : 'PRESTAMO'} ${request.orderNo}`;
  return `${refund ? 'Refund' : 'Loan'} ${request.orderNo}`;
}

/**
 * 'reversed': the vendor paid, then the money came back (Paystack `transfer.reversed`, STP
 * "devolución"); for an attempt we still hold as pending it is a failure, for one we settled as
 * succeeded it is a reversal (payout-reversal.ts).
 */
export type PayoutStatus = 'pending' | 'succeeded' | 'failed' | 'reversed';

/** Failure codes the server acts on; a vendor adapter maps its own codes onto these. */
export type PayoutFailureCode = 'account_unsupported' | 'cancelled' | 'rejected' | 'reversed';

export interface PayoutResult {
  status: PayoutStatus;
  providerRef: string;
  failureCode?: PayoutFailureCode;
}

/** One payout as the provider's own list shows it (decision 0042's daily comparison). */
export interface PayoutListing {
  /** The key we sent it under (payout or refund). */
  idempotencyKey: string;
  providerRef: string;
  /** Integer minor units. */
  amount: number;
  currency: string;
  status: PayoutStatus;
  /** When it reached its status (for a success: when the money left). */
  at: Date;
}

export type CancelPayoutResult = { cancelled: true } | { cancelled: false; status: PayoutStatus };

/**
 * Payout and collection provider (Paystack, Flutterwave, Monnify transfers in Nigeria, STP/SPEI
 * in Mexico). Contract every adapter keeps:
 * - `payout` is idempotent per key: a repeated call answers the first call's outcome (its
 *   current state) and never pays twice;
 * - `payoutStatus` answers null for a key the provider never saw;
 * - after `cancelPayout` answers `{ cancelled: true }`, no later `payout` with that key pays.
 */
export interface PaymentsProvider {
  readonly name: string;
  verifyAccount(lookup: AccountLookup): Promise<AccountVerification>;
  payout(request: PayoutRequest): Promise<PayoutResult>;
  /** `currency` tells a router of several markets which vendor holds the key. */
  payoutStatus(idempotencyKey: string, currency?: CurrencyCode): Promise<PayoutResult | null>;
  cancelPayout(idempotencyKey: string, currency?: CurrencyCode): Promise<CancelPayoutResult>;
  /** The name recorded on a payout of that currency (a router answers its market's vendor). */
  nameFor?(currency: CurrencyCode): string;
  /**
   * Payouts that reached their status in [since, until). Optional: without it the daily comparison records "vendor
   * cannot list".
   */
  listPayouts?(since: Date, until: Date): Promise<PayoutListing[]>;
}

/** The provider a payout of that currency is made and recorded under (a router answers its market's vendor). */
export function payoutProviderName(
  payments: Pick<PaymentsProvider, 'name' | 'nameFor'>,
  currency: CurrencyCode,
): string {
  return payments.nameFor?.(currency) ?? payments.name;
}
