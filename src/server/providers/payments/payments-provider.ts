import type { Market } from '../../../domain/markets/market';

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

/**
 * Payout and collection provider (Paystack, Flutterwave, Monnify, STP…). This issue needs only
 * name enquiry: who holds an account, before money is sent to it. Adapters add payouts later.
 */
export interface PaymentsProvider {
  readonly name: string;
  verifyAccount(lookup: AccountLookup): Promise<AccountVerification>;
}
