import type { CollectionRequest } from '../collections-provider';

/**
 * Paystack, Flutterwave, Monnify and Conekta require a customer e-mail; many borrowers give
 * none. The placeholder is per user and never delivers (.invalid is reserved, RFC 2606), so
 * the vendor's receipts go nowhere rather than to a stranger.
 */
export function customerEmail(customer: CollectionRequest['customer']): string {
  return customer.email ?? `user${customer.userId}@customers.presta.invalid`;
}
