import type { AccountLookup, AccountVerification, PaymentsProvider } from './payments-provider';

/** Account numbers ending in these digits do not exist in the sandbox, so tests and demos can exercise the failure. */
export const SANDBOX_UNKNOWN_ACCOUNT_SUFFIX = '0000';
const FALLBACK_NAME = 'SANDBOX ACCOUNT HOLDER';

/**
 * Deterministic name enquiry without a bank: every account exists except those ending in
 * 0000, and its holder is the borrower's own name (upper case, as banks return it) or a fixed
 * placeholder when none is known. Never used in production mode for real money: a vendor
 * adapter implements the same interface.
 */
export class SandboxPayments implements PaymentsProvider {
  readonly name = 'sandbox';

  async verifyAccount(lookup: AccountLookup): Promise<AccountVerification> {
    if (lookup.accountNumber.endsWith(SANDBOX_UNKNOWN_ACCOUNT_SUFFIX)) return { found: false };
    const hint = lookup.holderHint?.replace(/\s+/g, ' ').trim();
    return { found: true, accountName: hint ? hint.toLocaleUpperCase('en') : FALLBACK_NAME };
  }
}
