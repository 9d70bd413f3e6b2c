import { luhnValid } from './luhn';

/**
 * IMSS Número de Seguridad Social: 11 digits (subdelegation, year of affiliation, birth year,
 * sequence) whose last digit is the Luhn check digit of the first ten.
 * Separators are not accepted: the form strips them, so a stored NSS is always the bare digits.
 */
export function isValidNss(v: string): boolean {
  const nss = v.trim();
  return /^\d{11}$/.test(nss) && luhnValid(nss);
}
