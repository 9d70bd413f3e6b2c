import { luhnValid } from './luhn';

/**
 * A 16-digit debit card number passing Luhn. Mexican debit cards (Visa, Mastercard, Carnet) are
 * 16 digits; longer or shorter PANs are not cards we can disburse to.
 */
export function isValidDebitCard(v: string): boolean {
  const pan = v.trim();
  return /^\d{16}$/.test(pan) && luhnValid(pan);
}
