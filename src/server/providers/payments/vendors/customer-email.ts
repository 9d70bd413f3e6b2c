import type { CollectionRequest } from '../collections-provider';

/**
 * Paystack, Flutterwave, Monnify and Conekta require a customer e-mail; many borrowers give
 * none. The placeholder is per user and never delivers (.invalid is reserved, RFC 2606), so
 * the vendor's receipts go nowhere rather than to a stranger.
 */
export function customerEmail(customer: CollectionRequest['customer']): string {
  return customer.email ?? borrowerEmail(customer);
}

/**
 * The e-mail of the borrower at a vendor that keys its customers by e-mail (Paystack: a second
 * create with a known e-mail answers that customer, with its dedicated account). Derived from
 * the user id, never from what the borrower typed: two borrowers who type one address (a typo,
 * a shared family address, or on purpose) must be two customers, or one pays into the other's
 * account and finishes the other's loan.
 */
export function borrowerEmail(customer: Pick<CollectionRequest['customer'], 'userId'>): string {
  return `user${customer.userId}@customers.presta.invalid`;
}
